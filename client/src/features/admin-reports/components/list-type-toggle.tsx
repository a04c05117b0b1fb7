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

/** 'Tidrapporter' or 'Ersättningar': what the list shows; the filters that apply to both stay. */
export function ListTypeToggle({ value, onChange }: { value: ListType; onChange: (type: ListType) => void }) {
  const t = useT(adminReportsSv);
  return (
    <div className="inline-flex rounded-md border p-0.5" role="group" aria-label={t("adminReports.type.label")}>
      {CHOICES.map(({ type, label, icon: Icon }) => (
        <Button
          key={type}
          variant="ghost"
          size="sm"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={cn(value === type && "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground")}
        >
          <Icon aria-hidden="true" />
          {t(label)}
        </Button>
      ))}
    </div>
  );
}
