import type { OvertimeJournalRow } from "@shared/types";
import { formatHours, monthName } from "@shared/domain";

/** The journal's columns, in order, as the screen, the PDF and the CSV name them. */
export const JOURNAL_HEADERS = ["Anst.nr", "Namn", "Månad", "Övertid enkel", "Övertid kvalificerad", "Summa", "Hittills i år", "Kvar av årsgränsen"] as const;

/** The yearly limit is used up: the row is marked on the screen and in the PDF. */
export const atYearLimit = (row: Pick<OvertimeJournalRow, "leftOfYear">): boolean => Number(row.leftOfYear) <= 0;

/** One row as text, hours with a decimal comma ("12.50" → '12,5'); no employee number is '–'. */
export function journalCells(row: OvertimeJournalRow): string[] {
  return [
    row.worker.employeeNumber ?? "–",
    row.worker.fullName,
    monthName(row.month),
    formatHours(row.ot1),
    formatHours(row.ot2),
    formatHours(row.total),
    formatHours(row.yearToDate),
    formatHours(row.leftOfYear),
  ];
}

export const YEAR_LIMIT_REACHED = "Årsgränsen nådd";
