import type { QueryClient } from "@tanstack/react-query";
import { calendarMonthRange, RECENT_REPORTS_PAGE, workerWarningsRange } from "@shared/first-screen";
import { reportCalendarQueryOptions } from "@/api/calendar/get-report-calendar";
import { myClosuresQueryOptions } from "@/api/closures/get-my-closures";
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
    myClosuresQueryOptions(),
    reportCalendarQueryOptions(calendarMonthRange(year, month)),
    rejectedReportsQueryOptions(),
    lockedPeriodsQueryOptions(),
    sitesQueryOptions(),
    ledgerMeQueryOptions(),
  ] as const;
}

/** Fills the cache with the dashboard's first answers. */
export async function prefetchWorkerFirstQueries(queryClient: QueryClient, today: string): Promise<void> {
  const [summary, warnings, projects, reports, returned, closures, calendar, rejected, lockedPeriods, sites, ledgerMe] = workerFirstQueries(today);
  await Promise.all([
    queryClient.prefetchQuery(summary),
    queryClient.prefetchQuery(warnings),
    queryClient.prefetchQuery(projects),
    queryClient.prefetchQuery(reports),
    queryClient.prefetchQuery(returned),
    queryClient.prefetchQuery(closures),
    queryClient.prefetchQuery(calendar),
    queryClient.prefetchQuery(rejected),
    queryClient.prefetchQuery(lockedPeriods),
    queryClient.prefetchQuery(sites),
    queryClient.prefetchQuery(ledgerMe),
  ]);
}

/** The answers in the cache and the dashboard's script loaded, so its first paint is complete. */
export async function prepareWorkerDashboard(queryClient: QueryClient, today: string): Promise<void> {
  await Promise.all([preloadWorkerDashboard(), prefetchWorkerFirstQueries(queryClient, today)]);
}
