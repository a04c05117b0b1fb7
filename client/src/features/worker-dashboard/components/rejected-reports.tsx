import { useQuery } from "@tanstack/react-query";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { rejectedReportsQueryOptions } from "@/api/time-reports/get-rejected-reports";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { reportSubject } from "@/lib/time-codes";
import { RejectedCard } from "./rejected-card";

/**
 * 'Nekade rapporter' (docs/product-rules.md §6): the worker's reports an admin rejected in the
 * last 30 days, with the reason and who, so that nothing filed vanishes unseen. Nothing at all
 * when there are none. At the top of the dashboard with 'Skickade tillbaka'; its answer comes
 * inside the page, so it is in the first paint and moves nothing below it.
 */
export function RejectedReports() {
  const t = useT(dashboardSv);
  const format = useFormat();
  const labels = useReportLabels();
  const { data: reports = [] } = useQuery(rejectedReportsQueryOptions());
  const items = reports.map((report) => ({
    id: report.id,
    heading: `${format.date(report.date, "short")} · ${format.hours(report.hours)} h · ${reportSubject(report, " · ", labels.timeCode)}`,
    reason: report.reason,
    rejectedBy: report.rejectedBy,
  }));
  return <RejectedCard title={t("dashboard.rejected.reports")} titleId="rejected-reports-title" items={items} />;
}
