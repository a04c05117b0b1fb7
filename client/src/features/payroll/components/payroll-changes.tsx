import { todayIn } from "@shared/dates";
import type { PayCode, TimeCode } from "@shared/domain";
import type { PayrollChange, PayrollChanges, PayrollExport } from "@shared/types";
import { payLineAmount, type PayLineWords } from "@/lib/pay-line-text";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { usePayLineWords } from "@/lib/i18n/use-pay-line-words";
import { ExportDownloads } from "./export-downloads";

/** Hours as '7,5 h'; kronor as the preview writes a pay line, a meal reduction negative. */
function figure(change: PayrollChange, value: string, formatHours: (hours: string) => string, words: PayLineWords): string {
  if (change.kind === "hours") return `${formatHours(value)}\u00a0h`;
  return payLineAmount({ code: change.code as PayCode, amount: value }, words);
}

/**
 * The lines of a reopened period that differ from its previous export (docs/product-rules.md §10,
 * "Changes"): before the admin exports again, what the export will change; once exported, what it
 * changed, with the rättelse file. Says which file the payroll office should import. Nothing for a
 * period never exported before.
 */
export function PayrollChangesList({ changes, payrollExport }: { changes: PayrollChanges; payrollExport: PayrollExport | null }) {
  const t = useT(payrollSv);
  const format = useFormat();
  const labels = useReportLabels();
  const words = usePayLineWords();
  if (!changes.previousExport) return null;
  const since = format.date(todayIn(undefined, new Date(changes.previousExport.createdAt)), "day-month-year");
  const heading = t(payrollExport ? "payroll.changes.against" : "payroll.changes.since", { since });
  // Named in the admin's language, as the preview names them; the files keep the Swedish.
  const codeLabel = (change: PayrollChange) => (change.kind === "hours" ? labels.timeCode(change.code as TimeCode) : words.label(change.code as PayCode));
  return (
    <section aria-label={heading} className="flex flex-col gap-2 rounded-md border px-3 py-2 text-sm">
      <h4 className="font-semibold">{heading}</h4>
      {payrollExport ? <p>{t("payroll.changes.exportedHelp", { since })}</p> : <p>{t("payroll.changes.reopenedHelp", { since })}</p>}
      {changes.changes.length === 0 ? (
        <p className="text-muted-foreground">{t("payroll.changes.none", { since })}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-label={t("payroll.changes.region")} tabIndex={0}>
          <table className="w-full min-w-max" aria-label={heading}>
            <thead className="text-left text-xs font-semibold text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t("payroll.changes.worker")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("payroll.changes.date")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("payroll.changes.code")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("payroll.changes.project")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t("payroll.changes.before")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("payroll.changes.after")}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.changes.map((c) => (
                <tr key={`${c.worker.id}|${c.worker.employeeNumber}|${c.kind}|${c.code}|${c.date}|${c.project}|${c.before}`} className="border-t">
                  <td className="py-1 pr-3">{c.worker.fullName}</td>
                  <td className="py-1 pr-3 tabular-nums">{format.date(c.date, "day-month-short")}</td>
                  <td className="py-1 pr-3">{codeLabel(c)}</td>
                  <td className="py-1 pr-3">{c.project ?? "–"}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{figure(c, c.before, format.hours, words)}</td>
                  <td className="py-1 text-right tabular-nums">{figure(c, c.after, format.hours, words)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {payrollExport ? (
        <div className="flex flex-wrap gap-2">
          <ExportDownloads payrollExport={payrollExport} only="correction" />
        </div>
      ) : null}
    </section>
  );
}
