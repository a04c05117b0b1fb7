import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { VerifyTarget } from "../hooks/use-verify-week";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useWeekTexts } from "../hooks/use-week-texts";

interface VerifyWeekDialogProps {
  target: VerifyTarget | null;
  weekNumber: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question before 'Attestera vecka', naming how many reports and expenses it attests. */
export function VerifyWeekDialog({ target, weekNumber, pending, onCancel, onConfirm }: VerifyWeekDialogProps) {
  const t = useT(adminWeekSv);
  const texts = useWeekTexts();
  const what = texts.toVerify(target?.count ?? 0, target?.expenses ?? 0, target?.estimated);
  const name = target?.workerName;
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t("adminWeek.verify.title", { week: weekNumber })}
      description={name ? t("adminWeek.verify.question", { what, name, week: weekNumber }) : t("adminWeek.verify.questionAll", { what, week: weekNumber })}
      confirmLabel={t("adminWeek.verify.confirm", { what })}
      pendingLabel={t("adminWeek.verify.pending")}
      pending={pending}
      variant="default"
      onConfirm={onConfirm}
    />
  );
}
