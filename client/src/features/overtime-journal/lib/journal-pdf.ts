import type { OvertimeJournal } from "@shared/types";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { addPageNumbers, drawCreatedAt, drawTitle, MARGIN, ROWS_WHOLE_WITH_HEAD, styleBodyRows, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";
import { atYearLimit, journalCells, journalHeaders, type JournalWords } from "./journal-format";

/** A pale red for rows whose yearly limit is used up. */
const LIMIT_FILL: [number, number, number] = [254, 226, 226];

/**
 * 'Övertidsjournal 2026' on A4 portrait: the screen's columns, headings and hours in the
 * language of the admin who makes it (`words`), the rows at the yearly limit tinted, 'Sida n
 * av m' on every page.
 */
export function buildOvertimeJournalPdf(kit: PdfKit, journal: OvertimeJournal, words: JournalWords, createdAt: Date = new Date()) {
  const { t } = words;
  const doc = kit.create("portrait");
  drawTitle(doc, t("payroll.journal.caption", { year: journal.year }), 18);
  doc.setFont(PDF_FONT, "normal").setFontSize(10);
  doc.text(t("payroll.journal.pdfLaw", { limit: journal.yearLimit }), MARGIN, 26);
  drawCreatedAt(doc, createdAt, 32, (time) => t("payroll.pdf.created", { time }));
  if (journal.rows.length === 0) {
    doc.setFontSize(11).text(t("payroll.journal.pdfNone", { year: journal.year }), MARGIN, 42);
  } else {
    kit.table(doc, {
      startY: 38,
      margin: TABLE_MARGIN,
      head: [journalHeaders(words)],
      body: journal.rows.map((row) => journalCells(row, words)),
      styles: { fontSize: 8, cellPadding: 1.5 },
      headStyles: TABLE_HEAD_STYLES,
      columnStyles: { 3: { halign: "right" }, 4: { halign: "right" }, 5: { halign: "right" }, 6: { halign: "right" }, 7: { halign: "right" } },
      ...ROWS_WHOLE_WITH_HEAD,
      didParseCell: styleBodyRows(journal.rows, atYearLimit, { fillColor: LIMIT_FILL, fontStyle: "bold" }),
    });
  }
  addPageNumbers(doc, undefined, (page, pages) => t("payroll.pdf.page", { page, pages }));
  return doc;
}
