import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, isIsoDate, todayIn } from "@shared/dates";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The day whose entries are shown, ÅÅÅÅ-MM-DD in Stockholm; a day after today has none. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const today = todayIn();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor="ledger-day">Dag</Label>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label="Föregående dag" onClick={() => onChange(addDays(date, -1))}>
            <ChevronLeft />
          </Button>
          <Input
            id="ledger-day"
            type="date"
            className="!w-auto"
            value={date}
            max={today}
            onChange={(e) => {
              if (isIsoDate(e.target.value)) onChange(e.target.value);
            }}
          />
          <Button variant="outline" size="icon" aria-label="Nästa dag" disabled={date >= today} onClick={() => onChange(addDays(date, 1))}>
            <ChevronRight />
          </Button>
        </div>
      </div>
      {date === today ? null : (
        <Button variant="ghost" onClick={() => onChange(today)}>
          Idag
        </Button>
      )}
    </div>
  );
}
