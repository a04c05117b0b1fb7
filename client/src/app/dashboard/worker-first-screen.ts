import type { QueryClient } from "@tanstack/react-query";
import { isoWeekOf } from "@shared/dates";
import { calendarMonthRange, closeWeekAsked, RECENT_REPORTS_PAGE, workerWarningsRange } from "@shared/first-screen";
import { closureStatusQueryOptions } from "@/api/closures/get-closure-status";
import { reportCalendarQueryOptions } from "@/api/calendar/get-report-calendar";
import { myClosuresQueryOptions } from "@/api/closures/get-my-closures";
import { returnedExpensesQueryOptions } from "@/api/expenses/get-expenses";
import { rejectedExpensesQueryOptions } from "@/api/expenses/get-rejected-expenses";
import { lockedPeriodsQueryOptions } from "@/api/payroll/get-locked-periods";
import { projectsQueryOptions } from "@/api/projects/get-projects";
import { ledgerMeQueryOptions } from "@/api/sites/get-ledger-me";
import { sitesQueryOptions } from "@/api/sites/get-sites";
import { summaryQueryOptions } from "@/api/summary/get-summary";
import { rejectedReportsQueryOptions } from "@/api/time-reports/get-rejected-reports";
import { returnedReportsQueryOptions, timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { warningsQueryOptions } from "@/api/working-time/get-warnings";
import { preloadWorkerDashboard } from "./lazy-dashboards";

/**
 * The queries the worker's dashboard shows first, with the parameters its cards use on
 * `today`: the server answers exactly these inside the page (workerFirstScreenPaths in
 * shared/first-screen.ts; a unit test holds the two lists together).
 */
export function workerFirstQueries(today: string) {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return [
    summaryQueryOptions(),
    warningsQueryOptions(workerWarningsRange(today)),
    projectsQueryOptions(),
    timeReportsQueryOptions({ limit: RECENT_REPORTS_PAGE }),
    returnedReportsQueryOptions(),
    returnedExpensesQueryOptions(),
    myClosuresQueryOptions(),
    reportCalendarQueryOptions(calendarMonthRange(year, month)),
    rejectedReportsQueryOptions(),
    rejectedExpensesQueryOptions(),
    lockedPeriodsQueryOptions(),
    sitesQueryOptions(),
    ledgerMeQueryOptions(),
    ...(closeWeekAsked(today) ? [closureStatusQueryOptions({ year: isoWeekOf(today).year, weekNumber: isoWeekOf(today).week })] : []),
  ] as const;
}

/** Fills the cache with the dashboard's first answers. */
export async function prefetchWorkerFirstQueries(queryClient: QueryClient, today: string): Promise<void> {
  // The options differ in their answer types; prefetchQuery needs no more of each than its key and fetcher.
  const queries = workerFirstQueries(today);
  await Promise.all(queries.map((options) => queryClient.prefetchQuery(options as Parameters<QueryClient["prefetchQuery"]>[0])));
}

/** The answers in the cache and the dashboard's script loaded, so its first paint is complete. */
export async function prepareWorkerDashboard(queryClient: QueryClient, today: string): Promise<void> {
  await Promise.all([preloadWorkerDashboard(), prefetchWorkerFirstQueries(queryClient, today)]);
}
