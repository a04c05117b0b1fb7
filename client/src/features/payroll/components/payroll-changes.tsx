import { todayIn } from "@shared/dates";
import { formatDate, formatHours, PAY_CODE_INFO, TIME_CODE_LABELS, type PayCode, type TimeCode } from "@shared/domain";
import type { PayrollChange, PayrollChanges, PayrollExport } from "@shared/types";
import { payLineAmount } from "@/lib/pay-line-text";
import { ExportDownloads } from "./export-downloads";

/** Hours as '7,5 h'; kronor as the preview writes a pay line, a meal reduction negative. */
function figure(change: PayrollChange, value: string): string {
  if (change.kind === "hours") return `${formatHours(value)}\u00a0h`;
  return payLineAmount({ code: change.code as PayCode, amount: value });
}

const codeLabel = (change: PayrollChange) =>
  change.kind === "hours" ? TIME_CODE_LABELS[change.code as TimeCode] : PAY_CODE_INFO[change.code as PayCode].label;

/**
 * The lines of a reopened period that differ from its previous export (docs/product-rules.md §10,
 * "Changes"): before the admin exports again, what the export will change; once exported, what it
 * changed, with the rättelse file. Says which file the payroll office should import. Nothing for a
 * period never exported before.
 */
export function PayrollChangesList({ changes, payrollExport }: { changes: PayrollChanges; payrollExport: PayrollExport | null }) {
  if (!changes.previousExport) return null;
  const since = formatDate(todayIn(undefined, new Date(changes.previousExport.createdAt)), "day-month-year");
  const heading = payrollExport ? `Ändringar mot exporten ${since}` : `Ändringar sedan exporten ${since}`;
  return (
    <section aria-label={heading} className="flex flex-col gap-2 rounded-md border px-3 py-2 text-sm">
      <h4 className="font-semibold">{heading}</h4>
      {payrollExport ? (
        <p>
          Har lönesystemet redan läst in filen från {since}? Importera då rättelsefilen – den innehåller bara ändringarna nedan. Har den inte lästs in,
          importera hela PAXml-filen i stället.
        </p>
      ) : (
        <p>
          Perioden exporterades {since} och har öppnats igen. Så här ändras lönen när du exporterar igen. Har lönesystemet redan läst in den förra filen,
          importera sedan rättelsefilen, som bara innehåller ändringarna. Annars importerar du hela filen.
        </p>
      )}
      {changes.changes.length === 0 ? (
        <p className="text-muted-foreground">Inga ändringar mot exporten {since}.</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-label="Ändrade rader" tabIndex={0}>
          <table className="w-full min-w-max" aria-label={heading}>
            <thead className="text-left text-xs font-semibold text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Arbetare
                </th>
                <th scope="col" className="py-1 pr-3">
                  Datum
                </th>
                <th scope="col" className="py-1 pr-3">
                  Kod
                </th>
                <th scope="col" className="py-1 pr-3">
                  Projekt
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Före
                </th>
                <th scope="col" className="py-1 text-right">
                  Efter
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.changes.map((c) => (
                <tr key={`${c.worker.id}|${c.worker.employeeNumber}|${c.kind}|${c.code}|${c.date}|${c.project}|${c.before}`} className="border-t">
                  <td className="py-1 pr-3">{c.worker.fullName}</td>
                  <td className="py-1 pr-3 tabular-nums">{formatDate(c.date, "day-month-short")}</td>
                  <td className="py-1 pr-3">{codeLabel(c)}</td>
                  <td className="py-1 pr-3">{c.project ?? "–"}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{figure(c, c.before)}</td>
                  <td className="py-1 text-right tabular-nums">{figure(c, c.after)}</td>
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
