import type { CellHookData } from "jspdf-autotable";
import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";
import { pdfText } from "@/test/pdf-text";
import { muteAbsenceRows } from "./admin-pdf-common";
import { buildAdminReceiptsPdf } from "./admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";
import { buildWorkerPdf } from "./worker-pdf";

const SV = adminPdfWordsIn("sv");

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
      buildWorkerPdf(kit, { workerName: "Erik Andersson", startDate: "2026-03-01", endDate: "2026-03-31", reports, createdAt }, SV).output("arraybuffer"),
    );
    expect(text).toMatch(/Datum\s+Typ\s+Projekt\s+Timmar\s+Beskrivning\s+Status/);
    expect(rowOf(text, "2026-03-16")).toMatch(/Övertid\s+kvalificerad/);
    expect(rowOf(text, "2026-03-16")).toContain("P-2025-001");
    expect(rowOf(text, "2026-03-17")).toContain("Sjukdom");
    expect(rowOf(text, "2026-03-17")).not.toContain("P-2025-001");
    expect(rowOf(text, "2026-03-18")).toContain("Låst för lön");
    expect(text).toContain("Totalt antal timmar: 23,0");
    // The total's breakdown by kind: ÖT2 is overtime, SJK absence, ARB work; no travel.
    expect(text).toContain("Arbete 7,5 · Övertid 7,5 · Frånvaro 8,0");
    expect(text).not.toContain("Restid");
  });

  it("the admin's summary per worker has a column for each kind the reports have", async () => {
    const kit = await loadPdfKit();
    const travel = buildTimeReport({ date: "2026-03-19", timeCode: "RE1", hours: "1.50", worker: { ...work.worker, id: "w2", fullName: "Åsa Öberg" } });
    const input = { reports: [...reports, travel], startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt };
    const text = await pdfText(buildAdminTimeReportPdf(kit, input, adminPdfWordsIn("sv")).output("arraybuffer"));
    const summary = text.slice(text.indexOf("Summering per arbetare"));
    expect(summary).toMatch(/Summering per arbetare\s+Rapporter\s+Arbete\s+Övertid\s+Restid\s+Frånvaro\s+Timmar/);
    expect(summary).toMatch(/Erik Andersson\s+3\s+7,5\s+7,5\s+0,0\s+8,0\s+23,0/);
    expect(summary).toMatch(/Åsa Öberg\s+1\s+0,0\s+0,0\s+1,5\s+0,0\s+1,5/);
    expect(summary).toMatch(/Totalt antal timmar\s+4\s+7,5\s+7,5\s+1,5\s+8,0\s+24,5/);
  });

  it("the admin's summary leaves out the kinds no report has", async () => {
    const kit = await loadPdfKit();
    const input = { reports: [locked], startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt };
    const text = await pdfText(buildAdminTimeReportPdf(kit, input, adminPdfWordsIn("sv")).output("arraybuffer"));
    expect(text).toMatch(/Summering per arbetare\s+Rapporter\s+Arbete\s+Timmar/);
    expect(text).not.toMatch(/Övertid|Restid|Frånvaro/);
  });

  it("the admin's time report names the code of every row and leaves the project out of absence", async () => {
    const kit = await loadPdfKit();
    const input = { reports, startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt };
    const text = await pdfText(buildAdminTimeReportPdf(kit, input, adminPdfWordsIn("sv")).output("arraybuffer"));
    expect(text).toMatch(/Datum\s+Arbetare\s+Typ\s+Projekt\s+Timmar\s+Beskrivning\s+Status/);
    expect(rowOf(text, "2026-03-16")).toMatch(/Övertid\s+kvalificerad/);
    expect(rowOf(text, "2026-03-17")).toContain("Sjukdom");
    expect(rowOf(text, "2026-03-17")).not.toContain("P-2025-001");
    expect(rowOf(text, "2026-03-18")).toContain("Arbetad tid");
  });

  it("the receipts report names an absence row by its label", async () => {
    const kit = await loadPdfKit();
    const input = { reports, startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt };
    const text = await pdfText(buildAdminReceiptsPdf(kit, input, SV).output("arraybuffer"));
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
