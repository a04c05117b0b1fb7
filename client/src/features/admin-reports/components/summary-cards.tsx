import { Clock, HardHat, Hourglass } from "lucide-react";
import type { ReactNode } from "react";
import { useAdminSummary } from "@/api/admin/get-admin-summary";
import { HoursByKind } from "@/components/hours-by-kind";
import { Card } from "@/components/ui/card";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

/** This week's hours (with their breakdown by kind), the workers who reported and the reports waiting for review. */
export function SummaryCards() {
  const t = useT(adminReportsSv);
  const format = useFormat();
  const summary = useAdminSummary();
  const value = (text: string | undefined) => (summary.isError ? "–" : (text ?? "…"));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SummaryCard
        icon={<Clock />}
        label={t("adminReports.summary.weekHours")}
        value={value(summary.data && `${format.hours(summary.data.weekHours)} h`)}
        detail={summary.data ? <HoursByKind byKind={summary.data.weekHoursByKind} className="mt-0.5" /> : null}
      />
      <SummaryCard icon={<HardHat />} label={t("adminReports.summary.activeWorkers")} value={value(summary.data && String(summary.data.activeWorkers))} />
      <SummaryCard
        icon={<Hourglass />}
        label={t("adminReports.summary.waiting")}
        value={value(summary.data && String(summary.data.pendingReports))}
        highlight={(summary.data?.pendingReports ?? 0) > 0}
      />
    </div>
  );
}

function SummaryCard({
  icon,
  label,
  value,
  highlight = false,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  highlight?: boolean;
  detail?: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span
        className={
          highlight
            ? "flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200 [&_svg]:size-5"
            : "flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5"
        }
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-extrabold tabular-nums leading-tight">{value}</p>
        {detail}
      </div>
    </Card>
  );
}
