import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Project, TimeReport } from "@shared/types";
import { projectsQueryOptions } from "@/api/projects/get-projects";
import { getLedgerDay } from "@/api/sites/get-ledger-day";
import { latestWorkReportQueryOptions } from "@/api/time-reports/get-latest-work-report";
import { reportDayDate, reportDayPrefill, type CheckOutMade, type ReportDayPrefill } from "../lib/report-day";

/**
 * 'Rapportera dagen' after 'Checka ut' (docs/product-rules.md §15, "Hours and the ledger"). The
 * card offers it once a check-out is made, sent or queued; nothing is asked of the server until
 * the worker taps it (the dashboard's first paint asks for nothing new). Online, the tap reads
 * the day's first check-in and the last work report afresh; offline, or when that fails, the
 * stay's own check-in and what the phone kept serve, and the end is the check-out's time; both
 * rounded to half hours after the break (reportDayPrefill).
 */
export function useReportDay(onReportDay: ((prefill: ReportDayPrefill) => void) | undefined) {
  const queryClient = useQueryClient();
  const [made, setMade] = useState<CheckOutMade | null>(null);
  const [busy, setBusy] = useState(false);

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
    /** The check-out the offer is for; null before one, and again after a check-in. */
    made: onReportDay ? made : null,
    busy,
    checkedOut: setMade,
    checkedIn: () => setMade(null),
    open,
  };
}
