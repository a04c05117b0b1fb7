import { CheckCheck, ClipboardX, Download, Loader2 } from "lucide-react";
import type { TimeReport } from "@shared/types";
import { HoursByKind } from "@/components/hours-by-kind";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useWeekLabels } from "../hooks/use-week-labels";
import { dayOfMonth, type DayState, type WeekDay } from "../lib/week-days";
import { ApprovedMark } from "./approved-mark";
import { ClosedBadge } from "./closed-badge";
import { ExpenseMarker } from "./expense-marker";
import { useWorkerWeek, type WorkerWeekProps } from "./use-worker-week";
import { WarningList, WarningToggle } from "./working-time-warnings";

const CELL_STYLES: Record<DayState, string> = {
  verified: "border-green-300 bg-green-100 text-green-900 dark:border-green-500/40 dark:bg-green-500/20 dark:text-green-100",
  submitted: "border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/20 dark:text-amber-100",
  draft: "border-border bg-muted text-foreground",
  missing: "border-red-300 bg-red-100 text-red-900 dark:border-red-500/40 dark:bg-red-500/20 dark:text-red-100",
  upcoming: "border-dashed border-border bg-card text-muted-foreground",
  weekend: "border-border bg-card text-muted-foreground",
  "not-employed": "border-border bg-card text-muted-foreground",
  absence: "border-dashed border-slate-300 bg-slate-100 italic text-slate-700 dark:border-slate-500/40 dark:bg-slate-500/20 dark:text-slate-200",
};

/** One worker on one line: name, hours and seven small day cells; a cell with reports opens its first. */
export function CompactWorkerRow({
  worker,
  weekStart,
  today,
  exporting,
  onExport,
  toVerify,
  onVerify,
  onOpenReport,
  onOpenExpenses,
  warnings,
}: WorkerWeekProps) {
  const t = useT(adminWeekSv);
  const labels = useWeekLabels();
  const format = useFormat();
  const { days, hours, byKind, expenseSum, showWarnings, warningToggle, warningList } = useWorkerWeek({ worker, weekStart, today, warnings });
  return (
    <li
      // One line from sm up, unless the warnings are open: they take a line of their own.
      className={cn("flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2", !showWarnings && "sm:flex-nowrap")}
      aria-label={worker.fullName}
      data-worker-id={worker.id}
    >
      {/* On a phone the name has some 120 px beside the hours and the two buttons: it wraps
          there, and a warning or a closed week goes under it, rather than the name shrinking to
          'P…'; from sm up it has a column and one line. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 sm:w-56 sm:flex-none sm:flex-nowrap">
        <span className="min-w-0 text-sm font-semibold leading-tight [overflow-wrap:anywhere] sm:truncate" title={worker.fullName}>
          {worker.fullName}
        </span>
        {worker.closedAt ? <ClosedBadge compact closedAt={worker.closedAt} /> : null}
        {warningToggle ? <WarningToggle compact {...warningToggle} className="h-7 shrink-0 px-1.5" /> : null}
      </div>
      <div className="w-28 shrink-0 text-right sm:order-last">
        <span className="block text-sm font-bold tabular-nums">{hours}</span>
        <HoursByKind byKind={byKind} className="text-[11px]" />
        {expenseSum ? <span className="block text-[11px] font-semibold tabular-nums">+ {expenseSum}</span> : null}
      </div>
      {/* On a phone the seven days take a line of their own under the name. */}
      <ul
        className="order-last grid basis-full grid-cols-7 gap-1 sm:order-none sm:flex-1 sm:basis-auto"
        aria-label={t("adminWeek.worker.days", { name: worker.fullName })}
      >
        {days.map((day) => (
          <li key={day.date} data-date={day.date} data-state={day.state} className="flex min-w-0 flex-col gap-0.5">
            <DayCell day={day} workerName={worker.fullName} isToday={day.date === today} onOpen={onOpenReport} />
            <ExpenseMarker
              compact
              expenses={day.expenses}
              context={`${worker.fullName}, ${labels.weekday(day.weekday)} ${dayOfMonth(day.date)}:`}
              onOpen={() => onOpenExpenses(day.expenses, `${worker.fullName}, ${format.date(day.date, "long")}`)}
            />
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="icon"
        onClick={onVerify}
        disabled={toVerify === 0}
        aria-label={t("adminWeek.worker.verifyFor", { name: worker.fullName })}
        title={t("adminWeek.worker.verify")}
        className="sm:order-last"
      >
        <CheckCheck aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onExport}
        disabled={exporting}
        aria-label={t("adminWeek.worker.exportFor", { name: worker.fullName })}
        className="sm:order-last"
      >
        {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      </Button>
      {/* Under the row, on a line of its own, in both layouts. */}
      {warningList ? <WarningList {...warningList} className="order-last basis-full rounded border" /> : null}
    </li>
  );
}

interface DayCellProps {
  day: WeekDay;
  workerName: string;
  isToday: boolean;
  onOpen: (report: TimeReport) => void;
}

function DayCell({ day, workerName, isToday, onOpen }: DayCellProps) {
  const t = useT(adminWeekSv);
  const labels = useWeekLabels();
  const first = day.reports[0];
  const text = first ? `${labels.hours(day.totalHours)}` : day.state === "missing" ? "!" : "-";
  const locked = day.reports.some((r) => r.lockedForPayroll) ? `, ${labels.state("locked").toLowerCase()}` : "";
  const ledger = day.notInLedger ? `, ${t("adminWeek.notInLedger").toLowerCase()}` : "";
  // The day's mark when every report on it is approved: the first one's approver named.
  const approved = first && day.reports.every((r) => r.approvedAt) ? labels.approval(first) : null;
  const dayOff = labels.dayOff(day);
  const state = day.state === "weekend" && dayOff ? dayOff.toLowerCase() : t(`adminWeek.state.${day.state}`);
  const label = `${labels.weekday(day.weekday)} ${dayOfMonth(day.date)}: ${first ? `${labels.hours(day.totalHours)} h, ` : ""}${state}${approved ? `, ${approved}` : ""}${locked}${ledger}`;
  const classes = cn(
    "flex h-9 w-full min-w-0 items-center justify-center whitespace-nowrap rounded border text-xs font-semibold tabular-nums",
    CELL_STYLES[day.state],
    isToday && "ring-2 ring-primary ring-offset-1 ring-offset-card",
  );
  if (!first) {
    return (
      <span className={classes} title={label}>
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={cn(classes, "hover:brightness-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring")}
      title={`${label} · ${labels.heading(first)}`}
      // The worker's name first: every row has a 'Mån 16/3' button.
      aria-label={`${workerName}, ${t("adminWeek.day.openReport", { label, report: labels.heading(first) })}`}
      onClick={() => onOpen(first)}
    >
      <span aria-hidden="true">
        {labels.letter(first.status)} {text}
      </span>
      {/* The marks beside the hours; their words are in the name and the tooltip, as the cell is too narrow for them. */}
      {approved ? <ApprovedMark compact /> : null}
      {day.notInLedger ? (
        <ClipboardX className="ml-0.5 size-3 shrink-0 text-orange-700 dark:text-orange-300" aria-hidden="true" data-testid="not-in-ledger" />
      ) : null}
    </button>
  );
}
