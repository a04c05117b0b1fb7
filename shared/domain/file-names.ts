/**
 * The names of the files the product makes (docs/product-rules.md §9): every CSV, PDF and PAXml
 * file, whether the server sends it or the browser builds it, is named here by one rule. A name
 * is its parts joined by `_`: fixed words, dates (`ÅÅÅÅ-MM-DD`), and free text (a site's or a
 * worker's name, a filter) made safe by `fileNamePart`.
 */
import { REPORT_STATUS_LABELS, type ReportStatus } from "./report-state";

export type FileExtension = "csv" | "pdf" | "xml";

const PART_MAX = 60;

/**
 * A file-name part from free text: letters (å, ä and ö too) and digits, '-' and '_' kept, every
 * other character dropped (a '.', a '/', quotes, brackets), each run of spaces one '_', at most
 * 60 characters: 'Kv. Kajen' → 'Kv_Kajen'. `fallback` when nothing is left.
 */
export function fileNamePart(text: string, fallback: string): string {
  const part = text
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "_")
    .slice(0, PART_MAX)
    .replace(/^_+|_+$/g, "");
  return part === "" ? fallback : part;
}

const fileName = (parts: readonly string[], extension: FileExtension) => `${parts.join("_")}.${extension}`;

/** One day, or both ends of a period. */
const period = (from: string, to: string) => (from === to ? [from] : [from, to]);

/** 'personalliggare_Kv_Kajen_2026-11-18.csv', or with both ends of a period: the control list, as CSV and as PDF. */
export function ledgerFileName(siteName: string, from: string, to: string, extension: "csv" | "pdf"): string {
  return fileName(["personalliggare", fileNamePart(siteName, "byggarbetsplats"), ...period(from, to)], extension);
}

/** 'qr-affisch_Kv_Kajen.pdf': a site's QR poster. */
export function sitePosterFileName(siteName: string): string {
  return fileName(["qr-affisch", fileNamePart(siteName, "byggarbetsplats")], "pdf");
}

/** 'tidrapport_Åsa_Öberg_2026-11-16.csv': one worker's week of reports as CSV, by the week's Monday. */
export function workerWeekFileName(workerName: string, weekStart: string): string {
  return fileName(["tidrapport", fileNamePart(workerName, "arbetare"), weekStart], "csv");
}

/** 'tidrapport_Åsa_Öberg_2026-11-01_2026-11-30.pdf': a worker's own reports of a period as PDF. */
export function workerPeriodFileName(workerName: string, startDate: string, endDate: string): string {
  return fileName(["tidrapport", fileNamePart(workerName, "arbetare"), startDate, endDate], "pdf");
}

/** What an admin's PDF holds: the reports, their receipts, or the receipts' images. */
export type AdminPdfPrefix = "tidrapport" | "kvitton" | "kvittonbilder";

/** 'tidrapport_Erik_Andersson_2026-03-20.pdf': an admin's PDF by what it holds, the filter (a name, a project number, 'alla') and the day it was made. */
export function adminPdfFileName(prefix: AdminPdfPrefix, filterLabel: string, madeOn: string): string {
  return fileName([prefix, fileNamePart(filterLabel, "alla"), madeOn], "pdf");
}

/**
 * 'tidrapporter_inskickad_2026-11-16_2026-11-22_2026-11-20.csv': the report list's CSV, by the
 * filters' status and period (an open end 'start' or 'slut') and the day it was made.
 */
export function reportListFileName(filters: { status?: ReportStatus; startDate?: string; endDate?: string }, madeOn: string): string {
  const parts = ["tidrapporter"];
  if (filters.status) parts.push(fileNamePart(REPORT_STATUS_LABELS[filters.status].toLowerCase(), filters.status));
  if (filters.startDate || filters.endDate) parts.push(filters.startDate ?? "start", filters.endDate ?? "slut");
  return fileName([...parts, madeOn], "csv");
}

/** 'overtidsjournal_2026.csv' or '.pdf': the year's overtime journal. */
export function journalFileName(year: number, extension: "csv" | "pdf"): string {
  return fileName(["overtidsjournal", String(year)], extension);
}

/** 'lonesammanstallning_2026-10-01_2026-10-31.csv': a payroll export's summary. */
export function payrollSummaryFileName(startDate: string, endDate: string): string {
  return fileName(["lonesammanstallning", startDate, endDate], "csv");
}

/** 'paxml_2026-10-01_2026-10-31.xml': a payroll export's PAXml file. */
export function paxmlFileName(startDate: string, endDate: string): string {
  return fileName(["paxml", startDate, endDate], "xml");
}

/**
 * 'paxml_2026-10-01_2026-10-31_rattelse.xml': only what an export of a reopened period changed
 * against the one before it (docs/product-rules.md §10, "Changes").
 */
export function paxmlCorrectionFileName(startDate: string, endDate: string): string {
  return fileName(["paxml", startDate, endDate, "rattelse"], "xml");
}
