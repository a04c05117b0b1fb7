import type { OvertimeJournal } from "../../shared/types";
import type { Db } from "../db";
import { formatHours } from "../../shared/domain";
import { CSV_BOM, csvRow } from "../lib/csv";
import { requiredPayrollSettings } from "../payroll";
import { overtimeJournalRows } from "./journal-repo";

/** The columns of overtidsjournal_<year>.csv, in this order. */
export const JOURNAL_CSV_HEADER = [
  "Anställningsnummer",
  "Namn",
  "Månad",
  "Övertid enkel",
  "Övertid kvalificerad",
  "Summa",
  "Hittills i år",
  "Kvar av årsgränsen",
];

/** `2026-11`: the month as a sheet sorts it, the year in the cell so a row read alone says which. */
function monthCell(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/**
 * The overtime journal Arbetstidslagen 11 § asks the employer to keep (docs/product-rules.md §11): per
 * worker and month, `ÖT1`, `ÖT2`, their sum, the year to date and what is left of the yearly
 * limit of the payroll settings (rule 3); 409 naming the limits while they cannot be read (§10).
 */
export function createJournalService(db: Db) {
  async function journal(year: number): Promise<OvertimeJournal> {
    const { limits } = await requiredPayrollSettings(db, ["limits"]);
    const rows = await overtimeJournalRows(db, year, limits.overtimeYear);
    return { year, yearLimit: limits.overtimeYear, rows } satisfies OvertimeJournal;
  }

  return {
    journal,

    /**
     * The journal as CSV (docs/product-rules.md §9). At most twelve rows per worker, so it is built
     * in one piece. A year without overtime is still a journal: the header alone.
     */
    async csv(year: number): Promise<string> {
      const { rows } = await journal(year);
      const body = rows.map((r) =>
        csvRow([
          r.worker.employeeNumber,
          r.worker.fullName,
          monthCell(year, r.month),
          formatHours(r.ot1, "plain"),
          formatHours(r.ot2, "plain"),
          formatHours(r.total, "plain"),
          formatHours(r.yearToDate, "plain"),
          formatHours(r.leftOfYear, "plain"),
        ]),
      );
      return CSV_BOM + csvRow(JOURNAL_CSV_HEADER) + body.join("");
    },
  };
}
export type JournalService = ReturnType<typeof createJournalService>;
