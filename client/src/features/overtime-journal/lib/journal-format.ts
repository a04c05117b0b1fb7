import type { OvertimeJournalRow } from "@shared/types";
import { formatHoursIn } from "@shared/i18n/format";
import type payrollSv from "@shared/i18n/catalogs/payroll/sv";
import type { Locale } from "@shared/i18n/locales";
import type { Translate } from "@/lib/i18n/runtime";

/**
 * The words of the journal on the screen and in its PDF, in the reader's language: the
 * catalog's texts, the hours' decimal sign, the months' names (1-12 at 0-11). The CSV is the
 * server's and stays Swedish.
 */
export interface JournalWords {
  t: Translate<typeof payrollSv>;
  locale: Locale;
  months: readonly string[];
}

const COLUMNS = ["number", "name", "month", "ot1", "ot2", "total", "yearToDate", "left"] as const;

/** The journal's columns, in order, as the screen and the PDF name them. */
export const journalHeaders = ({ t }: Pick<JournalWords, "t">): string[] => COLUMNS.map((column) => t(`payroll.journal.col.${column}`));

/** The yearly limit is used up: the row is marked on the screen and in the PDF. */
export const atYearLimit = (row: Pick<OvertimeJournalRow, "leftOfYear">): boolean => Number(row.leftOfYear) <= 0;

/** One row as text, hours with the language's decimal sign ("12.50" → '12,5'); no employee number is '–'. */
export function journalCells(row: OvertimeJournalRow, { locale, months }: Pick<JournalWords, "locale" | "months">): string[] {
  const hours = (value: string) => formatHoursIn(locale, value);
  return [
    row.worker.employeeNumber ?? "–",
    row.worker.fullName,
    months[row.month - 1] ?? String(row.month),
    hours(row.ot1),
    hours(row.ot2),
    hours(row.total),
    hours(row.yearToDate),
    hours(row.leftOfYear),
  ];
}
