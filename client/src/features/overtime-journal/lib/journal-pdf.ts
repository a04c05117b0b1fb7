import type { OvertimeJournal } from "@shared/types";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { addPageNumbers, drawCreatedAt, drawTitle, MARGIN, ROWS_WHOLE_WITH_HEAD, styleBodyRows, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";
import { atYearLimit, JOURNAL_HEADERS, journalCells } from "./journal-format";

/** A pale red for rows whose yearly limit is used up. */
const LIMIT_FILL: [number, number, number] = [254, 226, 226];

/**
 * 'Övertidsjournal 2026' on A4 portrait: the screen's columns, Swedish headings, hours with a
 * decimal comma, the rows at the yearly limit tinted, 'Sida n av m' on every page.
 */
export function buildOvertimeJournalPdf(kit: PdfKit, journal: OvertimeJournal, createdAt: Date = new Date()) {
  const doc = kit.create("portrait");
  drawTitle(doc, `Övertidsjournal ${journal.year}`, 18);
  doc.setFont(PDF_FONT, "normal").setFontSize(10);
  doc.text(`Arbetstidslagen 11 §. Årsgräns för allmän övertid: ${journal.yearLimit} h.`, MARGIN, 26);
  drawCreatedAt(doc, createdAt, 32);
  if (journal.rows.length === 0) {
    doc.setFontSize(11).text(`Ingen övertid registrerad ${journal.year}.`, MARGIN, 42);
  } else {
    kit.table(doc, {
      startY: 38,
      margin: TABLE_MARGIN,
      head: [[...JOURNAL_HEADERS]],
      body: journal.rows.map(journalCells),
      styles: { fontSize: 8, cellPadding: 1.5 },
      headStyles: TABLE_HEAD_STYLES,
      columnStyles: { 3: { halign: "right" }, 4: { halign: "right" }, 5: { halign: "right" }, 6: { halign: "right" }, 7: { halign: "right" } },
      ...ROWS_WHOLE_WITH_HEAD,
      didParseCell: styleBodyRows(journal.rows, atYearLimit, { fillColor: LIMIT_FILL, fontStyle: "bold" }),
    });
  }
  addPageNumbers(doc);
  return doc;
}
