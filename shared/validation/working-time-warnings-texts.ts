import { ADMIN_WEEK_MAX_LIMIT, CALENDAR_MAX_DAYS } from "./constants";

/*
 * The working-time warnings' limits and Swedish messages, apart from the query schema in
 * working-time-warnings.ts: the worker's dashboard shows them and never loads zod
 * (docs/decisions/2026-11-24-client-bundles.md). working-time-warnings.ts exports them as well.
 */

/** The week grid asks for a week, the dashboard for a month: the calendar's limit covers both. */
export const WARNINGS_MAX_DAYS = CALENDAR_MAX_DAYS;

/** The week grid asks for the workers of one page, at most a page's size. */
export const WARNINGS_MAX_WORKERS = ADMIN_WEEK_MAX_LIMIT;

export const WARNINGS_MSG = {
  periodOrder: "Startdatum måste vara före slutdatum.",
  tooLong: `Perioden får vara högst ${WARNINGS_MAX_DAYS} dagar`,
  tooManyWorkers: `Högst ${WARNINGS_MAX_WORKERS} arbetare per fråga`,
  workerOrWorkers: "Ange workerId eller workerIds, inte båda",
} as const;
