import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { pdfText } from "@/test/pdf-text";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";
import { dateCell } from "./pdf-clock";
import { buildWorkerPdf } from "./worker-pdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";

const reports = [
  buildTimeReport({ date: "2026-11-20", hours: "8.50", startTime: "07:00", endTime: "16:00", breakMinutes: 30 }),
  buildTimeReport({ date: "2026-11-19", hours: "8.00", startTime: "22:00", endTime: "06:00", breakMinutes: 0 }),
  buildTimeReport({ date: "2026-11-18", hours: "6.00" }),
];
const period = { startDate: "2026-11-01", endDate: "2026-11-30", createdAt: new Date("2026-11-21T10:00:00Z") };

describe("clock times in the PDFs", () => {
  it("puts the times and the break under the date, and nothing for a report without times", () => {
    expect(dateCell(reports[0])).toBe("2026-11-20\n07:00–16:00\nrast 30 min");
    expect(dateCell(reports[1])).toBe("2026-11-19\n22:00–06:00");
    expect(dateCell(reports[2])).toBe("2026-11-18");
  });

  it("the worker's PDF shows each report's times", async () => {
    const kit = await loadPdfKit();
    const text = await pdfText(buildWorkerPdf(kit, { workerName: "Åsa Öberg", reports, ...period }, adminPdfWordsIn("sv")).output("arraybuffer"));
    expect(text).toContain("07:00–16:00");
    expect(text).toContain("rast 30 min");
    expect(text).toContain("22:00–06:00");
  });

  it("the admin's time report PDF shows each report's times", async () => {
    const kit = await loadPdfKit();
    const doc = buildAdminTimeReportPdf(kit, { ...period, filterText: "Alla arbetare och projekt", reports }, adminPdfWordsIn("sv"));
    const text = await pdfText(doc.output("arraybuffer"));
    expect(text).toContain("07:00–16:00");
    expect(text).toContain("rast 30 min");
    expect(text).toContain("22:00–06:00");
  });
});
