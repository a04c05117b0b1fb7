import type { jsPDF } from "jspdf";
import type { UtlaggExpense } from "@shared/types";
import { countOf, formatKronor, oreOf } from "@shared/domain";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { reportProjectText } from "@/lib/time-codes";
import { MARGIN, REPORT_CELL_STYLES, ROWS_WHOLE_WITH_HEAD, TABLE_FOOT_STYLES, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";
import { byDateThenWorker } from "./admin-pdf-common";

/** Below the heading, the table needs at least its head and a row on the page. */
const HEADING_ROOM = 34;
const right = (content: string) => ({ content, styles: { halign: "right" as const } });

/** An utlägg's caption above its receipt: what it cost, its VAT and what was bought (last, where a long text may be cut). */
export function outlaySubject(e: Pick<UtlaggExpense, "description" | "amount" | "vat">): string {
  return `Utlägg ${formatKronor(e.amount)} (moms ${formatKronor(e.vat)}): ${e.description}`;
}

/**
 * 'Utlägg' in the receipts report (docs/product-rules.md §16): a heading with the count, the
 * kronor and the VAT, then one row per utlägg with its date, worker, project, what was bought,
 * amount, VAT and receipt images, and their sums. Starts at `y`, on a new page when the heading
 * and a first row do not fit.
 */
export function drawOutlays(kit: PdfKit, doc: jsPDF, outlays: readonly UtlaggExpense[], y: number): void {
  const rows = [...outlays].sort(byDateThenWorker);
  const amount = rows.reduce((sum, e) => sum + oreOf(e.amount), 0);
  const vat = rows.reduce((sum, e) => sum + oreOf(e.vat), 0);
  const images = rows.reduce((sum, e) => sum + e.receiptImageUrls.length, 0);
  let top = y;
  if (top + HEADING_ROOM > doc.internal.pageSize.getHeight() - 14) {
    doc.addPage("a4", "landscape");
    top = MARGIN + 4;
  }
  doc.setFont(PDF_FONT, "bold").setFontSize(13).text("Utlägg", MARGIN, top);
  doc
    .setFont(PDF_FONT, "normal")
    .setFontSize(10)
    .text(`${countOf(rows.length, "utlägg", "utlägg")} · ${formatKronor(amount)} · varav moms ${formatKronor(vat)}`, MARGIN, top + 6);

  kit.table(doc, {
    startY: top + 10,
    margin: TABLE_MARGIN,
    ...ROWS_WHOLE_WITH_HEAD,
    head: [["Datum", "Arbetare", "Projekt", "Vad", right("Belopp"), right("Moms"), right("Kvittobilder")]],
    body: rows.map((e) => [
      e.date,
      e.worker.fullName,
      reportProjectText(e, "\n") ?? "",
      e.description,
      formatKronor(e.amount),
      formatKronor(e.vat),
      String(e.receiptImageUrls.length),
    ]),
    foot: [["Summa", countOf(rows.length, "utlägg", "utlägg"), "", "", right(formatKronor(amount)), right(formatKronor(vat)), right(String(images))]],
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
