import { addDays, eachDate } from "@shared/dates";
import { cn } from "@/lib/cn";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useWeekLabels } from "../hooks/use-week-labels";
import { dayOfMonth } from "../lib/week-days";

/**
 * The compact view's column headings: 'Mån 16/3' … 'Sön 22/3' over the seven day columns of
 * every `CompactWorkerRow`, laid out as the rows are (the name's width, the days' grid, the
 * hours and the two buttons), so each heading stands over its column in both layouts. Sticky
 * under the page's header, so 40 workers down the days are still named.
 */
export function CompactWeekHeader({ weekStart, today }: { weekStart: string; today: string }) {
  const t = useT(adminWeekSv);
  const labels = useWeekLabels();
  const dates = eachDate(weekStart, addDays(weekStart, 6));
  return (
    <div
      className="sticky top-[69px] z-10 flex items-end gap-x-3 border-b bg-muted px-3 py-1.5 text-xs font-semibold text-muted-foreground"
      data-testid="compact-week-header"
    >
      <span className="hidden sm:block sm:w-56 sm:flex-none">{t("adminWeek.header.worker")}</span>
      <ol className="grid flex-1 grid-cols-7 gap-1" aria-label={t("adminWeek.header.days")}>
        {dates.map((date, index) => (
          <li
            key={date}
            // Today in the text's own colour (the brand orange on this grey is below 4.5:1), marked by a bar.
            className={cn(
              "flex flex-col items-center leading-tight",
              date === today && "text-foreground underline decoration-primary decoration-2 underline-offset-2",
            )}
            aria-current={date === today ? "date" : undefined}
            data-date={date}
          >
            <span>{labels.weekday(index)}</span>
            <span className="font-normal tabular-nums">{dayOfMonth(date)}</span>
          </li>
        ))}
      </ol>
      <span className="hidden w-28 shrink-0 text-right sm:block">{t("adminWeek.header.hours")}</span>
      {/* The room of 'Attestera vecka' and 'Exportera vecka' at the end of each row. */}
      <span className="hidden size-11 shrink-0 sm:block" aria-hidden="true" />
      <span className="hidden size-11 shrink-0 sm:block" aria-hidden="true" />
    </div>
  );
}
