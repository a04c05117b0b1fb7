import { Send } from "lucide-react";
import { useState } from "react";
import type { PayPeriod } from "@shared/validation/payroll";
import { useCreatePayrollExport, warningsConflict } from "@/api/payroll/create-payroll-export";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
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

/** 'Perioden har 3 varningar (se ovan). Exportera ändå?' */
function warningsQuestion(n: number): string {
  return `Perioden har ${n === 1 ? "1 varning" : `${n} varningar`} (se ovan). Exportera ändå?`;
}

/**
 * 'Exportera till lön': asks first, since the period locks, and names the period's warnings
 * when it has any; shows the server's sentence on a 409.
 */
export function ExportButton({ period, blocked, warnings, onWarningsRefused }: ExportButtonProps) {
  const [asking, setAsking] = useState(false);
  const create = useCreatePayrollExport();
  const label = periodLabel(period);

  const onConfirm = async () => {
    onWarningsRefused(null);
    try {
      // Only warnings the admin was shown are acknowledged; without any the server checks as before.
      const created = await create.mutateAsync(warnings > 0 ? { ...period, acknowledgeWarnings: true } : period);
      toast({
        title: "Exporterad till lön",
        description: `${label}: ${exportContents(created).join(", ")}. Perioden är låst.`,
      });
    } catch (error) {
      // New warnings since the preview: the card keeps the sentence beside the refreshed list.
      const conflict = warningsConflict(error);
      if (conflict) onWarningsRefused(conflict.message);
      else toast({ variant: "destructive", title: "Exporten stoppades", description: errorMessage(error, "Kunde inte exportera perioden") });
    } finally {
      setAsking(false);
    }
  };

  const locks = `Perioden ${label} (${period.startDate} – ${period.endDate}) låses: inga rapporter i den kan sedan skapas, ändras eller attesteras.`;
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
        description={warnings > 0 ? `${locks} ${warningsQuestion(warnings)}` : `${locks} Vill du exportera?`}
        confirmLabel="Exportera och lås"
        pendingLabel="Exporterar..."
        pending={create.isPending}
        variant="default"
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
