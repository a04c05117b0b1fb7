import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LedgerEntry, Project, TimeReport } from "@shared/types";
import { projectsQueryOptions } from "@/api/projects/get-projects";
import { getLedgerDay } from "@/api/sites/get-ledger-day";
import { latestWorkReportQueryOptions } from "@/api/time-reports/get-latest-work-report";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { RECENT_REPORTS_PAGE } from "@shared/first-screen";
import { dayReported, lastStayToday, reportDayDate, reportDayPrefill, type CheckOutMade, type ReportDayPrefill } from "../lib/report-day";

interface ReportDaySource {
  /** The worker's own entries of today, as GET /api/ledger/me answers them. */
  ledgerToday: readonly LedgerEntry[];
  /** Checked in now (sent or queued): no day to report yet. */
  checkedIn: boolean;
  /** The projects of a site, to tell whether the day already has its report. */
  projectIdsOf: (siteId: string) => readonly string[];
}

/**
 * 'Rapportera dagen' (docs/product-rules.md §15, "Hours and the ledger"). Offered while the
 * worker is checked out and today's ledger on the server has a check-in and a check-out, and
 * today has no report on a project of that site: after a reload and on another phone too. A
 * check-out queued offline offers it as well, from what the card showed. Before the tap only
 * today's reports are read, and only once the ledger has a finished stay today. Online, the tap
 * reads the day's first check-in and the last work report afresh; offline, or when that fails,
 * the stay's own check-in and what the phone kept serve, and the end is the check-out's time;
 * both rounded to half hours after the break (reportDayPrefill).
 */
export function useReportDay(onReportDay: ((prefill: ReportDayPrefill) => void) | undefined, source: ReportDaySource) {
  const queryClient = useQueryClient();
  // The check-out just made on this card (sent or queued): it knows a stay begun yesterday too.
  const [justMade, setJustMade] = useState<CheckOutMade | null>(null);
  const [busy, setBusy] = useState(false);
  const candidate = source.checkedIn || !onReportDay ? null : (justMade ?? lastStayToday(source.ledgerToday));
  const date = candidate ? reportDayDate(candidate) : "";
  // 'Senaste rapporter' (among the dashboard's first answers, newest date first) holds every
  // report of the day unless its page is full down to that day: only then is the day asked for.
  const recent = useQuery({ ...timeReportsQueryOptions({ limit: RECENT_REPORTS_PAGE }), enabled: candidate !== null });
  const recentHoldsDay = recent.data !== undefined && (recent.data.length < RECENT_REPORTS_PAGE || (recent.data.at(-1)?.date ?? "") < date);
  const day = useQuery({ ...timeReportsQueryOptions({ startDate: date, endDate: date }), enabled: candidate !== null && recent.isSuccess && !recentHoldsDay });
  const reports = recentHoldsDay || recent.isError ? recent : day;
  // Not offered while the reports are still being read (online), nor once they hold the day's report.
  const waiting = [recent, ...(recentHoldsDay ? [] : [day])].some((q) => q.isPending && q.fetchStatus === "fetching");
  const reported = candidate !== null && reports.data !== undefined && dayReported(candidate, source.projectIdsOf(candidate.siteId), reports.data);
  const made = candidate && !waiting && !reported ? candidate : null;

  const open = async () => {
    if (!made || !onReportDay) return;
    setBusy(true);
    const online = navigator.onLine && !made.queued;
    const kept = queryClient.getQueryData(latestWorkReportQueryOptions().queryKey)?.report ?? null;
    const keptProjects = queryClient.getQueryData(projectsQueryOptions().queryKey);
    try {
      const [span, latestWork, projects] = await Promise.all([
        online ? getLedgerDay(reportDayDate(made), made.siteId).catch(() => null) : null,
        online
          ? queryClient
              .fetchQuery({ ...latestWorkReportQueryOptions(), staleTime: 0 })
              .then((answer): TimeReport | null => answer.report)
              .catch(() => kept)
          : kept,
        keptProjects ?? (online ? queryClient.fetchQuery(projectsQueryOptions()).catch((): Project[] => []) : []),
      ]);
      onReportDay(reportDayPrefill(made, { firstIn: span?.firstIn ?? null, latestWork, projects }));
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The stay the offer is for; null while there is none to report. */
    made,
    busy,
    checkedOut: setJustMade,
    checkedIn: () => setJustMade(null),
    open,
  };
}
