import type { ReportCalendar } from "@shared/types";
import { formatShortDate } from "@/lib/format";
import { WEEKDAYS, dayStatus, type CalendarWeek } from "../lib/month-grid";
import { CalendarDay } from "./calendar-day";

interface WeekStripProps {
  week: CalendarWeek;
  today: string;
  calendar: ReportCalendar;
  loadingDate: string | null;
  onOpen: (date: string) => void;
}

/** The week in focus, Monday first, big enough to tap on a phone. */
export function WeekStrip({ week, today, calendar, loadingDate, onOpen }: WeekStripProps) {
  return (
    <section aria-label={`Vecka ${week.week}`} className="flex flex-col gap-2">
      <p className="flex items-baseline gap-2 text-sm">
        <span className="font-bold">V. {week.week}</span>
        <span className="text-muted-foreground">
          {formatShortDate(week.days[0])} – {formatShortDate(week.days[6])}
        </span>
      </p>
      <ol className="grid grid-cols-7 gap-1 sm:gap-2">
        {week.days.map((date, i) => (
          <li key={date}>
            <CalendarDay
              date={date}
              status={dayStatus(date, today, calendar)}
              isToday={date === today}
              hasReport={Boolean(calendar[date]?.hasReport)}
              loading={loadingDate === date}
              onOpen={onOpen}
              className="min-h-14 gap-0.5"
            >
              <span className="text-[11px] font-medium uppercase opacity-80">{WEEKDAYS[i]}</span>
              <span className="text-base">{Number(date.slice(8, 10))}</span>
            </CalendarDay>
          </li>
        ))}
      </ol>
    </section>
  );
}
