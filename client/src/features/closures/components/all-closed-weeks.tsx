import { CalendarCheck2 } from "lucide-react";
import { useMemo } from "react";
import type { WeeklyClosure } from "@shared/types";
import { useWeeklyClosures } from "@/api/closures/get-weekly-closures";
import { LoadMore } from "@/components/load-more";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Card } from "@/components/ui/card";
import { COUNT_STYLE, swedishNumber } from "@shared/domain";
import { formatDateTime } from "@/lib/format";

/**
 * The admin's tab 'Stängda veckor': every week any worker has marked as done, with the worker,
 * newest week first as the server orders them, a page at a time ('Visa fler').
 */
export function AllClosedWeeks() {
  const query = useWeeklyClosures();
  const pages = query.data?.pages;
  const closures = useMemo(() => {
    // A week closed between two pages shifts the next page by one: shown once.
    const byId = new Map<string, WeeklyClosure>();
    for (const page of pages ?? []) for (const closure of page.closures) if (!byId.has(closure.id)) byId.set(closure.id, closure);
    return [...byId.values()];
  }, [pages]);
  if (query.isError && !pages) return <PanelError />;
  if (query.isPending) return <PanelLoading label="Laddar stängda veckor..." />;
  if (closures.length === 0) return <PanelEmpty icon={<CalendarCheck2 />} title="Inga stängda veckor ännu" />;
  const total = pages?.at(-1)?.total ?? closures.length;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Stängda veckor">
        {closures.map((closure) => (
          <li key={closure.id}>
            <ClosureCard closure={closure} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? <PanelError /> : null}
      {query.hasNextPage ? (
        <LoadMore
          status={`Visar ${swedishNumber(closures.length, COUNT_STYLE)} av ${swedishNumber(total, COUNT_STYLE)} stängda veckor`}
          pending={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}

function ClosureCard({ closure }: { closure: WeeklyClosure }) {
  return (
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
  );
}
