import { ClipboardX, ReceiptText } from "lucide-react";
import { ApprovedMark } from "./approved-mark";
import { cn } from "@/lib/cn";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";

const ITEMS = [
  { label: "adminWeek.legend.verified", swatch: "border-green-300 bg-green-100 dark:bg-green-500/20" },
  { label: "adminWeek.legend.submitted", swatch: "border-amber-300 bg-amber-100 dark:bg-amber-400/20" },
  { label: "adminWeek.legend.draft", swatch: "border-border bg-muted" },
  { label: "adminWeek.legend.missing", swatch: "border-red-300 bg-red-100 dark:bg-red-500/20" },
  { label: "adminWeek.legend.absence", swatch: "border-dashed border-slate-300 bg-slate-100 dark:bg-slate-500/20" },
] as const;

/** The colours and letters explained once, above the cards. */
export function WeekLegend() {
  const t = useT(adminWeekSv);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground sm:justify-end">
      {ITEMS.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-1.5">
          <span className={cn("size-3 rounded-sm border", item.swatch)} aria-hidden="true" />
          {t(item.label)}
        </span>
      ))}
      <span className="inline-flex items-center gap-1.5">
        <ApprovedMark />
        {t("adminWeek.legend.approved")}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ClipboardX className="size-3.5 text-orange-700 dark:text-orange-300" aria-hidden="true" />
        {t("adminWeek.notInLedger")}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ReceiptText className="size-3.5" aria-hidden="true" />
        {t("adminWeek.legend.expenses")}
      </span>
      <span>{t("adminWeek.legend.letters")}</span>
    </div>
  );
}
