import { TriangleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { budgetUsage } from "../lib/budget";

/** Reported against estimated hours; red past 100 % so a budget running over stands out. */
export function HoursProgress({ reportedHours, estimatedHours }: { reportedHours: string; estimatedHours: string | null }) {
  const t = useT(projectsSv);
  const { hours: formatHours } = useFormat();
  const usage = budgetUsage(reportedHours, estimatedHours);
  if (usage.percent === null || usage.estimated === null) {
    return (
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{formatHours(usage.reported)} h</span> {t("projects.hours.noBudget")}
      </p>
    );
  }
  const rounded = Math.round(usage.percent);
  const barColour = usage.overBudget ? "bg-red-600" : usage.percent >= 90 ? "bg-amber-500" : "bg-green-600";
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="font-semibold">{formatHours(usage.reported)}</span> {t("projects.hours.of", { estimated: formatHours(usage.estimated) })}
        </span>
        <span className={cn("font-semibold tabular-nums", usage.overBudget ? "text-red-700 dark:text-red-300" : "text-muted-foreground")}>{rounded} %</span>
      </div>
      <div
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t("projects.hours.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(rounded, 100)}
        aria-valuetext={`${rounded} %`}
        data-over-budget={usage.overBudget || undefined}
      >
        <div className={cn("h-full rounded-full transition-[width]", barColour)} style={{ width: `${Math.min(usage.percent, 100)}%` }} />
      </div>
      {usage.overBudget ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-red-700 dark:text-red-300">
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          {t("projects.hours.over", { hours: formatHours(usage.overBy) })}
        </p>
      ) : null}
    </div>
  );
}
