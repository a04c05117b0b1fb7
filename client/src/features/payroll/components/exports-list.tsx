import { History, LockOpen } from "lucide-react";
import { useState } from "react";
import type { PayrollExport } from "@shared/types";
import { usePayrollExports } from "@/api/payroll/get-payroll-exports";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { exportContents } from "../lib/export-contents";
import { periodHeading, periodLabel } from "../lib/period";
import { ExportDownloads } from "./export-downloads";
import { ReopenDialog } from "./reopen-dialog";

/** Every period handed to payroll, newest first, with its two files and 'Öppna igen'. */
export function ExportsList() {
  const exports = usePayrollExports();
  const [reopening, setReopening] = useState<PayrollExport | null>(null);

  if (exports.isError) return <PanelError />;
  if (exports.isPending) return <PanelLoading label="Laddar exporter..." />;
  if (exports.data.length === 0) return <PanelEmpty icon={<History />} title="Inga exporter ännu" text="Exporterade löneperioder visas här." framed={false} />;
  return (
    <>
      <ul className="divide-y" aria-label="Exporterade löneperioder">
        {exports.data.map((e) => (
          <li key={e.id} className="flex flex-col gap-2 px-4 py-3 lg:flex-row lg:items-center lg:gap-4" aria-label={periodLabel(e)}>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {periodHeading(e)}
                {e.reopenedAt ? <Badge variant="muted">Öppnad igen</Badge> : <Badge variant="success">Låst</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {e.startDate} – {e.endDate} · {exportContents(e).join(" · ")} · av {e.createdBy?.fullName ?? "okänd"} {formatDateTime(e.createdAt)}
              </p>
              {e.reopenedAt ? (
                <p className="text-sm text-muted-foreground">
                  Öppnad igen {formatDateTime(e.reopenedAt)} av {e.reopenedBy?.fullName ?? "okänd"}: {e.reopenReason}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <ExportDownloads payrollExport={e} />
              {e.reopenedAt ? null : (
                <Button size="sm" variant="ghost" onClick={() => setReopening(e)} aria-label={`Öppna igen ${periodLabel(e)}`}>
                  <LockOpen aria-hidden="true" />
                  Öppna igen
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
