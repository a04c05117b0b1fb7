import type { Writable } from "node:stream";
import { isoWeekOf } from "../../shared/dates";
import {
  formatHours,
  REPORT_STATE_LABELS,
  reportListFileName,
  reportState,
  TIME_CODE_LABELS,
  workerWeekFileName,
  type ReportStatus,
} from "../../shared/domain";
import type { TimeReportFilters } from "../../shared/validation/time-reports";
import type { Db } from "../db";
import { notFound } from "../lib/errors";
import { findUserFullName } from "../users";
import { CSV_BOM, csvRow, writeChunk } from "../lib/csv";
import { anyExportRow, exportRows, type ExportRow } from "./repo";

const HEADER = [
  "Datum",
  "Vecka",
  "Arbetare",
  "E-post",
  "Projektnummer",
  "Projekt",
  "Timmar",
  "Beskrivning",
  "Status",
  "Kvitton bekräftade",
  "Antal bilder",
  "Antal kvitton",
  "Skapad",
  "Senast ändrad",
  // Last, so that a sheet or macro reading the earlier columns by position keeps working.
  "Typ",
  // Clock times (docs/product-rules.md §5) after Typ, for the same reason; empty when the report has none.
  "Start",
  "Slut",
  "Rast (min)",
  // The worker's employee number, as payroll knows them (docs/product-rules.md §9); last, as above.
  "Anställningsnummer",
];

type Formatter = (d: Date) => string;

/** A sent-back report is a `draft` with a reason: the sheet says what the admin sees. */
function statusLabel(r: ExportRow): string {
  return REPORT_STATE_LABELS[reportState({ status: r.status as ReportStatus, returnReason: r.returnReason })] ?? r.status;
}

function toCells(r: ExportRow, timestamp: Formatter) {
  return [
    r.date,
    isoWeekOf(r.date).week,
    r.workerName,
    r.workerEmail,
    r.projectNumber,
    r.projectTitle,
    formatHours(r.hours, "plain"),
    r.description,
    statusLabel(r),
    r.receiptsConfirmed ? "Ja" : "Nej",
    r.imageCount,
    r.receiptCount,
    timestamp(r.createdAt),
    timestamp(r.updatedAt),
    TIME_CODE_LABELS[r.timeCode],
    r.startTime,
    r.endTime,
    r.breakMinutes,
    r.employeeNumber,
  ];
}

export function createReportCsvService(db: Db, options: { timeZone: string; today: () => string }) {
  // One formatter for every row: building an Intl formatter costs far more than using one.
  const formatter = new Intl.DateTimeFormat("sv-SE", { timeZone: options.timeZone, dateStyle: "short", timeStyle: "short" });
  const timestamp: Formatter = (d) => formatter.format(d);
  return {
    fileName(filters: TimeReportFilters): string {
      return reportListFileName(filters, options.today());
    },

    async workerFileName(workerId: string, weekStart: string): Promise<string> {
      const name = await findUserFullName(db, workerId);
      if (!name) throw notFound();
      return workerWeekFileName(name, weekStart);
    },

    hasReports(filters: TimeReportFilters): Promise<boolean> {
      return anyExportRow(db, filters);
    },

    /** Streams the CSV: BOM, header, then the rows batch by batch. */
    async writeCsv(out: Writable, filters: TimeReportFilters): Promise<void> {
      await writeChunk(out, CSV_BOM + csvRow(HEADER));
      for await (const batch of exportRows(db, filters)) {
        await writeChunk(out, batch.map((r) => csvRow(toCells(r, timestamp))).join(""));
      }
    },
  };
}
export type ReportCsvService = ReturnType<typeof createReportCsvService>;
