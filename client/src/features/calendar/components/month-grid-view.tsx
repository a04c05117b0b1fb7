import { cn } from "@/lib/cn";
import { Lock } from "lucide-react";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";
import { dayCell, isClosedWeek, type CalendarWeek, type DayContext, type YearMonth } from "../lib/month-grid";
import { CalendarDay, useWeekdayHeadings } from "./calendar-day";

interface MonthGridViewProps {
  weeks: CalendarWeek[];
  month: YearMonth;
  context: DayContext;
}

// A narrow week-number column leaves each day at least 44px wide on a 390px phone: there a row
// shows its week's number alone under the column's heading 'V.', from `sm` (a 3rem column) 'V. 44'.
// The heading is a letter in every language ('W.', 'T.'): 'Tydz. 44' does not fit 3rem. No label
// may break onto two lines; a screen reader hears the whole 'Vecka 44' label (docs/i18n.md).
const columns = "grid grid-cols-[1.5rem_repeat(7,minmax(0,1fr))] gap-0.5 sm:grid-cols-[3rem_repeat(7,minmax(0,1fr))] sm:gap-1.5";

/** The month split into ISO weeks; other months' days are neutral and open nothing. */
export function MonthGridView({ weeks, month, context }: MonthGridViewProps) {
  const t = useT(weekSv);
  const headings = useWeekdayHeadings();
  return (
    <div className="flex flex-col gap-0.5 sm:gap-1.5" aria-label={t("week.cal.month")} role="group">
      <div className={`${columns} text-center text-sm font-semibold uppercase text-muted-foreground`} aria-hidden="true">
        <span className="whitespace-nowrap">{t("week.cal.weekShort")}</span>
        {headings.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      {weeks.map((calendarWeek) => {
        const { week, days } = calendarWeek;
        const closed = isClosedWeek(context, calendarWeek);
        return (
          <div key={days[0]} className={columns} data-week={week} data-closed={closed || undefined}>
            <span
              className={cn(
                "flex flex-col items-center justify-center text-center text-sm font-semibold leading-tight",
                closed ? "rounded-md bg-primary/10 text-orange-800 dark:text-primary" : "text-muted-foreground",
              )}
              title={closed ? t("week.cal.weekClosedN", { week }) : undefined}
            >
              <span className="whitespace-nowrap" aria-hidden="true">
                <span className="max-sm:hidden">{t("week.cal.weekShort")} </span>
                {week}
              </span>
              <span className="sr-only">{t("week.cal.week", { week })}</span>
              {closed ? <Lock className="mt-0.5 size-3" role="img" aria-label={t("week.cal.closedMark")} /> : null}
            </span>
            {days.map((date) => (
              <CalendarDay key={date} {...dayCell(date, context, month)}>
                {Number(date.slice(8, 10))}
              </CalendarDay>
            ))}
          </div>
        );
      })}
    </div>
  );
}
