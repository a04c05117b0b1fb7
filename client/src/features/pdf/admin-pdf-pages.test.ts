import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";
import { pdfPageTexts } from "@/test/pdf-text";
import { buildAdminReceiptsPdf } from "./admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";

const SV = adminPdfWordsIn("sv");

const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
// Long descriptions wrap over several lines: each starts 'Början NN' and ends 'Slut NN'.
const reports = Array.from({ length: 70 }, (_, i) => {
  const n = String(i).padStart(2, "0");
  const filler = Array.from({ length: 6 + (i % 5) }, () => "gjutning av bjälklag och armering vid schakt").join(" ");
  return buildTimeReport({
    project,
    date: `2026-03-${String(1 + (i % 28)).padStart(2, "0")}`,
    hours: "7.50",
    description: `Början${n} ${filler} Slut${n}`,
    receiptsConfirmed: true,
  });
});
const input = { reports, startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt: new Date("2026-03-20T10:00:00Z") };

function expectWholeRowsAndHeads(pages: string[], head: RegExp) {
  expect(pages.length).toBeGreaterThan(2);
  pages.forEach((text, index) => {
    // Page 1 has the title above the table; every page has the column headings before any row.
    const headAt = text.search(head);
    expect(headAt, `page ${index + 1} has the header row`).toBeGreaterThanOrEqual(0);
    const firstRow = text.search(/Början\d\d/);
    if (firstRow >= 0) expect(headAt, `page ${index + 1}: header before the first row`).toBeLessThan(firstRow);
    if (index > 0) expect(text.slice(0, headAt).trim(), `page ${index + 1} starts with the header`).toBe("");
  });
  for (let i = 0; i < reports.length; i++) {
    const n = String(i).padStart(2, "0");
    const start = pages.findIndex((t) => t.includes(`Början${n}`));
    const end = pages.findIndex((t) => t.includes(`Slut${n}`));
    expect(start, `row ${n} is printed`).toBeGreaterThanOrEqual(0);
    expect(end, `row ${n} ends on the page it starts on`).toBe(start);
  }
}

describe("admin PDFs over many pages", () => {
  it("keeps each row of the time report on one page and repeats the header row on every page", async () => {
    const kit = await loadPdfKit();
    const pages = await pdfPageTexts(buildAdminTimeReportPdf(kit, input, adminPdfWordsIn("sv")).output("arraybuffer"));
    expectWholeRowsAndHeads(
      pages.filter((t) => /Början\d\d/.test(t)),
      /Datum\s+Arbetare\s+Typ\s+Projekt\s+Timmar\s+Beskrivning\s+Status/,
    );
  });

  it("keeps each row of the receipts report on one page and repeats the header row on every page", async () => {
    const kit = await loadPdfKit();
    const pages = await pdfPageTexts(buildAdminReceiptsPdf(kit, input, SV).output("arraybuffer"));
    expectWholeRowsAndHeads(pages, /Datum\s+Arbetare\s+Projekt\s+Timmar\s+Beskrivning/);
  });
});
