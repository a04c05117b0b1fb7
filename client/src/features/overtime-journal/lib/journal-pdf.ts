import type { OvertimeJournal } from "@shared/types";
import { formatDateTime } from "@/lib/format";
import type { PdfKit } from "@/lib/pdf/load-jspdf";
import { atYearLimit, JOURNAL_HEADERS, journalCells } from "./journal-format";

const MARGIN = 14;
/** The brand's orange for the table head, as the other admin PDFs. */
const HEAD_FILL: [number, number, number] = [194, 65, 12];
/** A pale red for rows whose yearly limit is used up. */
const LIMIT_FILL: [number, number, number] = [254, 226, 226];

export const journalPdfFileName = (year: number) => `overtidsjournal_${year}.pdf`;

/**
 * 'Övertidsjournal 2026' on A4 portrait: the screen's columns, Swedish headings, hours with a
 * decimal comma, the rows at the yearly limit tinted, 'Sida n av m' on every page.
 */
export function buildOvertimeJournalPdf(kit: PdfKit, journal: OvertimeJournal, createdAt: Date = new Date()) {
  const doc = kit.create("portrait");
  doc.setFont("helvetica", "bold").setFontSize(18).text(`Övertidsjournal ${journal.year}`, MARGIN, 18);
  doc.setFont("helvetica", "normal").setFontSize(10);
  doc.text(`Arbetstidslagen 11 §. Årsgräns för allmän övertid: ${journal.yearLimit} h.`, MARGIN, 26);
  doc
    .setFontSize(9)
    .setTextColor(110)
    .text(`Skapad ${formatDateTime(createdAt.toISOString())}`, MARGIN, 32)
    .setTextColor(0);
  if (journal.rows.length === 0) {
    doc.setFontSize(11).text(`Ingen övertid registrerad ${journal.year}.`, MARGIN, 42);
  } else {
    kit.table(doc, {
      startY: 38,
      margin: { left: MARGIN, right: MARGIN, bottom: 14 },
      head: [[...JOURNAL_HEADERS]],
      body: journal.rows.map(journalCells),
      styles: { fontSize: 8, cellPadding: 1.5 },
      headStyles: { fillColor: HEAD_FILL, textColor: 255 },
      columnStyles: { 3: { halign: "right" }, 4: { halign: "right" }, 5: { halign: "right" }, 6: { halign: "right" }, 7: { halign: "right" } },
      rowPageBreak: "avoid",
      showHead: "everyPage",
      didParseCell: (data) => {
        const row = data.section === "body" ? journal.rows[data.row.index] : undefined;
        if (row && atYearLimit(row)) {
          data.cell.styles.fillColor = LIMIT_FILL;
          data.cell.styles.fontStyle = "bold";
        }
      },
    });
  }
  addPageNumbers(doc);
  return doc;
}

function addPageNumbers(doc: ReturnType<PdfKit["create"]>): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  for (let page = 1; page <= pages; page++) {
    doc
      .setPage(page)
      .setFont("helvetica", "normal")
      .setFontSize(8)
      .setTextColor(110)
      .text(`Sida ${page} av ${pages}`, width - MARGIN, height - 7, { align: "right" });
  }
  doc.setTextColor(0);
}
