/** The working-time module: Arbetstidslagen's warnings and the overtime journal. */
import type { WorkingTimeRule } from "../validation/constants";
import type { WorkingTimeFigures } from "../working-time/types";

/** GET /api/working-time/warnings: one limit of Arbetstidslagen passed (a warning, never a block). */
export interface WorkingTimeWarning {
  /** The day the limit was passed (rules 1-3), the later working day (4), the week's Sunday (5), the report's day (6). */
  date: string;
  rule: WorkingTimeRule;
  /** Swedish, naming the figures: 'Övertid 52,0 h i november 2026 – gränsen är 50 h per månad'. */
  message: string;
  /** What the message names, for the reader's language: hours (rules 1-3) or minutes (4-6), the limit, and a daily rest's earlier day. */
  figures: WorkingTimeFigures;
  workerId: string;
}

/** One worker's month in the overtime journal (Arbetstidslagen 11 §); hours "12.50". */
export interface OvertimeJournalRow {
  worker: { id: string; fullName: string; employeeNumber: string | null };
  /** 1-12 */
  month: number;
  ot1: string;
  ot2: string;
  total: string;
  yearToDate: string;
  /** What is left of the yearly limit after this month (never below "0.00"). */
  leftOfYear: string;
}

/** GET /api/working-time/journal?year=: every worker with overtime, per month. */
export interface OvertimeJournal {
  year: number;
  /** The yearly limit the `leftOfYear` figures are taken from. */
  yearLimit: number;
  rows: OvertimeJournalRow[];
}
