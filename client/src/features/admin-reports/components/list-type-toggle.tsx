import { ClipboardList, ReceiptText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ListType } from "../lib/report-filters";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";

const CHOICES = [
  { type: "reports", label: "adminReports.type.reports", icon: ClipboardList },
  { type: "expenses", label: "adminReports.type.expenses", icon: ReceiptText },
] as const satisfies readonly { type: ListType; label: keyof typeof adminReportsSv; icon: typeof ClipboardList }[];

/**
 * 'Tidrapporter' or 'Ersättningar': what the list shows; the filters that apply to both stay.
 * On a phone the two share the row and a long label wraps ('Raporty czasu pracy' beside
 * 'Zwrot kosztów' is wider than 390 px on one line) instead of pushing the page sideways.
 */
export function ListTypeToggle({ value, onChange }: { value: ListType; onChange: (type: ListType) => void }) {
  const t = useT(adminReportsSv);
  return (
    <div className="flex w-full rounded-md border p-0.5 sm:inline-flex sm:w-auto" role="group" aria-label={t("adminReports.type.label")}>
      {CHOICES.map(({ type, label, icon: Icon }) => (
        <Button
          key={type}
          variant="ghost"
          size="sm"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={cn(
            // "!": clsx does not merge Tailwind classes, and the button's own is whitespace-nowrap.
            "min-w-0 flex-1 !whitespace-normal sm:flex-none sm:!whitespace-nowrap",
            value === type && "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
          )}
        >
          <Icon aria-hidden="true" />
          {t(label)}
        </Button>
      ))}
    </div>
  );
}
