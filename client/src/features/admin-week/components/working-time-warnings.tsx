import { TriangleAlert } from "lucide-react";
import { useWarningText } from "@/api/working-time/warning-text";
import type { WorkingTimeWarning } from "@shared/types";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

interface WarningToggleProps {
  workerName: string;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  /** The id of the list it shows and hides. */
  controls: string;
  /** Icon and count only, for the compact row. */
  compact?: boolean;
  className?: string;
}

/**
 * The mark on a worker's card: Arbetstidslagen's limits passed this week (warnings, never
 * blocks). A button rather than a tooltip, so the messages are reachable by touch and keyboard.
 */
export function WarningToggle({ workerName, count, expanded, onToggle, controls, compact = false, className }: WarningToggleProps) {
  const t = useT(adminWeekSv);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      // Every card has one: the worker's name tells them apart.
      aria-label={t("adminWeek.warnings.toggleFor", { name: workerName })}
      title={t("adminWeek.warnings.count", { count })}
      className={cn("border-amber-400 bg-amber-50 text-amber-950 hover:bg-amber-100 dark:bg-amber-400/15 dark:text-amber-100", className)}
    >
      <TriangleAlert aria-hidden="true" />
      {compact ? null : <span>{t("adminWeek.warnings.toggle")}</span>}
      <span aria-hidden="true" className="rounded-full bg-amber-400 px-1.5 text-[11px] font-bold leading-5 text-amber-950">
        {count}
      </span>
    </Button>
  );
}

/** The messages behind the mark, each with its day, in the admin's language from the figures the server found. */
export function WarningList({
  id,
  workerName,
  warnings,
  className,
}: {
  id: string;
  workerName: string;
  warnings: readonly WorkingTimeWarning[];
  className?: string;
}) {
  const t = useT(adminWeekSv);
  const format = useFormat();
  const { text } = useWarningText();
  return (
    <ul
      id={id}
      aria-label={t("adminWeek.warnings.listFor", { name: workerName })}
      className={cn("flex flex-col gap-1 border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100", className)}
    >
      {warnings.map((warning) => (
        <li key={`${warning.rule}-${warning.date}`} className="flex gap-2">
          <span className="shrink-0 font-semibold tabular-nums">{format.date(warning.date, "weekday-short")}</span>
          <span className="min-w-0">{text(warning)}</span>
        </li>
      ))}
    </ul>
  );
}
