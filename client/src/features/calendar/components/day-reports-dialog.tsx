import { ChevronRight } from "lucide-react";
import type { TimeReport } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { TimeCodeLabel } from "@/components/time-code-label";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatClockTimes } from "@/lib/format-clock";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { reportProjectText } from "@/lib/time-codes";

interface DayReportsDialogProps {
  /** The day whose reports are listed; null when closed. */
  date: string | null;
  reports: TimeReport[];
  onClose: () => void;
  onPick: (report: TimeReport) => void;
}

/** A day with more than one report: every one of them, to pick which to open. */
export function DayReportsDialog({ date, reports, onClose, onPick }: DayReportsDialogProps) {
  const t = useT(weekSv);
  const format = useFormat();
  return (
    <Dialog open={date !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="first-letter:uppercase">{date ? format.date(date, "long") : ""}</DialogTitle>
          <DialogDescription>{t("week.cal.dayReports", { count: reports.length })}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col divide-y" aria-label={t("week.cal.dayReportsList")}>
          {reports.map((report) => (
            <li key={report.id}>
              <button
                type="button"
                onClick={() => onPick(report)}
                className="flex min-h-14 w-full items-center gap-3 rounded-md px-2 py-2.5 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <TimeCodeLabel code={report.timeCode} />
                  {report.project ? <span className="text-sm font-semibold">{reportProjectText(report)}</span> : null}
                  {report.description ? <span className="line-clamp-1 text-sm text-muted-foreground">{report.description}</span> : null}
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-sm font-bold tabular-nums">{format.hours(report.hours)} h</span>
                  {formatClockTimes(report) ? <span className="text-sm tabular-nums text-muted-foreground">{formatClockTimes(report)}</span> : null}
                  <ReportStatusBadge item={report} />
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
