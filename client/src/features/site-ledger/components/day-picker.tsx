import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, isIsoDate, todayIn } from "@shared/dates";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n/runtime";

/** The day whose entries are shown, ÅÅÅÅ-MM-DD in Stockholm; a day after today has none. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const t = useT(siteSv);
  const today = todayIn();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor="ledger-day">{t("site.picker.day")}</Label>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={t("site.picker.previous")} onClick={() => onChange(addDays(date, -1))}>
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
          <Button variant="outline" size="icon" aria-label={t("site.picker.next")} disabled={date >= today} onClick={() => onChange(addDays(date, 1))}>
            <ChevronRight />
          </Button>
        </div>
      </div>
      {date === today ? null : (
        <Button variant="ghost" onClick={() => onChange(today)}>
          {t("site.picker.today")}
        </Button>
      )}
    </div>
  );
}
