import type { ClosureWeek } from "@shared/validation";

export const CLOSURES_PATH = "/api/weekly-closures";
export const CLOSURE_STATUS_PATH = "/api/weekly-closures/status";
export const MY_CLOSURES_PATH = "/api/weekly-closures/my-closures";

export const closureKeys = {
  all: [CLOSURES_PATH] as const,
  /** The admin's list of every closed week. */
  list: [CLOSURES_PATH, "all"] as const,
  mine: [CLOSURES_PATH, "mine"] as const,
  status: (week: ClosureWeek) => [CLOSURES_PATH, "status", week] as const,
};
