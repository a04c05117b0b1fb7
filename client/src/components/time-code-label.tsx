import type { TimeCode } from "@shared/validation";
import { cn } from "@/lib/cn";
import { isAbsenceCode, timeCodeLabel } from "@/lib/time-codes";

/**
 * A time code's label wherever a report is shown. Absence gets its own muted, dashed style so
 * it reads as a reason for not working, never as a missing day ('Saknas' is red).
 */
export function TimeCodeLabel({ code, className }: { code: TimeCode; className?: string }) {
  const absence = isAbsenceCode(code);
  return (
    <span
      data-kind={absence ? "absence" : "work"}
      className={cn(
        "inline-flex w-fit items-center whitespace-nowrap text-xs font-medium",
        absence ? "rounded-full border border-dashed border-muted-foreground/50 bg-muted px-2 py-0.5 italic text-muted-foreground" : "text-foreground/80",
        className,
      )}
    >
      {timeCodeLabel(code)}
    </span>
  );
}
