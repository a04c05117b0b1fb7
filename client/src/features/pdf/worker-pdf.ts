import type { jsPDF } from "jspdf";
import type { TimeReport } from "@shared/types";
import { hoursByKind, presentHourKinds } from "@shared/domain";
import { formatHoursIn } from "@shared/i18n/format";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { addPageNumbers, drawCreatedAt, drawTitle, MARGIN, REPORT_CELL_STYLES, TABLE_FOOT_STYLES, TABLE_HEAD_STYLES } from "@/lib/pdf/pdf-layout";
import { dateCell } from "./pdf-clock";
import { createdText, muteAbsenceRows, pageText, projectCell, type AdminPdfWords } from "./admin-pdf-common";

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
 * date order, and the total with its breakdown by kind (work, overtime, travel, absence), in the
 * language of the worker who makes it (`words`, the `pdf` area). Pure: data in, document out, so
 * a test can read it back.
 */
export function buildWorkerPdf(kit: PdfKit, { workerName, startDate, endDate, reports, createdAt = new Date() }: WorkerPdfInput, words: AdminPdfWords): jsPDF {
  const { t, locale } = words;
  const formatHours = (hours: string | number) => formatHoursIn(locale, hours);
  const doc = kit.create("portrait");
  const rows = [...reports].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
  const total = formatHours(totalHours(rows));

  drawTitle(doc, t("pdf.time.title"), 20);
  doc.setFont(PDF_FONT, "normal").setFontSize(11);
  doc.text(t("pdf.worker.worker", { name: workerName }), MARGIN, 29);
  doc.text(t("pdf.header.period", { startDate, endDate }), MARGIN, 35);
  drawCreatedAt(doc, createdAt, 41, createdText(words, createdAt));

  kit.table(doc, {
    startY: 47,
    margin: { left: MARGIN, right: MARGIN },
    head: [
      [
        t("pdf.time.date"),
        t("pdf.time.type"),
        t("pdf.time.project"),
        { content: t("pdf.time.hours"), styles: { halign: "right" } },
        t("pdf.time.description"),
        t("pdf.time.status"),
      ],
    ],
    body: rows.map((r) => [
      dateCell(r, (minutes) => t("pdf.time.break", { minutes })),
      words.timeCode(r.timeCode),
      projectCell(r),
      formatHours(r.hours),
      r.description,
      words.state(r),
    ]),
    foot: [[t("pdf.time.total"), "", "", { content: total, styles: { halign: "right" } }, "", ""]],
    didParseCell: muteAbsenceRows(rows),
    styles: REPORT_CELL_STYLES,
    headStyles: TABLE_HEAD_STYLES,
    footStyles: TABLE_FOOT_STYLES,
    columnStyles: { 0: { cellWidth: 23 }, 1: { cellWidth: 26 }, 2: { cellWidth: 40 }, 3: { cellWidth: 18, halign: "right" }, 5: { cellWidth: 28 } },
    showFoot: "lastPage",
  });

  const y = kit.lastTableEnd(doc) + 8;
  doc
    .setFont(PDF_FONT, "bold")
    .setFontSize(11)
    .text(t("pdf.worker.totalHours", { hours: total }), MARGIN, y);
  doc.setFont(PDF_FONT, "normal");
  // 'Arbete 32,0 · Övertid 4,0': only the kinds that have hours.
  const kinds = presentHourKinds(hoursByKind(rows))
    .map(({ kind, hours }) => `${t(`pdf.kind.${kind}`)} ${formatHoursIn(locale, hours, "plain")}`)
    .join(" · ");
  const next = kinds ? y + 6 : y;
  if (kinds) doc.text(kinds, MARGIN, next);
  doc.text(t("pdf.worker.reportCount", { count: rows.length }), MARGIN, next + 6);
  addPageNumbers(doc, 8, pageText(words));
  return doc;
}
