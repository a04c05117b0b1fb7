import { ChevronRight, Undo2 } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "@shared/domain";
import type { TimeReport } from "@shared/types";
import { returnedReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { reportSubject } from "@/lib/time-codes";

/**
 * 'Skickade tillbaka: {n}' (docs/product-rules.md §6): every report an admin sent back and the
 * worker has not sent again, above everything else on the dashboard, each opening the report to
 * correct it. Nothing at all when there are none, or while they load. Its answer comes inside the
 * page, so it is in the first paint and moves nothing below it.
 */
export function ReturnedReports({ onOpen }: { onOpen: (report: TimeReport) => void }) {
  const { data: reports = [] } = useQuery(returnedReportsQueryOptions());
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="returned-reports-title" className="flex flex-col gap-2 rounded-lg border border-destructive/50 bg-destructive/5 p-3 sm:p-4">
      <h2 id="returned-reports-title" className="flex items-center gap-2 text-base font-bold text-destructive">
        <Undo2 aria-hidden="true" className="size-4 shrink-0" />
        Skickade tillbaka: {reports.length}
      </h2>
      <p className="text-sm text-muted-foreground">Rätta rapporten och skicka den igen.</p>
      <ul className="flex flex-col divide-y" aria-label="Skickade tillbaka">
        {reports.map((report) => (
          <li key={report.id}>
            <button
              type="button"
              onClick={() => onOpen(report)}
              className="flex min-h-12 w-full items-center gap-3 rounded-md px-1 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="text-sm font-semibold">
                  {formatDate(report.date, "short")} · {reportSubject(report)}
                </span>
                <span className="line-clamp-3 text-sm">{report.returnReason}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
