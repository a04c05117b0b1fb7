import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { Lock } from "lucide-react";
import { dayCell, isClosedWeek, type CalendarWeek, type DayContext } from "../lib/month-grid";
import { CalendarDay, useWeekdayHeadings } from "./calendar-day";

interface WeekStripProps {
  week: CalendarWeek;
  context: DayContext;
}

/** The week in focus, Monday first, big enough to tap on a phone. */
export function WeekStrip({ week, context }: WeekStripProps) {
  const t = useT(weekSv);
  const format = useFormat();
  const headings = useWeekdayHeadings();
  const closed = isClosedWeek(context, week);
  return (
    <section aria-label={t("week.cal.week", { week: week.week })} data-closed={closed || undefined} className="flex flex-col gap-2">
      {/* On a phone the badge moves below, whole, rather than breaking the week's own line. */}
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="whitespace-nowrap font-bold">{t("week.cal.weekShortN", { week: week.week })}</span>
        <span className="whitespace-nowrap text-muted-foreground">
          {format.date(week.days[0], "short")} – {format.date(week.days[6], "short")}
        </span>
        {closed ? (
          <span className="ml-auto inline-flex shrink-0 items-center gap-1 self-center whitespace-nowrap rounded-full bg-primary/10 px-2 py-0.5 text-sm font-semibold text-orange-800 dark:text-primary">
            <Lock className="size-3" aria-hidden="true" />
            {t("week.cal.weekClosed")}
          </span>
        ) : null}
      </p>
      <ol className="grid grid-cols-7 gap-1 sm:gap-2">
        {week.days.map((date, i) => (
          <li key={date}>
            <CalendarDay {...dayCell(date, context)} className="min-h-14 gap-0.5">
              <span className="text-sm font-medium uppercase">{headings[i]}</span>
              <span className="text-base">{Number(date.slice(8, 10))}</span>
            </CalendarDay>
          </li>
        ))}
      </ol>
    </section>
  );
}
