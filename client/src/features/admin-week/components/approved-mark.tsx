import { BadgeCheck } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The mark of a report the arbetsledare approved (docs/product-rules.md §18): a badge with a
 * tick, blue so that it is not read as attested green. Its words ('godkänd av Lars Ledare') are
 * in the chip's or cell's name and in the tooltip, never the colour alone.
 */
export function ApprovedMark({ title, compact = false }: { title?: string; compact?: boolean }) {
  return (
    <BadgeCheck className={cn("shrink-0 text-sky-700 dark:text-sky-300", compact ? "ml-0.5 size-3" : "size-4")} aria-hidden="true" data-testid="approved-mark">
      {title ? <title>{title}</title> : null}
    </BadgeCheck>
  );
}
