import { ClipboardX } from "lucide-react";
import { cn } from "@/lib/cn";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";

/**
 * 'Ej i personalliggaren' under a day's reports (docs/product-rules.md §15, "Hours and the
 * ledger"): work on a site's project with no entry of the worker on that site that day. An icon
 * and words, never colour alone; a warning to look at, not a fault in the report.
 */
export function NotInLedgerNote({ className }: { className?: string }) {
  const t = useT(adminWeekSv);
  return (
    <p
      className={cn(
        "flex items-center gap-1 rounded border border-orange-300 bg-orange-50 px-1.5 py-0.5 text-[11px] font-semibold leading-tight text-orange-900",
        "dark:border-orange-400/40 dark:bg-orange-400/10 dark:text-orange-100",
        className,
      )}
    >
      <ClipboardX className="size-3.5 shrink-0" aria-hidden="true" />
      {t("adminWeek.notInLedger")}
    </p>
  );
}
