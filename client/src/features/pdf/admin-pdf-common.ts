import type { jsPDF } from "jspdf";
import type { TimeCode } from "@shared/domain";
import type pdfSv from "@shared/i18n/catalogs/pdf/sv";
import { formatKronorIn } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import type { TimeReport } from "@shared/types";
import { zonedDateTime } from "@shared/wall-clock";
import type { Translate } from "@/lib/i18n/runtime";
import { PDF_FONT } from "@/lib/pdf/load-jspdf";
import { drawCreatedAt, drawTitle, MARGIN, styleBodyRows } from "@/lib/pdf/pdf-layout";
import { isAbsenceCode, reportProjectText } from "@/lib/time-codes";

/**
 * The words of an admin PDF in the language of the admin who makes it (docs/i18n.md): the `pdf`
 * area's texts, the hours' decimal sign, the names of the time codes and report states.
 */
export interface AdminPdfWords {
  t: Translate<typeof pdfSv>;
  locale: Locale;
  timeCode: (code: TimeCode) => string;
  state: (report: TimeReport) => string;
}

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

/** Date, then worker, then project: the order a payroll clerk reads in (reports and ersättningar alike). */
export function byDateThenWorker(a: Pick<TimeReport, "date" | "worker" | "project">, b: Pick<TimeReport, "date" | "worker" | "project">): number {
  return (
    a.date.localeCompare(b.date) ||
    a.worker.fullName.localeCompare(b.worker.fullName, "sv") ||
    (a.project?.projectNumber ?? "").localeCompare(b.project?.projectNumber ?? "", "sv")
  );
}

export const sumHours = (reports: readonly TimeReport[]) => reports.reduce((total, r) => total + Number(r.hours), 0);

/** Number above title; empty for absence, which has no project. */
export const projectCell = (r: TimeReport) => reportProjectText(r, "\n") ?? "";

/** Grey italic, the PDF's form of the screens' muted absence style. */
const ABSENCE_TEXT: [number, number, number] = [110, 110, 110];

/**
 * A `didParseCell` hook that prints the body rows of absence reports in the muted style;
 * `rows` are the reports in the order of the table's body.
 */
export function muteAbsenceRows(rows: readonly TimeReport[]) {
  return styleBodyRows(rows, (report) => isAbsenceCode(report.timeCode), { textColor: ABSENCE_TEXT, fontStyle: "italic" });
}

/** Title, filter, period and creation time, in `words`' language; returns the y where the content may start. */
export function drawHeader(doc: jsPDF, title: string, input: AdminPdfInput, words: AdminPdfWords): number {
  const { startDate, endDate } = input;
  drawTitle(doc, title, 18);
  doc.setFont(PDF_FONT, "normal").setFontSize(11);
  doc.text(input.filterText, MARGIN, 26);
  doc.text(words.t("pdf.header.period", { startDate, endDate }), MARGIN, 32);
  const createdAt = input.createdAt ?? new Date();
  drawCreatedAt(doc, createdAt, 38, createdText(words, createdAt));
  return 44;
}

/**
 * 'Skapad 20 mars 2026 11:00' in `words`' language: Swedish names the month, the other languages
 * write the date as a date ('Created 2026-03-20 11:00').
 */
export const createdText =
  (words: AdminPdfWords, createdAt: Date) =>
  (swedishTime: string): string =>
    words.t("pdf.header.created", { time: words.locale === "sv" ? swedishTime : zonedDateTime(createdAt).slice(0, 16).replace("T", " ") });

/** Kronor in the PDF's language: '1 050,00 kr', in English '1,050.00 kr'. */
export const kronorIn = (words: AdminPdfWords, amount: number | string) => formatKronorIn(words.locale, amount);

/** A report's page footer: 'Sida 1 av 2' in the PDF's language. */
export const pageText =
  ({ t }: AdminPdfWords) =>
  (page: number, pages: number) =>
    t("pdf.page", { page, pages });
