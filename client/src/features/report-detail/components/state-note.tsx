import { Lock, Undo2 } from "lucide-react";
import { reportState, type ReportStateFields } from "@shared/domain";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";

interface StateNoteProps {
  /** A report or an expense. */
  item: ReportStateFields;
  /** What cannot change once locked: 'rapporten' or 'ersättningen'. */
  what: "report" | "expense";
  className?: string;
}

/** Why a report or an expense was sent back, or that it is locked: said in words beside the badge. */
export function StateNote({ item, what, className }: StateNoteProps) {
  const t = useT(reportSv);
  const state = reportState(item);
  if (state === "locked") {
    return (
      <p className={cn("flex items-start gap-2 rounded-md border bg-muted/50 text-sm text-muted-foreground", className)}>
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("report.state.lockedNote", { what })}
      </p>
    );
  }
  if (state !== "returned") return null;
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-md border border-red-200 bg-red-50 text-sm text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200",
        className,
      )}
    >
      <Undo2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">{t("report.state.returned")}:</span> <span className="whitespace-pre-wrap">{item.returnReason}</span>
      </span>
    </p>
  );
}
