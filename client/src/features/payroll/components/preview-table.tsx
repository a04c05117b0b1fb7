import { TIME_CODES, type TimeCode } from "@shared/domain";
import type { PayrollPreview } from "@shared/types";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { ScrollTable } from "./scroll-table";

/** The codes with hours in the period, in the order of TIME_CODES. */
function usedCodes(preview: PayrollPreview): TimeCode[] {
  return TIME_CODES.filter((code) => preview.workers.some((w) => w.totals[code] !== undefined));
}

const sum = (values: (string | undefined)[]) => values.reduce((total, v) => total + (v ? Number(v) : 0), 0);

/** Verified hours per worker and code, with a total per row and per code: what the file will hold. */
export function PreviewTable({ preview }: { preview: PayrollPreview }) {
  const t = useT(payrollSv);
  const labels = useReportLabels();
  const { hours: formatHours } = useFormat();
  const codes = usedCodes(preview);
  const withHours = preview.workers.filter((w) => codes.some((c) => w.totals[c] !== undefined));
  if (withHours.length === 0) {
    return <p className="p-4 text-sm text-muted-foreground">{t("payroll.preview.none")}</p>;
  }
  return (
    <ScrollTable
      region={t("payroll.preview.region")}
      label={t("payroll.preview.label")}
      columns={[
        { label: t("payroll.preview.worker") },
        { label: t("payroll.preview.employeeNumber") },
        ...codes.map((code) => ({ label: labels.timeCode(code), numeric: true })),
        { label: t("payroll.preview.sum"), numeric: true },
      ]}
      totals={{
        span: 2,
        cells: (
          <>
            {codes.map((code) => (
              <td key={code} className="px-3 py-2 text-right tabular-nums">
                {formatHours(sum(withHours.map((w) => w.totals[code])))}
              </td>
            ))}
            <td className="px-3 py-2 text-right tabular-nums">{formatHours(sum(withHours.flatMap((w) => codes.map((c) => w.totals[c]))))}</td>
          </>
        ),
      }}
    >
      <tbody className="divide-y">
        {withHours.map(({ worker, totals }) => (
          <tr key={worker.id}>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {worker.fullName}
            </th>
            <td className="px-3 py-2 tabular-nums">{worker.employeeNumber ?? <span className="text-destructive">{t("payroll.preview.missing")}</span>}</td>
            {codes.map((code) => (
              <td key={code} className="px-3 py-2 text-right tabular-nums">
                {totals[code] === undefined ? "–" : formatHours(totals[code])}
              </td>
            ))}
            <td className="px-3 py-2 text-right font-bold tabular-nums">{formatHours(sum(codes.map((c) => totals[c])))}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
