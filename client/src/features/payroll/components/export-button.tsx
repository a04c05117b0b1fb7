import { Send } from "lucide-react";
import { useState } from "react";
import type { PayPeriod } from "@shared/validation/payroll";
import { useCreatePayrollExport } from "@/api/payroll/create-payroll-export";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatHours } from "@shared/domain";
import { periodLabel } from "../lib/period";

interface ExportButtonProps {
  period: PayPeriod;
  /** Something on screen blocks it; the server would answer 409 anyway. */
  blocked: boolean;
}

/** 'Exportera till lön': asks first, since the period locks; shows the server's sentence on a 409. */
export function ExportButton({ period, blocked }: ExportButtonProps) {
  const [asking, setAsking] = useState(false);
  const create = useCreatePayrollExport();
  const label = periodLabel(period);

  const onConfirm = async () => {
    try {
      const created = await create.mutateAsync(period);
      toast({
        title: "Exporterad till lön",
        description: `${label}: ${created.reportCount} rapporter, ${formatHours(created.totalHours)} h. Perioden är låst.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: "Exporten stoppades", description: errorMessage(error, "Kunde inte exportera perioden") });
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={blocked || create.isPending}>
        <Send aria-hidden="true" />
        Exportera till lön
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Exportera till lön"
        description={`Perioden ${label} (${period.startDate} – ${period.endDate}) låses: inga rapporter i den kan sedan skapas, ändras eller attesteras. Vill du exportera?`}
        confirmLabel="Exportera och lås"
        pendingLabel="Exporterar..."
        pending={create.isPending}
        variant="default"
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
