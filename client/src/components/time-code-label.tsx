import type { TimeCode } from "@shared/domain";
import { cn } from "@/lib/cn";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { isAbsenceCode } from "@/lib/time-codes";

/**
 * A time code's label wherever a report is shown. Absence gets its own muted, dashed style so
 * it reads as a reason for not working, never as a missing day ('Saknas' is red).
 */
export function TimeCodeLabel({ code, size = "xs", className }: { code: TimeCode; size?: "xs" | "sm"; className?: string }) {
  const labels = useReportLabels();
  const absence = isAbsenceCode(code);
  return (
    <span
      data-kind={absence ? "absence" : "work"}
      className={cn(
        "inline-flex w-fit items-center whitespace-nowrap font-medium",
        // In a list it is small beside the report; in the detail it reads as every other value.
        size === "sm" ? "text-sm" : "text-sm sm:text-xs",
        absence ? "rounded-full border border-dashed border-muted-foreground/50 bg-muted px-2 py-0.5 italic text-muted-foreground" : "text-foreground/80",
        className,
      )}
    >
      {labels.timeCode(code)}
    </span>
  );
}
