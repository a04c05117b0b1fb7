import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { isoWeekday } from "@shared/dates";
import { holidayOf } from "@shared/domain";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { DayStatus } from "../lib/month-grid";

export const STATUS_CLASSES: Record<DayStatus, string> = {
  verified: "border-green-300 bg-green-100 text-green-900 dark:border-green-500/40 dark:bg-green-500/20 dark:text-green-100",
  submitted: "border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/20 dark:text-amber-100",
  missing: "border-red-300 bg-red-100 text-red-900 dark:border-red-500/40 dark:bg-red-500/20 dark:text-red-100",
  weekend: "border-border bg-card text-muted-foreground",
  "not-employed": "border-border bg-card text-muted-foreground",
  future: "border-transparent bg-muted text-muted-foreground",
  // Muted but still readable (axe: 4.5:1); the missing fill is what sets them apart.
  outside: "border-transparent bg-transparent font-normal text-muted-foreground",
};

interface CalendarDayProps {
  date: string;
  status: DayStatus;
  isToday: boolean;
  /** Only a day with a report opens anything. */
  hasReport: boolean;
  loading?: boolean;
  /** With the tapped button, where focus goes back to when what it opened closes. */
  onOpen: (date: string, opener: HTMLElement) => void;
  /** What is shown in the cell: the day of the month, or a weekday and the day in the week strip. */
  children: ReactNode;
  className?: string;
}

/** One day, coloured by its status; a button only when there is a report to open. */
export function CalendarDay({ date, status, isToday, hasReport, loading = false, onOpen, children, className }: CalendarDayProps) {
  const classes = cn(
    "relative flex min-h-11 w-full flex-col items-center justify-center rounded-md border text-sm font-semibold tabular-nums",
    STATUS_CLASSES[status],
    isToday && "ring-2 ring-primary ring-offset-1 ring-offset-card",
    className,
  );
  const t = useT(weekSv);
  const format = useFormat();
  // A day off names itself in the worker's language: 'Långfredagen', 'Good Friday', 'Lördag'.
  const weekday = isoWeekday(date);
  const holiday = holidayOf(date);
  const dayOff = holiday ? t(`week.holiday.${holiday}`) : weekday === 6 ? t("week.cal.saturday") : weekday === 7 ? t("week.cal.sunday") : null;
  const text = (status === "weekend" && dayOff) || t(`week.cal.status.${status}`);
  const label = t(isToday ? "week.cal.dayToday" : "week.cal.day", { date: format.date(date, "long"), text });
  if (!hasReport || status === "outside") {
    return (
      <div className={classes} data-date={date} data-status={status} title={label}>
        {children}
        <span className="sr-only">{label}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={cn(
        classes,
        "transition-transform hover:brightness-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:scale-95",
      )}
      data-date={date}
      data-status={status}
      aria-label={t("week.cal.open", { label })}
      aria-busy={loading || undefined}
      // Not `disabled` while loading: a disabled button drops focus, and focus must come back here.
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (!loading) onOpen(date, event.currentTarget);
      }}
    >
      {loading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : children}
    </button>
  );
}

/** 'Mån' … 'Sön' over the calendar's columns, in the active language. */
export function useWeekdayHeadings(): string[] {
  const t = useT(weekSv);
  return [t("week.cal.mon"), t("week.cal.tue"), t("week.cal.wed"), t("week.cal.thu"), t("week.cal.fri"), t("week.cal.sat"), t("week.cal.sun")];
}
