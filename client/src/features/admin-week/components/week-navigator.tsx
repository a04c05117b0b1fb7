import { CalendarCheck, ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";
import { useWeekLabels } from "../hooks/use-week-labels";

interface WeekNavigatorProps {
  weekNumber: number;
  weekStart: string;
  weekEnd: string;
  isCurrentWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

export function WeekNavigator({ weekNumber, weekStart, weekEnd, isCurrentWeek, onPrevious, onNext, onToday }: WeekNavigatorProps) {
  const t = useT(adminWeekSv);
  const tWeek = useT(weekSv);
  const labels = useWeekLabels();
  return (
    <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:flex-nowrap">
      <Button variant="outline" size="icon" onClick={onPrevious} aria-label={t("adminWeek.nav.previous")}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1 text-center sm:flex-none sm:px-2 sm:text-left" aria-live="polite">
        <p className="text-lg font-extrabold leading-tight">{tWeek("week.cal.weekShortN", { week: weekNumber })}</p>
        <p className="text-sm text-muted-foreground">{labels.range(weekStart, weekEnd)}</p>
      </div>
      <Button variant="outline" size="icon" onClick={onNext} aria-label={t("adminWeek.nav.next")}>
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button variant={isCurrentWeek ? "secondary" : "outline"} onClick={onToday} disabled={isCurrentWeek} className="w-full sm:ml-2 sm:w-auto">
        <CalendarCheck aria-hidden="true" />
        {t("adminWeek.nav.thisWeek")}
      </Button>
    </div>
  );
}
