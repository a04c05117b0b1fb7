import type { jsPDF } from "jspdf";
import type { TimeReport } from "@shared/types";
import { formatHours, formatHoursByKind, hoursByKind } from "@shared/domain";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { addPageNumbers, drawCreatedAt, drawTitle, MARGIN, REPORT_CELL_STYLES, TABLE_FOOT_STYLES, TABLE_HEAD_STYLES } from "@/lib/pdf/pdf-layout";
import { dateCell } from "./pdf-clock";
import { muteAbsenceRows, projectCell, statusCell, typeCell } from "./admin-pdf-common";

export interface WorkerPdfInput {
  workerName: string;
  startDate: string;
  endDate: string;
  reports: TimeReport[];
  /** When the PDF was made; tests fix it. */
  createdAt?: Date;
}

export function totalHours(reports: TimeReport[]): number {
  return reports.reduce((sum, r) => sum + Number(r.hours), 0);
}

/**
 * The worker's own time report, A4 portrait: title, name, period, one row per report in
 * date order, and the total with its breakdown by kind (work, overtime, travel, absence). Pure: data in, document out, so a test can read it back.
 */
export function buildWorkerPdf(kit: PdfKit, { workerName, startDate, endDate, reports, createdAt = new Date() }: WorkerPdfInput): jsPDF {
  const doc = kit.create("portrait");
  const rows = [...reports].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
  const total = formatHours(totalHours(rows));

  drawTitle(doc, "Tidrapport", 20);
  doc.setFont(PDF_FONT, "normal").setFontSize(11);
  doc.text(`Arbetare: ${workerName}`, MARGIN, 29);
  doc.text(`Period: ${startDate} – ${endDate}`, MARGIN, 35);
  drawCreatedAt(doc, createdAt, 41);

  kit.table(doc, {
    startY: 47,
    margin: { left: MARGIN, right: MARGIN },
    head: [["Datum", "Typ", "Projekt", { content: "Timmar", styles: { halign: "right" } }, "Beskrivning", "Status"]],
    body: rows.map((r) => [dateCell(r), typeCell(r), projectCell(r), formatHours(r.hours), r.description, statusCell(r)]),
    foot: [["Totalt", "", "", { content: total, styles: { halign: "right" } }, "", ""]],
    didParseCell: muteAbsenceRows(rows),
    styles: REPORT_CELL_STYLES,
    headStyles: TABLE_HEAD_STYLES,
    footStyles: TABLE_FOOT_STYLES,
    columnStyles: { 0: { cellWidth: 23 }, 1: { cellWidth: 20 }, 2: { cellWidth: 44 }, 3: { cellWidth: 17, halign: "right" }, 5: { cellWidth: 24 } },
    showFoot: "lastPage",
  });

  const y = kit.lastTableEnd(doc) + 8;
  doc.setFont(PDF_FONT, "bold").setFontSize(11).text(`Totalt antal timmar: ${total}`, MARGIN, y);
  doc.setFont(PDF_FONT, "normal");
  const kinds = formatHoursByKind(hoursByKind(rows));
  const next = kinds ? y + 6 : y;
  if (kinds) doc.text(kinds, MARGIN, next);
  doc.text(`Antal rapporter: ${rows.length}`, MARGIN, next + 6);
  addPageNumbers(doc, 8);
  return doc;
}
