export const WORKING_TIME_WARNINGS_PATH = "/api/working-time/warnings";
export const WORKING_TIME_JOURNAL_PATH = "/api/working-time/journal";
export const workingTimeJournalCsvPath = (year: number) => `/api/working-time/journal.csv?year=${year}`;

export interface WarningsRange {
  /** Absent: the admin asks for every active worker; a worker always gets its own. */
  workerId?: string;
  startDate: string;
  endDate: string;
}

/** Arbetstidslagen's warnings and the overtime journal (CONTRACT §7). */
export const workingTimeKeys = {
  all: ["working-time"] as const,
  warnings: ({ workerId, startDate, endDate }: WarningsRange) => ["working-time", "warnings", { workerId: workerId ?? null, startDate, endDate }] as const,
  journal: (year: number) => ["working-time", "journal", year] as const,
};
