import type { jsPDF } from "jspdf";
import type { TimeReport, UtlaggExpense } from "@shared/types";
import { formatCountIn, formatHoursIn } from "@shared/i18n/format";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { reportSubject } from "@/lib/time-codes";
import { addPageNumbers, FOOT_FILL, MARGIN, REPORT_CELL_STYLES, ROWS_WHOLE_WITH_HEAD, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";
import { drawOutlays } from "./admin-outlays-pdf";
import { byDateThenWorker, drawHeader, pageText, type AdminPdfInput, type AdminPdfWords } from "./admin-pdf-common";

/** A report "has receipts" when the worker confirmed receipts or uploaded receipt images. */
export function hasReceipts(report: TimeReport): boolean {
  return report.receiptsConfirmed || report.receiptImageUrls.length > 0;
}

export interface ReceiptCounts {
  reportsWithReceipts: number;
  confirmedReceipts: number;
  reportsWithImages: number;
  totalImages: number;
}

/** The four figures at the top of the receipts report. */
export function receiptCounts(reports: readonly TimeReport[]): ReceiptCounts {
  const withReceipts = reports.filter(hasReceipts);
  return {
    reportsWithReceipts: withReceipts.length,
    confirmedReceipts: withReceipts.filter((r) => r.receiptsConfirmed).length,
    reportsWithImages: withReceipts.filter((r) => r.receiptImageUrls.length > 0).length,
    totalImages: withReceipts.reduce((n, r) => n + r.receiptImageUrls.length, 0),
  };
}

/** Four boxes side by side: the figure large, its label under it. */
function drawCounts(doc: jsPDF, counts: ReceiptCounts, y: number, { t, locale }: AdminPdfWords): number {
  const items: [string, number][] = [
    [t("pdf.receipts.withReceipts"), counts.reportsWithReceipts],
    [t("pdf.receipts.confirmed"), counts.confirmedReceipts],
    [t("pdf.receipts.withImages"), counts.reportsWithImages],
    [t("pdf.receipts.totalImages"), counts.totalImages],
  ];
  const gap = 4;
  const width = (doc.internal.pageSize.getWidth() - 2 * MARGIN - gap * 3) / 4;
  items.forEach(([label, value], i) => {
    const x = MARGIN + i * (width + gap);
    doc.setFillColor(...FOOT_FILL).roundedRect(x, y, width, 18, 2, 2, "F");
    doc
      .setFont(PDF_FONT, "bold")
      .setFontSize(16)
      .text(formatCountIn(locale, value), x + 5, y + 9);
    doc
      .setFont(PDF_FONT, "normal")
      .setFontSize(9)
      .text(label, x + 5, y + 15);
  });
  return y + 24;
}

/** The receipts report's data: the period's reports and its utlägg (docs/product-rules.md §16). */
export interface ReceiptsPdfInput extends AdminPdfInput {
  outlays?: readonly UtlaggExpense[];
}

/**
 * The receipts report, A4 landscape: the four counts, then one row per report with
 * receipts, then the period's utlägg with their amounts and VAT. The caller checks first that
 * there is at least one of either ('Inga kvitton'). In the language of the admin who makes it
 * (`words`); what the workers wrote stays as they wrote it.
 */
export function buildAdminReceiptsPdf(kit: PdfKit, input: ReceiptsPdfInput, words: AdminPdfWords): jsPDF {
  const doc = kit.create("landscape");
  const rows = input.reports.filter(hasReceipts).sort(byDateThenWorker);
  const outlays = input.outlays ?? [];
  const startY = drawCounts(doc, receiptCounts(rows), drawHeader(doc, words.t("pdf.receipts.title"), input, words), words);
  if (rows.length > 0) drawReports(kit, doc, rows, startY, words);
  if (outlays.length > 0) drawOutlays(kit, doc, outlays, rows.length > 0 ? kit.lastTableEnd(doc) + 12 : startY + 4, words);
  addPageNumbers(doc, undefined, pageText(words));
  return doc;
}

function drawReports(kit: PdfKit, doc: jsPDF, rows: TimeReport[], startY: number, words: AdminPdfWords): void {
  const { t } = words;
  kit.table(doc, {
    startY,
    margin: TABLE_MARGIN,
    ...ROWS_WHOLE_WITH_HEAD,
    head: [
      [
        t("pdf.time.date"),
        t("pdf.time.worker"),
        t("pdf.time.project"),
        { content: t("pdf.time.hours"), styles: { halign: "right" } },
        t("pdf.time.description"),
        t("pdf.receipts.confirmedColumn"),
        { content: t("pdf.receipts.images"), styles: { halign: "right" } },
      ],
    ],
    body: rows.map((r) => [
      r.date,
      r.worker.fullName,
      // The label says what an absence row is; work rows keep number over title.
      reportSubject(r, "\n", words.timeCode),
      formatHoursIn(words.locale, r.hours),
      r.description,
      r.receiptsConfirmed ? t("pdf.receipts.yes") : t("pdf.receipts.no"),
      String(r.receiptImageUrls.length),
    ]),
    styles: REPORT_CELL_STYLES,
    headStyles: TABLE_HEAD_STYLES,
    columnStyles: {
      0: { cellWidth: 22 },
      1: { cellWidth: 38 },
      2: { cellWidth: 52 },
      3: { cellWidth: 18, halign: "right" },
      5: { cellWidth: 30 },
      6: { cellWidth: 22, halign: "right" },
    },
  });
}
