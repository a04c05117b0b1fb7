import type { jsPDF } from "jspdf";
import type { CellHookData } from "jspdf-autotable";
import type { TimeReport } from "@shared/types";
import { formatDateTime } from "@/lib/format";
import { reportStateLabel } from "@/lib/report-status";
import { isAbsenceCode, reportProjectText, timeCodeLabel } from "@/lib/time-codes";

/** What every admin PDF is made from: the reports of a period under one filter. */
export interface AdminPdfInput {
  reports: TimeReport[];
  startDate: string;
  endDate: string;
  /** The filter in words for the header: 'Alla arbetare och projekt', 'Arbetare: Erik Andersson'. */
  filterText: string;
  /** When the PDF was made; tests fix it. */
  createdAt?: Date;
}

export type AdminPdfPrefix = "tidrapport" | "kvitton" | "kvittonbilder";

export const MARGIN = 14;
/** The brand's orange for table heads, and a warm grey for totals. */
export const HEAD_FILL: [number, number, number] = [194, 65, 12];
export const FOOT_FILL: [number, number, number] = [241, 236, 230];

/** 'tidrapport_Erik_Andersson_2026-03-20.pdf': kind, filter (name, project number or 'alla'), date made. */
export function adminPdfFileName(prefix: AdminPdfPrefix, filterLabel: string, date: string): string {
  const part =
    filterLabel
      .trim()
      .split(/\s+/)
      .join("_")
      .replace(/[\\/:*?"<>|]/g, "") || "alla";
  return `${prefix}_${part}_${date}.pdf`;
}

/** Date, then worker, then project: the order a payroll clerk reads in. */
export function byDateThenWorker(a: TimeReport, b: TimeReport): number {
  return (
    a.date.localeCompare(b.date) ||
    a.worker.fullName.localeCompare(b.worker.fullName, "sv") ||
    (a.project?.projectNumber ?? "").localeCompare(b.project?.projectNumber ?? "", "sv")
  );
}

export const sumHours = (reports: readonly TimeReport[]) => reports.reduce((total, r) => total + Number(r.hours), 0);

/** Number above title; empty for absence, which has no project. */
export const projectCell = (r: TimeReport) => reportProjectText(r, "\n") ?? "";

/** The time code's label ('Arbetad tid', 'Sjukdom'), for the 'Typ' column. */
export const typeCell = (r: TimeReport) => timeCodeLabel(r.timeCode);

/** The status as the screens show it: 'Skickad tillbaka' and 'Låst för lön' included. */
export const statusCell = (r: TimeReport) => reportStateLabel(r);

/** Grey italic, the PDF's form of the screens' muted absence style. */
const ABSENCE_TEXT: [number, number, number] = [110, 110, 110];

/**
 * A `didParseCell` hook that prints the body rows of absence reports in the muted style;
 * `rows` are the reports in the order of the table's body.
 */
export function muteAbsenceRows(rows: readonly TimeReport[]) {
  return (data: CellHookData) => {
    const report = data.section === "body" ? rows[data.row.index] : undefined;
    if (report && isAbsenceCode(report.timeCode)) {
      data.cell.styles.textColor = ABSENCE_TEXT;
      data.cell.styles.fontStyle = "italic";
    }
  };
}

/** Title, filter, period and creation time; returns the y where the content may start. */
export function drawHeader(doc: jsPDF, title: string, input: AdminPdfInput): number {
  const createdAt = input.createdAt ?? new Date();
  doc.setFont("helvetica", "bold").setFontSize(18).text(title, MARGIN, 18);
  doc.setFont("helvetica", "normal").setFontSize(11);
  doc.text(input.filterText, MARGIN, 26);
  doc.text(`Period: ${input.startDate} – ${input.endDate}`, MARGIN, 32);
  doc
    .setFontSize(9)
    .setTextColor(110)
    .text(`Skapad ${formatDateTime(createdAt.toISOString())}`, MARGIN, 38)
    .setTextColor(0);
  return 44;
}

/** 'Sida 1 av 3' at the foot of every page, written last when the page count is known. */
export function addPageNumbers(doc: jsPDF): void {
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

/**
 * A report row never splits across pages (page 2 must not start with the tail of a
 * description, with no date or worker), and every page starts with the column headings.
 */
export const ROWS_WHOLE_WITH_HEAD = { rowPageBreak: "avoid", showHead: "everyPage" } as const;
