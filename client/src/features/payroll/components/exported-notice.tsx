import { Lock } from "lucide-react";
import type { PayrollExport } from "@shared/types";
import { todayIn } from "@shared/dates";
import { formatDate } from "@shared/domain";
import { exportContents } from "../lib/export-contents";
import { ExportDownloads } from "./export-downloads";

/** 'Exporterad {datum} av {namn}': the period on screen is exactly an export that is not reopened. */
function exportedText(e: PayrollExport): string {
  // The export's day in the business time zone, written as in the product's messages.
  const day = formatDate(todayIn(undefined, new Date(e.createdAt)), "day-month-year");
  return `Exporterad ${day} av ${e.createdBy?.fullName ?? "okänd"}`;
}

/** Shown instead of an overlap error about the period itself, with the export's files. */
export function ExportedNotice({ payrollExport }: { payrollExport: PayrollExport }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm" role="status" aria-label="Perioden är exporterad">
      <span className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block font-medium">{exportedText(payrollExport)}</span>
          <span className="block text-muted-foreground">{exportContents(payrollExport).join(" · ")}</span>
        </span>
      </span>
      <ExportDownloads payrollExport={payrollExport} />
    </div>
  );
}
