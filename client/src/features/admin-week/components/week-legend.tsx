import { ClipboardX, ReceiptText } from "lucide-react";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { cn } from "@/lib/cn";

const ITEMS = [
  { label: "Verifierad", swatch: "border-green-300 bg-green-100 dark:bg-green-500/20" },
  { label: "Väntar granskning", swatch: "border-amber-300 bg-amber-100 dark:bg-amber-400/20" },
  { label: "Utkast", swatch: "border-border bg-muted" },
  { label: "Saknas", swatch: "border-red-300 bg-red-100 dark:bg-red-500/20" },
  { label: "Frånvaro", swatch: "border-dashed border-slate-300 bg-slate-100 dark:bg-slate-500/20" },
] as const;

/** The colours and letters explained once, above the cards. */
export function WeekLegend() {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground sm:justify-end">
      {ITEMS.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-1.5">
          <span className={cn("size-3 rounded-sm border", item.swatch)} aria-hidden="true" />
          {item.label}
        </span>
      ))}
      <span className="inline-flex items-center gap-1.5">
        <ClipboardX className="size-3.5 text-orange-700 dark:text-orange-300" aria-hidden="true" />
        {LEDGER_MSG.notInLedger}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ReceiptText className="size-3.5" aria-hidden="true" />
        Ersättningar (dagens summa)
      </span>
      <span>U = utkast eller skickad tillbaka · S = inskickad · V = verifierad · hänglås = låst för lön</span>
    </div>
  );
}
