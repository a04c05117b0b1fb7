import { Send } from "lucide-react";
import { useState } from "react";
import type { PayPeriod } from "@shared/validation/payroll";
import { useCreatePayrollExport, warningsConflict } from "@/api/payroll/create-payroll-export";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { exportContents } from "../lib/export-contents";
import { periodLabel } from "../lib/period";

interface ExportButtonProps {
  period: PayPeriod;
  /** Something on screen blocks it (or the period has not ended); the server would answer 409 anyway. */
  blocked: boolean;
  /** How many warnings the preview shows: the question names them and the export acknowledges them. */
  warnings: number;
  /**
   * The server refused for warnings the preview did not show (they changed meanwhile): its
   * sentence, kept on screen by the card; null when a new attempt starts.
   */
  onWarningsRefused: (message: string | null) => void;
}

/**
 * 'Exportera till lön': asks first, since the period locks, and names the period's warnings
 * when it has any; shows the server's sentence on a 409.
 */
export function ExportButton({ period, blocked, warnings, onWarningsRefused }: ExportButtonProps) {
  const t = useT(payrollSv);
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  const create = useCreatePayrollExport();
  const label = periodLabel(period, format);

  const onConfirm = async () => {
    onWarningsRefused(null);
    try {
      // Only warnings the admin was shown are acknowledged; without any the server checks as before.
      const created = await create.mutateAsync(warnings > 0 ? { ...period, acknowledgeWarnings: true } : period);
      toast({
        title: t("payroll.export.done"),
        description: t("payroll.export.doneText", { label, contents: exportContents(created, t, format).join(", ") }),
      });
    } catch (error) {
      // New warnings since the preview: the card keeps the sentence beside the refreshed list.
      const conflict = warningsConflict(error);
      if (conflict) onWarningsRefused(conflict.message);
      else toast({ variant: "destructive", title: t("payroll.export.stopped"), description: errorMessage(error, t("payroll.export.failed")) });
    } finally {
      setAsking(false);
    }
  };

  const locks = t("payroll.export.locks", { label, startDate: period.startDate, endDate: period.endDate });
  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={blocked || create.isPending}>
        <Send aria-hidden="true" />
        {t("payroll.export.button")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("payroll.export.button")}
        description={`${locks} ${warnings > 0 ? t("payroll.export.warnings", { count: warnings }) : t("payroll.export.ask")}`}
        confirmLabel={t("payroll.export.confirm")}
        pendingLabel={t("payroll.export.pending")}
        pending={create.isPending}
        variant="default"
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
