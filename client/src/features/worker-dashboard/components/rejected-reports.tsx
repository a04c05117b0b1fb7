import { useQuery } from "@tanstack/react-query";
import { formatDate, formatHours } from "@shared/domain";
import { rejectedReportsQueryOptions } from "@/api/time-reports/get-rejected-reports";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { reportSubject } from "@/lib/time-codes";

/**
 * 'Nekade rapporter' (docs/product-rules.md §6): the worker's reports an admin rejected in the
 * last 30 days, with the reason and who, so that nothing filed vanishes unseen. Nothing at all
 * when there are none. Mounted after the first paint, below the other cards.
 */
export function RejectedReports() {
  const { data: reports = [] } = useQuery(rejectedReportsQueryOptions());
  if (reports.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="rejected-reports-title">Nekade rapporter</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y" aria-labelledby="rejected-reports-title">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-col gap-0.5 py-2">
              <span className="text-sm font-semibold">
                {formatDate(report.date, "short")} · {formatHours(report.hours)} h · {reportSubject(report)}
              </span>
              {report.reason ? <span className="whitespace-pre-wrap break-words text-sm">{report.reason}</span> : null}
              {report.rejectedBy ? <span className="text-xs text-muted-foreground">Nekad av {report.rejectedBy.fullName}</span> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
