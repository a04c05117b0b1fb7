import type { CellHookData } from "jspdf-autotable";
import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { pdfText } from "@/test/pdf-text";
import { muteAbsenceRows } from "./admin-pdf-common";
import { buildAdminReceiptsPdf } from "./admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";
import { buildWorkerPdf } from "./worker-pdf";

const work = buildTimeReport({ date: "2026-03-16", timeCode: "ÖT2", description: "Gjutning på kvällen, plan 2" });
const sick = buildTimeReport({ date: "2026-03-17", timeCode: "SJK", hours: "8.00", description: "", receiptsConfirmed: true });
const locked = buildTimeReport({ date: "2026-03-18", status: "verified", lockedForPayroll: true, description: "Rivning av gammalt kök" });
const reports = [work, sick, locked];
const createdAt = new Date("2026-03-20T10:00:00Z");

/** The text of the table row that starts with `date`, up to the next date. */
function rowOf(text: string, date: string): string {
  const start = text.indexOf(date);
  const next = text.slice(start + date.length).search(/2026-03-\d\d/);
  return next < 0 ? text.slice(start) : text.slice(start, start + date.length + next);
}

describe("PDFs and time codes", () => {
  it("the worker's PDF has a 'Typ' column with labels, no project on absence, and 'Låst för lön'", async () => {
    const kit = await loadPdfKit();
    const text = await pdfText(
      buildWorkerPdf(kit, { workerName: "Erik Andersson", startDate: "2026-03-01", endDate: "2026-03-31", reports, createdAt }).output("arraybuffer"),
    );
    expect(text).toMatch(/Datum\s+Typ\s+Projekt\s+Timmar\s+Beskrivning\s+Status/);
    expect(rowOf(text, "2026-03-16")).toMatch(/Övertid\s+kvalificerad/);
    expect(rowOf(text, "2026-03-16")).toContain("P-2025-001");
    expect(rowOf(text, "2026-03-17")).toContain("Sjukdom");
    expect(rowOf(text, "2026-03-17")).not.toContain("P-2025-001");
    expect(rowOf(text, "2026-03-18")).toContain("Låst för lön");
    expect(text).toContain("Totalt antal timmar: 23,0");
  });

  it("the admin's time report names the code of every row and leaves the project out of absence", async () => {
    const kit = await loadPdfKit();
    const input = { reports, startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt };
    const text = await pdfText(buildAdminTimeReportPdf(kit, input).output("arraybuffer"));
    expect(text).toMatch(/Datum\s+Arbetare\s+Typ\s+Projekt\s+Timmar\s+Beskrivning\s+Status/);
    expect(rowOf(text, "2026-03-16")).toMatch(/Övertid\s+kvalificerad/);
    expect(rowOf(text, "2026-03-17")).toContain("Sjukdom");
    expect(rowOf(text, "2026-03-17")).not.toContain("P-2025-001");
    expect(rowOf(text, "2026-03-18")).toContain("Arbetad tid");
  });

  it("the receipts report names an absence row by its label", async () => {
    const kit = await loadPdfKit();
    const input = { reports, startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt };
    const text = await pdfText(buildAdminReceiptsPdf(kit, input).output("arraybuffer"));
    expect(rowOf(text, "2026-03-17")).toContain("Sjukdom");
  });

  it("prints absence rows grey and italic, work rows as they are", () => {
    const hook = muteAbsenceRows([work, sick]);
    const cell = (index: number, section: CellHookData["section"] = "body") =>
      ({ section, row: { index }, cell: { styles: { textColor: 20, fontStyle: "normal" } } }) as unknown as CellHookData;
    const workCell = cell(0);
    const sickCell = cell(1);
    const headCell = cell(1, "head");
    hook(workCell);
    hook(sickCell);
    hook(headCell);
    expect(workCell.cell.styles).toMatchObject({ textColor: 20, fontStyle: "normal" });
    expect(sickCell.cell.styles).toMatchObject({ textColor: [110, 110, 110], fontStyle: "italic" });
    expect(headCell.cell.styles).toMatchObject({ textColor: 20, fontStyle: "normal" });
  });
});
