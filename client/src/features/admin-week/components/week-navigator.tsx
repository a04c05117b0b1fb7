import { CalendarCheck, ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { weekRangeLabel } from "../lib/week-days";

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
  return (
    <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:flex-nowrap">
      <Button variant="outline" size="icon" onClick={onPrevious} aria-label="Föregående vecka">
        <ChevronLeft aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1 text-center sm:flex-none sm:px-2 sm:text-left" aria-live="polite">
        <p className="text-lg font-extrabold leading-tight">V. {weekNumber}</p>
        <p className="text-sm text-muted-foreground">{weekRangeLabel(weekStart, weekEnd)}</p>
      </div>
      <Button variant="outline" size="icon" onClick={onNext} aria-label="Nästa vecka">
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button variant={isCurrentWeek ? "secondary" : "outline"} onClick={onToday} disabled={isCurrentWeek} className="w-full sm:ml-2 sm:w-auto">
        <CalendarCheck aria-hidden="true" />
        Denna vecka
      </Button>
    </div>
  );
}
