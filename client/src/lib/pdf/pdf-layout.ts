import type { jsPDF } from "jspdf";
import type { CellHookData, MarginPaddingInput, Styles } from "jspdf-autotable";
import { formatDateTime } from "@/lib/format";
import { PDF_FONT } from "./load-jspdf";

/**
 * The look every PDF of the app shares (the admin's reports, the worker's own, the overtime
 * journal): margins, the table's head and foot, the title, the creation line, page numbers.
 */

export const MARGIN = 14;

type Rgb = [number, number, number];

/** The brand's orange for table heads, and a warm grey for totals. */
export const HEAD_FILL: Rgb = [194, 65, 12];
export const FOOT_FILL: Rgb = [241, 236, 230];

/** The page margins of a table that may run over several pages. */
export const TABLE_MARGIN: MarginPaddingInput = { left: MARGIN, right: MARGIN, bottom: 14 };

export const TABLE_HEAD_STYLES: Partial<Styles> = { fillColor: HEAD_FILL, textColor: 255 };
export const TABLE_FOOT_STYLES: Partial<Styles> = { fillColor: FOOT_FILL, textColor: 20, fontStyle: "bold" };

/** The cells of a table of reports: a description wraps onto as many lines as it needs. */
export const REPORT_CELL_STYLES: Partial<Styles> = { fontSize: 9, cellPadding: 2, valign: "top", overflow: "linebreak" };

/**
 * A report row never splits across pages (page 2 must not start with the tail of a
 * description, with no date or worker), and every page starts with the column headings.
 */
export const ROWS_WHOLE_WITH_HEAD = { rowPageBreak: "avoid", showHead: "everyPage" } as const;

/**
 * A `didParseCell` hook that gives the body rows for which `test` holds the `styles`;
 * `rows` are the table's body in its order.
 */
export function styleBodyRows<T>(rows: readonly T[], test: (row: T) => boolean, styles: Partial<Styles>) {
  return (data: CellHookData) => {
    const row = data.section === "body" ? rows[data.row.index] : undefined;
    if (row !== undefined && test(row)) Object.assign(data.cell.styles, styles);
  };
}

/** The document's title, large and bold, at `y`. */
export function drawTitle(doc: jsPDF, title: string, y: number): void {
  doc.setFont(PDF_FONT, "bold").setFontSize(18).text(title, MARGIN, y);
}

/**
 * 'Skapad' and when, small and grey, at `y`; `created` writes it in the reader's language
 * (the legal records' PDFs keep the Swedish).
 */
export function drawCreatedAt(doc: jsPDF, createdAt: Date, y: number, created: (time: string) => string = (time) => `Skapad ${time}`): void {
  doc
    .setFontSize(9)
    .setTextColor(110)
    .text(created(formatDateTime(createdAt.toISOString())), MARGIN, y)
    .setTextColor(0);
}

/** 'Sida 1 av 3', Swedish: the legal records' PDFs keep it. */
const swedishPage = (page: number, pages: number) => `Sida ${page} av ${pages}`;

/**
 * 'Sida 1 av 3' at the foot of every page, `fromBottom` mm above the edge, written last when
 * the page count is known; `pageOf` writes it in the reader's language.
 */
export function addPageNumbers(doc: jsPDF, fromBottom = 7, pageOf: (page: number, pages: number) => string = swedishPage): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  for (let page = 1; page <= pages; page++) {
    doc
      .setPage(page)
      .setFont(PDF_FONT, "normal")
      .setFontSize(8)
      .setTextColor(110)
      .text(pageOf(page, pages), width - MARGIN, height - fromBottom, { align: "right" });
  }
  doc.setTextColor(0);
}
