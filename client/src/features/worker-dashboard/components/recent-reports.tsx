import { ChevronRight, ClipboardList } from "lucide-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { RECENT_REPORTS_PAGE as PAGE } from "@shared/first-screen";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { isReturned } from "@shared/domain";
import type { TimeReport } from "@shared/types";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { TimeCodeLabel } from "@/components/time-code-label";
import { Button } from "@/components/ui/button";
import { CardListState } from "@/components/card-list-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatClockTimes } from "@/lib/format-clock";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { reportProjectText } from "@/lib/time-codes";

/** '07:00–16:00, rast 30 min' under the hours, when the report has times. */
function ClockTimes({ report }: { report: TimeReport }) {
  const times = formatClockTimes(report);
  return times ? <span className="text-sm tabular-nums text-muted-foreground">{times}</span> : null;
}

function ReportRow({ report, onOpen }: { report: TimeReport; onOpen: (report: TimeReport) => void }) {
  const t = useT(dashboardSv);
  const format = useFormat();
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(report)}
        className="flex min-h-14 w-full items-center gap-3 rounded-md px-2 py-2.5 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-3"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-sm font-semibold">{format.date(report.date, "short")}</span>
          <TimeCodeLabel code={report.timeCode} />
          {report.project ? <span className="line-clamp-2 text-sm text-muted-foreground">{reportProjectText(report)}</span> : null}
          {isReturned(report) ? (
            <span className="line-clamp-3 text-sm text-destructive">{t("dashboard.recent.returned", { reason: report.returnReason ?? "" })}</span>
          ) : null}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-bold tabular-nums">{format.hours(report.hours)} h</span>
          <ClockTimes report={report} />
          <ReportStatusBadge item={report} />
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </button>
    </li>
  );
}

interface RecentReportsProps {
  onOpen: (report: TimeReport) => void;
  /** The reports still on the phone (the offline queue), shown above the sent ones whatever the list's state. */
  queued?: ReactNode;
}

/** 'Senaste rapporter', newest date first; a click opens the report. */
export function RecentReports({ onOpen, queued }: RecentReportsProps) {
  const t = useT(dashboardSv);
  const [limit, setLimit] = useState(PAGE);
  // The shown rows stay while the longer list loads.
  const { data, isPending, isError, isFetching } = useQuery({ ...timeReportsQueryOptions({ limit }), placeholderData: keepPreviousData });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.recent.title")}</CardTitle>
        <CardDescription>{t("dashboard.recent.description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">
        {queued}
        <CardListState
          pending={isPending}
          failed={isError}
          empty={data?.length === 0}
          texts={{ loading: t("dashboard.recent.loading"), failed: t("dashboard.recent.failed"), empty: t("dashboard.recent.empty") }}
          emptyIcon={ClipboardList}
          inset
        >
          <ul className="flex flex-col divide-y" aria-label={t("dashboard.recent.title")}>
            {data?.map((report) => (
              <ReportRow key={report.id} report={report} onOpen={onOpen} />
            ))}
          </ul>
          {data?.length === limit ? (
            <Button variant="ghost" className="mt-2 w-full" onClick={() => setLimit((n) => n + PAGE)} disabled={isFetching}>
              {t("dashboard.recent.more")}
            </Button>
          ) : null}
        </CardListState>
      </CardContent>
    </Card>
  );
}
