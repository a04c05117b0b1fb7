import { presentHourKinds, type HourKind } from "@shared/domain";
import reportSv from "@shared/i18n/catalogs/report/sv";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

interface HoursByKindProps {
  /**
   * A week's hours per kind ("12.50" or 12.5 each). Undefined from an answer kept offline by an
   * older version of the app, which had only the total: then nothing is shown.
   */
  byKind: Readonly<Record<HourKind, string | number>> | undefined;
  /** `inline`: 'Arbete 32,0 · Övertid 4,0' on one line that may wrap; `stacked`: one kind a line. */
  layout?: "inline" | "stacked";
  className?: string;
}

/**
 * A total's breakdown by kind (work, overtime, travel, absence: shared/domain/hour-kinds.ts),
 * only the kinds that have hours; nothing when there are none. Shown under every week total
 * (the dashboards' cards, the admin week grid) so overtime, travel and sickness are never lumped
 * in with the work.
 */
export function HoursByKind({ byKind, layout = "inline", className }: HoursByKindProps) {
  const t = useT(reportSv);
  const ts = useT(shellSv);
  const format = useFormat();
  if (!byKind) return null;
  const kinds = presentHourKinds(byKind);
  if (kinds.length === 0) return null;
  if (layout === "inline") {
    // 'Arbete 32,0 · Övertid 4,0': as shared/domain's formatHoursByKind, in the language.
    const line = kinds.map(({ kind, hours }) => `${t(`report.kind.${kind}`)} ${format.hours(hours)}`).join(" · ");
    return <p className={cn("text-sm leading-tight text-muted-foreground sm:text-xs", className)}>{line}</p>;
  }
  return (
    <ul className={cn("text-sm leading-tight text-muted-foreground sm:text-xs", className)} aria-label={ts("shell.hoursByKind")}>
      {kinds.map(({ kind, hours }) => (
        <li key={kind} className="flex justify-between gap-1">
          <span>{t(`report.kind.${kind}`)}</span>
          <span className="tabular-nums">{format.hours(hours)}</span>
        </li>
      ))}
    </ul>
  );
}
