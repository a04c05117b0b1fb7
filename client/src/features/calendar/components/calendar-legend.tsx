import { cn } from "@/lib/cn";
import type { DayStatus } from "../lib/month-grid";
import { STATUS_CLASSES } from "./calendar-day";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";

const LEGEND: DayStatus[] = ["verified", "submitted", "missing", "future"];

export function CalendarLegend() {
  const t = useT(weekSv);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted-foreground" aria-label={t("week.cal.legend")}>
      {LEGEND.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span className={cn("size-3.5 rounded border", STATUS_CLASSES[status], status === "future" && "border-border")} aria-hidden="true" />
          {t(`week.cal.status.${status}`)}
        </li>
      ))}
    </ul>
  );
}
