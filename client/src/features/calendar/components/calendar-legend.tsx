import { cn } from "@/lib/cn";
import type { DayStatus } from "../lib/month-grid";
import { STATUS_CLASSES } from "./calendar-day";

const LEGEND: { status: DayStatus; label: string }[] = [
  { status: "verified", label: "Verifierad" },
  { status: "submitted", label: "Inskickad" },
  { status: "missing", label: "Ej komplett" },
  { status: "future", label: "Framtida" },
];

export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground" aria-label="Färgförklaring">
      {LEGEND.map(({ status, label }) => (
        <li key={status} className="flex items-center gap-1.5">
          <span className={cn("size-3.5 rounded border", STATUS_CLASSES[status], status === "future" && "border-border")} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
