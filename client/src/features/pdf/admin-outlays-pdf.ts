import type { jsPDF } from "jspdf";
import type { UtlaggExpense } from "@shared/types";
import { oreOf } from "@shared/domain";
import { formatCountIn } from "@shared/i18n/format";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { reportProjectText } from "@/lib/time-codes";
import { MARGIN, REPORT_CELL_STYLES, ROWS_WHOLE_WITH_HEAD, TABLE_FOOT_STYLES, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";
import { byDateThenWorker, kronorIn, type AdminPdfWords } from "./admin-pdf-common";

/** Below the heading, the table needs at least its head and a row on the page. */
const HEADING_ROOM = 34;
const right = (content: string) => ({ content, styles: { halign: "right" as const } });

/**
 * An utlägg's caption above its receipt, in `words`' language: what it cost, its VAT and what was
 * bought (last, where a long text may be cut). The description stays as the worker wrote it.
 */
export function outlaySubject(e: Pick<UtlaggExpense, "description" | "amount" | "vat">, words: AdminPdfWords): string {
  return words.t("pdf.outlays.subject", { amount: kronorIn(words, e.amount), vat: kronorIn(words, e.vat), description: e.description });
}

/**
 * 'Utlägg' in the receipts report (docs/product-rules.md §16), in the language of the admin who
 * makes it (`words`): a heading with the count, the kronor and the VAT, then one row per utlägg
 * with its date, worker, project, what was bought, amount, VAT and receipt images, and their
 * sums. Starts at `y`, on a new page when the heading and a first row do not fit.
 */
export function drawOutlays(kit: PdfKit, doc: jsPDF, outlays: readonly UtlaggExpense[], y: number, words: AdminPdfWords): void {
  const { t } = words;
  const rows = [...outlays].sort(byDateThenWorker);
  const amount = rows.reduce((sum, e) => sum + oreOf(e.amount), 0);
  const vat = rows.reduce((sum, e) => sum + oreOf(e.vat), 0);
  const images = rows.reduce((sum, e) => sum + e.receiptImageUrls.length, 0);
  const count = t("pdf.outlays.count", { count: rows.length, n: formatCountIn(words.locale, rows.length) });
  let top = y;
  if (top + HEADING_ROOM > doc.internal.pageSize.getHeight() - 14) {
    doc.addPage("a4", "landscape");
    top = MARGIN + 4;
  }
  doc.setFont(PDF_FONT, "bold").setFontSize(13).text(t("pdf.outlays.title"), MARGIN, top);
  doc
    .setFont(PDF_FONT, "normal")
    .setFontSize(10)
    .text(`${count} · ${kronorIn(words, amount)} · ${t("pdf.outlays.vatOf", { vat: kronorIn(words, vat) })}`, MARGIN, top + 6);

  kit.table(doc, {
    startY: top + 10,
    margin: TABLE_MARGIN,
    ...ROWS_WHOLE_WITH_HEAD,
    head: [
      [
        t("pdf.time.date"),
        t("pdf.time.worker"),
        t("pdf.time.project"),
        t("pdf.outlays.what"),
        right(t("pdf.outlays.amount")),
        right(t("pdf.outlays.vat")),
        right(t("pdf.receipts.images")),
      ],
    ],
    body: rows.map((e) => [
      e.date,
      e.worker.fullName,
      reportProjectText(e, "\n") ?? "",
      e.description,
      kronorIn(words, e.amount),
      kronorIn(words, e.vat),
      String(e.receiptImageUrls.length),
    ]),
    foot: [[t("pdf.outlays.sum"), count, "", "", right(kronorIn(words, amount)), right(kronorIn(words, vat)), right(String(images))]],
    styles: REPORT_CELL_STYLES,
    headStyles: TABLE_HEAD_STYLES,
    footStyles: TABLE_FOOT_STYLES,
    columnStyles: {
      0: { cellWidth: 22 },
      1: { cellWidth: 38 },
      2: { cellWidth: 52 },
      4: { cellWidth: 28, halign: "right" },
      5: { cellWidth: 26, halign: "right" },
      6: { cellWidth: 22, halign: "right" },
    },
    showFoot: "lastPage",
  });
}
