export const WORKING_TIME_WARNINGS_PATH = "/api/working-time/warnings";
export const WORKING_TIME_JOURNAL_PATH = "/api/working-time/journal";
export const WORKING_TIME_JOURNAL_CSV_PATH = "/api/working-time/journal.csv";

/**
 * What GET /api/working-time/warnings is asked for; a worker's `workerId` is ignored (own only).
 * `workerIds` (admin, at most 200): only those workers' warnings, as for the week grid's loaded cards.
 */
export interface WarningsParams {
  workerId?: string;
  workerIds?: readonly string[];
  startDate: string;
  endDate: string;
}

export const workingTimeKeys = {
  /** Every cached warning list and journal starts with this: invalidate it when reports change. */
  all: ["working-time"] as const,
  warnings: (params: WarningsParams) => ["working-time", "warnings", params] as const,
  journal: (year: number) => ["working-time", "journal", { year }] as const,
};
