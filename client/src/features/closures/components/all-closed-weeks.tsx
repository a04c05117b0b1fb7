import { CalendarCheck2 } from "lucide-react";
import type { WeeklyClosure } from "@shared/types";
import { useWeeklyClosures } from "@/api/closures/get-weekly-closures";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";

// Newest week first, then by name, so this week's closures lead.
const newestFirst = (a: WeeklyClosure, b: WeeklyClosure) =>
  b.year - a.year || b.weekNumber - a.weekNumber || (a.worker?.fullName ?? "").localeCompare(b.worker?.fullName ?? "", "sv");

/** The admin's tab 'Stängda veckor': every week any worker has marked as done, with the worker. */
export function AllClosedWeeks() {
  const closures = useWeeklyClosures();
  if (closures.isError) return <PanelError />;
  if (closures.isPending) return <PanelLoading label="Laddar stängda veckor..." />;
  if (closures.data.length === 0) return <PanelEmpty icon={<CalendarCheck2 />} title="Inga stängda veckor ännu" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Stängda veckor">
      {[...closures.data].sort(newestFirst).map((closure) => (
        <li key={closure.id}>
          <Card className="flex items-center gap-4 p-4">
            <div className="flex size-14 shrink-0 flex-col items-center justify-center rounded-md bg-green-100 text-green-900 dark:bg-green-500/15 dark:text-green-200">
              <span className="text-[10px] font-semibold uppercase leading-none">Vecka</span>
              <span className="text-xl font-extrabold leading-tight">{closure.weekNumber}</span>
            </div>
            <div className="min-w-0">
              <p className="truncate font-semibold">{closure.worker?.fullName ?? "Okänd arbetare"}</p>
              <p className="text-sm text-muted-foreground">
                Vecka {closure.weekNumber}, {closure.year}
              </p>
              <p className="text-xs text-muted-foreground">
                Stängd <time dateTime={closure.closedAt}>{formatDateTime(closure.closedAt)}</time>
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
