import type { ReportCalendar } from "@shared/types";
import { formatDate, WEEKDAY_HEADINGS } from "@shared/domain";
import { Lock } from "lucide-react";
import { dayStatus, weekKey, type CalendarWeek } from "../lib/month-grid";
import { CalendarDay } from "./calendar-day";

interface WeekStripProps {
  week: CalendarWeek;
  today: string;
  calendar: ReportCalendar;
  loadingDate: string | null;
  onOpen: (date: string, opener: HTMLElement) => void;
  /** "year-week" keys of the weeks the worker has closed. */
  closedWeeks: ReadonlySet<string>;
  /** The worker's first day of employment: days before it are never 'Ej komplett'. */
  employedFrom?: string | null;
}

/** The week in focus, Monday first, big enough to tap on a phone. */
export function WeekStrip({ week, today, calendar, loadingDate, onOpen, closedWeeks, employedFrom = null }: WeekStripProps) {
  const closed = closedWeeks.has(weekKey(week.days[0]));
  return (
    <section aria-label={`Vecka ${week.week}`} data-closed={closed || undefined} className="flex flex-col gap-2">
      {/* On a phone the badge moves below, whole, rather than breaking the week's own line. */}
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="whitespace-nowrap font-bold">V. {week.week}</span>
        <span className="whitespace-nowrap text-muted-foreground">
          {formatDate(week.days[0], "short")} – {formatDate(week.days[6], "short")}
        </span>
        {closed ? (
          <span className="ml-auto inline-flex shrink-0 items-center gap-1 self-center whitespace-nowrap rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-orange-800 dark:text-primary">
            <Lock className="size-3" aria-hidden="true" />
            Veckan stängd
          </span>
        ) : null}
      </p>
      <ol className="grid grid-cols-7 gap-1 sm:gap-2">
        {week.days.map((date, i) => (
          <li key={date}>
            <CalendarDay
              date={date}
              status={dayStatus(date, today, calendar, undefined, employedFrom)}
              isToday={date === today}
              hasReport={Boolean(calendar[date]?.hasReport)}
              loading={loadingDate === date}
              onOpen={onOpen}
              className="min-h-14 gap-0.5"
            >
              <span className="text-[11px] font-medium uppercase">{WEEKDAY_HEADINGS[i]}</span>
              <span className="text-base">{Number(date.slice(8, 10))}</span>
            </CalendarDay>
          </li>
        ))}
      </ol>
    </section>
  );
}
