import { Lock } from "lucide-react";
import type { PayrollExport } from "@shared/types";
import { todayIn } from "@shared/dates";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { exportContents } from "../lib/export-contents";
import { ExportDownloads } from "./export-downloads";

/**
 * Shown instead of an overlap error about the period itself, with the export's files:
 * 'Exporterad {datum} av {namn}', the period on screen being exactly an export not reopened.
 */
export function ExportedNotice({ payrollExport }: { payrollExport: PayrollExport }) {
  const t = useT(payrollSv);
  const format = useFormat();
  // The export's day in the business time zone, written as in the product's messages.
  const day = format.date(todayIn(undefined, new Date(payrollExport.createdAt)), "day-month-year");
  const name = payrollExport.createdBy?.fullName ?? t("payroll.exports.unknown");
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm" role="status" aria-label={t("payroll.exported.label")}>
      <span className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block font-medium">{t("payroll.exported.text", { day, name })}</span>
          <span className="block text-muted-foreground">{exportContents(payrollExport, t, format).join(" · ")}</span>
        </span>
      </span>
      <ExportDownloads payrollExport={payrollExport} />
    </div>
  );
}
