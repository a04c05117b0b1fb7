import type { jsPDF } from "jspdf";
import type { TimeReport } from "@shared/types";
import type { PdfKit } from "@/lib/pdf/load-jspdf";
import { formatHours } from "@shared/domain";
import { addPageNumbers, REPORT_CELL_STYLES, ROWS_WHOLE_WITH_HEAD, TABLE_FOOT_STYLES, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";
import { byDateThenWorker, drawHeader, muteAbsenceRows, projectCell, statusCell, sumHours, typeCell, type AdminPdfInput } from "./admin-pdf-common";
import { dateCell } from "./pdf-clock";

/** Hours per worker, most first, for the summary under the table. */
function totalsByWorker(reports: readonly TimeReport[]): [string, number, number][] {
  const totals = new Map<string, { hours: number; count: number }>();
  for (const r of reports) {
    const t = totals.get(r.worker.fullName) ?? { hours: 0, count: 0 };
    totals.set(r.worker.fullName, { hours: t.hours + Number(r.hours), count: t.count + 1 });
  }
  return [...totals.entries()].map(([name, t]): [string, number, number] => [name, t.count, t.hours]).sort((a, b) => b[2] - a[2]);
}

/**
 * The admin's time report, A4 landscape: one row per report (date, worker, time code, project, hours
 * with one decimal, description, status), the total, and hours per worker. Pure: data in,
 * document out, so a test can read it back.
 */
export function buildAdminTimeReportPdf(kit: PdfKit, input: AdminPdfInput): jsPDF {
  const doc = kit.create("landscape");
  const rows = [...input.reports].sort(byDateThenWorker);
  const total = formatHours(sumHours(rows));
  const startY = drawHeader(doc, "Tidrapport", input);

  kit.table(doc, {
    startY,
    margin: TABLE_MARGIN,
    ...ROWS_WHOLE_WITH_HEAD,
    head: [["Datum", "Arbetare", "Typ", "Projekt", { content: "Timmar", styles: { halign: "right" } }, "Beskrivning", "Status"]],
    body: rows.map((r) => [dateCell(r), r.worker.fullName, typeCell(r), projectCell(r), formatHours(r.hours), r.description, statusCell(r)]),
    foot: [["Totalt", `${rows.length} rapporter`, "", "", { content: total, styles: { halign: "right" } }, "", ""]],
    didParseCell: muteAbsenceRows(rows),
    styles: REPORT_CELL_STYLES,
    headStyles: TABLE_HEAD_STYLES,
    footStyles: TABLE_FOOT_STYLES,
    columnStyles: {
      0: { cellWidth: 22 },
      1: { cellWidth: 36 },
      2: { cellWidth: 28 },
      3: { cellWidth: 48 },
      4: { cellWidth: 18, halign: "right" },
      6: { cellWidth: 26 },
    },
    showFoot: "lastPage",
  });

  kit.table(doc, {
    startY: kit.lastTableEnd(doc) + 8,
    margin: TABLE_MARGIN,
    tableWidth: 120,
    head: [["Summering per arbetare", { content: "Rapporter", styles: { halign: "right" } }, { content: "Timmar", styles: { halign: "right" } }]],
    body: totalsByWorker(rows).map(([name, count, hours]) => [name, String(count), formatHours(hours)]),
    foot: [["Totalt antal timmar", { content: String(rows.length), styles: { halign: "right" } }, { content: total, styles: { halign: "right" } }]],
    styles: { font: "helvetica", fontSize: 9, cellPadding: 2 },
    headStyles: TABLE_HEAD_STYLES,
    footStyles: TABLE_FOOT_STYLES,
    columnStyles: { 1: { cellWidth: 22, halign: "right" }, 2: { cellWidth: 22, halign: "right" } },
  });
  addPageNumbers(doc);
  return doc;
}
