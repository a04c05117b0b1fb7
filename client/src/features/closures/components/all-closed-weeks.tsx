import { CalendarCheck2 } from "lucide-react";
import { useMemo } from "react";
import type { WeeklyClosure } from "@shared/types";
import { useWeeklyClosures } from "@/api/closures/get-weekly-closures";
import { LoadMore } from "@/components/load-more";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Card } from "@/components/ui/card";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

/**
 * The admin's tab 'Stängda veckor': every week any worker has marked as done, with the worker,
 * newest week first as the server orders them, a page at a time ('Visa fler').
 */
export function AllClosedWeeks() {
  const t = useT(adminWeekSv);
  const format = useFormat();
  const query = useWeeklyClosures();
  const pages = query.data?.pages;
  const closures = useMemo(() => {
    // A week closed between two pages shifts the next page by one: shown once.
    const byId = new Map<string, WeeklyClosure>();
    for (const page of pages ?? []) for (const closure of page.closures) if (!byId.has(closure.id)) byId.set(closure.id, closure);
    return [...byId.values()];
  }, [pages]);
  if (query.isError && !pages) return <PanelError />;
  if (query.isPending) return <PanelLoading label={t("adminWeek.closed.loading")} />;
  if (closures.length === 0) return <PanelEmpty icon={<CalendarCheck2 />} title={t("adminWeek.closed.empty")} />;
  const total = pages?.at(-1)?.total ?? closures.length;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("adminWeek.closed.list")}>
        {closures.map((closure) => (
          <li key={closure.id}>
            <ClosureCard closure={closure} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? <PanelError /> : null}
      {query.hasNextPage ? (
        <LoadMore
          status={t("adminWeek.closed.shown", { count: total, shown: format.count(closures.length), n: format.count(total) })}
          pending={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}

function ClosureCard({ closure }: { closure: WeeklyClosure }) {
  const t = useT(adminWeekSv);
  const format = useFormat();
  return (
    <Card className="flex items-center gap-4 p-4">
      <div className="flex size-14 shrink-0 flex-col items-center justify-center rounded-md bg-green-100 text-green-900 dark:bg-green-500/15 dark:text-green-200">
        <span className="text-[10px] font-semibold uppercase leading-none">{t("adminWeek.closed.week")}</span>
        <span className="text-xl font-extrabold leading-tight">{closure.weekNumber}</span>
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold">{closure.worker?.fullName ?? t("adminWeek.closed.unknownWorker")}</p>
        <p className="text-sm text-muted-foreground">{t("adminWeek.closed.weekOfYear", { week: closure.weekNumber, year: String(closure.year) })}</p>
        <p className="text-xs text-muted-foreground">
          {t("adminWeek.closed.at")} <time dateTime={closure.closedAt}>{format.dateTime(closure.closedAt)}</time>
        </p>
      </div>
    </Card>
  );
}
