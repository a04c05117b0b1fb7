import { Fragment } from "react";
import { Lock } from "lucide-react";
import { ApprovedMark } from "./approved-mark";
import type { Expense, TimeReport } from "@shared/types";
import { isReturned } from "@shared/domain";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useWeekLabels } from "../hooks/use-week-labels";
import { dayOfMonth, isAbsence, type DayState, type WeekDay } from "../lib/week-days";
import { formatClockTimes } from "@/lib/format-clock";
import { ExpenseMarker } from "./expense-marker";
import { NotInLedgerNote } from "./not-in-ledger-note";

// Verified green, submitted yellow, draft grey, missing red (docs/product-rules.md §7).
const DAY_STYLES: Record<DayState, string> = {
  verified: "border-green-300 bg-green-50 dark:border-green-500/40 dark:bg-green-500/10",
  submitted: "border-amber-300 bg-amber-50 dark:border-amber-400/40 dark:bg-amber-400/10",
  draft: "border-border bg-muted",
  missing: "border-red-300 bg-red-50 dark:border-red-500/40 dark:bg-red-500/10",
  upcoming: "border-dashed border-border bg-card",
  weekend: "border-border bg-card",
  "not-employed": "border-border bg-card",
  // Absence is neither missing nor work: a quiet blue-grey, dashed like a day off.
  absence: "border-dashed border-slate-300 bg-slate-50 dark:border-slate-500/40 dark:bg-slate-500/10",
};

const LETTER_STYLES: Record<TimeReport["status"], string> = {
  verified: "bg-green-600 text-white",
  submitted: "bg-amber-400 text-amber-950",
  draft: "bg-slate-400 text-white dark:bg-slate-500",
};

interface WeekDayCellProps {
  day: WeekDay;
  /** Named in each report's button: 40 workers' weeks hold many alike. */
  workerName: string;
  isToday: boolean;
  onOpenReport: (report: TimeReport) => void;
  onOpenExpenses: (expenses: Expense[], context: string) => void;
}

/** One day of a worker's week: a column on wide screens, a row on a phone. */
export function WeekDayCell({ day, workerName, isToday, onOpenReport, onOpenExpenses }: WeekDayCellProps) {
  const labels = useWeekLabels();
  const format = useFormat();
  const weekday = labels.weekday(day.weekday);
  const context = `${workerName}, ${weekday} ${dayOfMonth(day.date)}:`;
  const filled = day.reports.length > 0 || day.expenses.length > 0;
  return (
    <li
      className={cn(
        "flex min-w-0 gap-3 rounded-md border p-2 lg:flex-col lg:gap-2",
        DAY_STYLES[day.state],
        isToday && "ring-2 ring-primary ring-offset-1 ring-offset-card",
      )}
      data-date={day.date}
      data-state={day.state}
      aria-label={`${weekday} ${dayOfMonth(day.date)}`}
    >
      {/* On a phone a day with reports puts its label beside them; an empty day is one short line.
          On a wide screen's narrow column 'Mån 23/11' stays whole and 'Saknas' goes under it, on the right. */}
      <div
        className={cn(
          "flex shrink-0 lg:w-auto lg:flex-row lg:flex-wrap lg:items-baseline lg:justify-between lg:gap-x-1",
          filled ? "w-16 flex-col" : "w-full flex-row items-baseline justify-between",
        )}
      >
        <span className="text-sm font-bold lg:whitespace-nowrap">
          {weekday} <span className="font-medium text-muted-foreground">{dayOfMonth(day.date)}</span>
        </span>
        <span className="lg:ml-auto">
          <DayTotal day={day} />
        </span>
      </div>
      {filled ? (
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <ul className="flex min-w-0 flex-col gap-1.5 empty:hidden">
            {day.reports.map((report) => (
              <li key={report.id}>
                <ReportChip report={report} context={context} showHours={day.reports.length > 1} onOpen={() => onOpenReport(report)} />
              </li>
            ))}
          </ul>
          {day.notInLedger ? <NotInLedgerNote /> : null}
          <ExpenseMarker
            expenses={day.expenses}
            context={context}
            onOpen={() => onOpenExpenses(day.expenses, `${workerName}, ${format.date(day.date, "long")}`)}
          />
        </div>
      ) : null}
    </li>
  );
}

