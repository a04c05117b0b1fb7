import { Clock, FolderKanban, Send } from "lucide-react";
import type { ReactNode } from "react";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { isoWeekOf } from "@shared/dates";
import { useSummary } from "@/api/summary/get-summary";
import { HoursByKind } from "@/components/hours-by-kind";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

function StatCard({ icon, label, value, hint, detail }: { icon: ReactNode; label: string; value: string; hint: string; detail?: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-3 sm:p-5">
      <div className="flex items-center gap-2 text-muted-foreground">
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary sm:flex [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        <h2 className="text-sm font-semibold leading-tight">{label}</h2>
      </div>
      <p className="text-2xl font-extrabold tabular-nums tracking-tight sm:text-3xl">{value}</p>
      {detail}
      <p className="text-sm leading-tight text-muted-foreground">{hint}</p>
    </Card>
  );
}

const dash = "–";

/**
 * This week's hours (Monday to Sunday, Stockholm) with their breakdown by kind (work, overtime,
 * travel, absence), reports waiting for review, and active
 * projects: one small request (GET /api/summary). Until it answers, or if it fails, each
 * card shows '–' and the rest of the dashboard carries on.
 */
export function WorkerStats({ today }: { today: string }) {
  const t = useT(dashboardSv);
  const format = useFormat();
  const { data: summary } = useSummary();
  return (
    <section aria-label={t("dashboard.stats.label")} className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard
        icon={<Clock />}
        label={t("dashboard.stats.weekHours")}
        value={summary ? format.hours(summary.weekHours) : dash}
        detail={summary ? <HoursByKind byKind={summary.weekHoursByKind} layout="stacked" /> : null}
        hint={t("dashboard.stats.week", { week: isoWeekOf(today).week })}
      />
      <StatCard
        icon={<Send />}
        label={t("dashboard.stats.submitted")}
        value={summary ? String(summary.submittedReports) : dash}
        hint={t("dashboard.stats.awaitingReview")}
      />
      <StatCard
        icon={<FolderKanban />}
        label={t("dashboard.stats.activeProjects")}
        value={summary ? String(summary.activeProjects) : dash}
        hint={t("dashboard.stats.toReportOn")}
      />
    </section>
  );
}
