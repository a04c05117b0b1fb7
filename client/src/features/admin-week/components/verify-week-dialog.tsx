import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { VerifyTarget } from "../hooks/use-verify-week";
import { toVerifyText } from "../lib/verify-texts";

interface VerifyWeekDialogProps {
  target: VerifyTarget | null;
  weekNumber: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question before 'Attestera vecka', naming how many reports and expenses it attests. */
export function VerifyWeekDialog({ target, weekNumber, pending, onCancel, onConfirm }: VerifyWeekDialogProps) {
  const who = target?.workerName ? `för ${target.workerName}` : "för alla arbetare";
  const count = toVerifyText(target?.count ?? 0, target?.expenses ?? 0, target?.estimated);
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Attestera vecka ${weekNumber}`}
      description={`${count} ${who} i vecka ${weekNumber} attesteras och kan sedan inte ändras. Vill du fortsätta?`}
      confirmLabel={`Attestera ${count}`}
      pendingLabel="Attesterar..."
      pending={pending}
      variant="default"
      onConfirm={onConfirm}
    />
  );
}
