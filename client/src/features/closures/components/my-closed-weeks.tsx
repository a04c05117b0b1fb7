import { useMyClosures } from "@/api/closures/get-my-closures";
import { CardListState } from "@/components/card-list-state";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useFormat } from "@/lib/i18n/use-format";
import { MyClosedWeeksTitle } from "./my-closed-weeks-title";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";

/** The worker's card 'Stängda veckor': the weeks the signed-in worker has marked as done, newest first. */
export function MyClosedWeeks() {
  const t = useT(weekSv);
  const format = useFormat();
  const { data, isPending, isError } = useMyClosures();
  const closures = [...(data ?? [])].sort((a, b) => b.year - a.year || b.weekNumber - a.weekNumber);
  return (
    <Card className="below-first-view [--below-size:12rem]">
      <CardHeader>
        <MyClosedWeeksTitle />
      </CardHeader>
      <CardContent>
        <CardListState
          pending={isPending}
          failed={isError}
          empty={closures.length === 0}
          texts={{ loading: t("week.closed.loading"), failed: t("week.closed.failed"), empty: t("week.closed.empty") }}
        >
          <ul className="flex max-h-64 flex-col divide-y overflow-y-auto" aria-label={t("week.closed.title")}>
            {closures.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span className="font-semibold">{t("week.closed.week", { week: c.weekNumber, year: String(c.year) })}</span>
                <span className="text-right text-sm text-muted-foreground">{t("week.closed.at", { when: format.dateTime(c.closedAt) })}</span>
              </li>
            ))}
          </ul>
        </CardListState>
      </CardContent>
    </Card>
  );
}