function DayTotal({ day }: { day: WeekDay }) {
  const t = useT(adminWeekSv);
  const labels = useWeekLabels();
  if (day.state === "missing") return <span className="text-sm font-bold text-red-700 dark:text-red-300">{t("adminWeek.day.missing")}</span>;
  if (day.state === "weekend" || day.state === "not-employed") {
    // A holiday or eve says which in its tooltip ('Långfredagen'); before employment says so.
    const why = day.state === "not-employed" ? t("adminWeek.day.notEmployed") : labels.dayOff(day);
    return (
      <span className="text-sm text-muted-foreground" title={why ?? undefined}>
        -{why ? <span className="sr-only"> {why}</span> : null}
      </span>
    );
  }
  if (day.state === "upcoming") return <span className="text-sm text-muted-foreground">-</span>;
  return (
    <span className="text-sm font-semibold tabular-nums" data-testid="day-total">
      {labels.hours(day.totalHours)} h
    </span>
  );
}

interface ReportChipProps {
  report: TimeReport;
  /** 'Erik Andersson, Tis 17/3:' first in the button's name, so that alike chips differ for a screen reader. */
  context: string;
  showHours: boolean;
  onOpen: () => void;
}

/** Letter and project number (or the absence's label) on top, the description under it; hours only when the day has several reports. */
function ReportChip({ report, context, showHours, onOpen }: ReportChipProps) {
  const labels = useWeekLabels();
  // The chip's status word: a returned draft says 'Skickad tillbaka'.
  const statusLabel = labels.state(isReturned(report) ? "returned" : report.status);
  const hours = showHours ? ` ${labels.hours(report.hours)} h` : "";
  const heading = labels.heading(report);
  const note = labels.codeNote(report);
  const absence = isAbsence(report);
  const approval = labels.approval(report);
  const extra = [note, report.lockedForPayroll ? labels.state("locked") : null].filter(Boolean).join(", ");
  const spoken = [note, approval, report.lockedForPayroll ? labels.state("locked") : null].filter(Boolean).join(", ");
  const clock = formatClockTimes(report);
  return (
    <button
      type="button"
      onClick={onOpen}
      // Spelled out: the spans' texts would run together ('P-2026-001Formsättning').
      aria-label={`${context} ${heading}${hours}${clock ? ` ${clock}` : ""} ${report.description}, ${statusLabel}${spoken ? `, ${spoken}` : ""}`}
      data-kind={absence ? "absence" : "work"}
      className={cn(
        "flex min-h-11 w-full min-w-0 flex-col gap-0.5 rounded border border-black/5 px-2 py-1.5 text-left shadow-sm transition-colors",
        "hover:border-primary/50 hover:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:border-white/10",
        absence ? "bg-slate-100/90 italic text-slate-700 dark:bg-slate-500/20 dark:text-slate-200" : "bg-card/90",
      )}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-1.5">
        <span
          className={cn("flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold not-italic", LETTER_STYLES[report.status])}
          title={statusLabel}
          aria-hidden="true"
        >
          {labels.letter(report.status)}
        </span>
        <span className="whitespace-nowrap text-xs font-bold leading-5">{heading}</span>
        {approval ? <ApprovedMark title={approval} /> : null}
        {report.lockedForPayroll ? <Lock className="size-3 shrink-0" aria-hidden="true" /> : null}
        {showHours ? <span className="ml-auto whitespace-nowrap text-xs tabular-nums text-muted-foreground">{labels.hours(report.hours)} h</span> : null}
      </span>
      {note || report.lockedForPayroll ? (
        <span className="text-[11px] font-semibold leading-tight" aria-hidden="true">
          {extra}
        </span>
      ) : null}
      {clock ? (
        // "07:00–15:30, rast 30 min" is wider than a narrow day: it breaks after the comma only.
        <span className="text-[11px] tabular-nums leading-tight text-muted-foreground">
          {clock.split(", ").map((part, i, parts) => (
            <Fragment key={part}>
              <span className="whitespace-nowrap">{i < parts.length - 1 ? `${part},` : part}</span>
              {i < parts.length - 1 ? " " : null}
            </Fragment>
          ))}
        </span>
      ) : null}
      {report.description ? <span className="line-clamp-2 break-words text-xs leading-snug text-muted-foreground">{report.description}</span> : null}
    </button>
  );
}
