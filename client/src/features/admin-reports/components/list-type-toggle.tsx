import { ClipboardList, ReceiptText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ListType } from "../lib/report-filters";

const CHOICES: { type: ListType; label: string; icon: typeof ClipboardList }[] = [
  { type: "reports", label: "Tidrapporter", icon: ClipboardList },
  { type: "expenses", label: "Ersättningar", icon: ReceiptText },
];

/** 'Tidrapporter' or 'Ersättningar': what the list shows; the filters that apply to both stay. */
export function ListTypeToggle({ value, onChange }: { value: ListType; onChange: (type: ListType) => void }) {
  return (
    <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="Visa">
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
          {label}
        </Button>
      ))}
    </div>
  );
}
