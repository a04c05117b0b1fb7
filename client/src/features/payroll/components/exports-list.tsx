import { History, LockOpen } from "lucide-react";
import { useState } from "react";
import type { PayrollExport } from "@shared/types";
import { usePayrollExports } from "@/api/payroll/get-payroll-exports";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { exportContents } from "../lib/export-contents";
import { periodHeading, periodLabel } from "../lib/period";
import { ExportDownloads } from "./export-downloads";
import { ReopenDialog } from "./reopen-dialog";

/** Every period handed to payroll, newest first, with its two files and 'Öppna igen'. */
export function ExportsList() {
  const t = useT(payrollSv);
  const format = useFormat();
  const exports = usePayrollExports();
  const [reopening, setReopening] = useState<PayrollExport | null>(null);

  if (exports.isError) return <PanelError />;
  if (exports.isPending) return <PanelLoading label={t("payroll.exports.loading")} />;
  if (exports.data.length === 0)
    return <PanelEmpty icon={<History />} title={t("payroll.exports.empty")} text={t("payroll.exports.emptyText")} framed={false} />;
  return (
    <>
      <ul className="divide-y" aria-label={t("payroll.exports.label")}>
        {exports.data.map((e) => (
          <li key={e.id} className="flex flex-col gap-2 px-4 py-3 lg:flex-row lg:items-center lg:gap-4" aria-label={periodLabel(e, format)}>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {periodHeading(e, format)}
                {e.reopenedAt ? <Badge variant="muted">{t("payroll.exports.reopened")}</Badge> : <Badge variant="success">{t("payroll.exports.locked")}</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {e.startDate} – {e.endDate} · {exportContents(e, t, format).join(" · ")} ·{" "}
                {t("payroll.exports.by", { name: e.createdBy?.fullName ?? t("payroll.exports.unknown"), time: format.dateTime(e.createdAt) })}
              </p>
              {e.reopenedAt ? (
                <p className="text-sm text-muted-foreground">
                  {t("payroll.exports.reopenedBy", {
                    time: format.dateTime(e.reopenedAt),
                    name: e.reopenedBy?.fullName ?? t("payroll.exports.unknown"),
                    reason: e.reopenReason ?? "",
                  })}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <ExportDownloads payrollExport={e} />
              {e.reopenedAt ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setReopening(e)}
                  aria-label={t("payroll.exports.reopenLabel", { period: periodLabel(e, format) })}
                >
                  <LockOpen aria-hidden="true" />
                  {t("payroll.exports.reopen")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ReopenDialog payrollExport={reopening} onClose={() => setReopening(null)} />
    </>
  );
}
