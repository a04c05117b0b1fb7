import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";
import { ConfirmDialog } from "./ui/confirm-dialog";

interface DiscardChangesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Kasta ändringarna': leave the form, its changes unsaved. */
  onConfirm: () => void;
}

/** Asked before a form with typed changes is left without sending: the report form's and the expense forms' one question. */
export function DiscardChangesDialog({ open, onOpenChange, onConfirm }: DiscardChangesDialogProps) {
  const t = useT(shellSv);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("shell.discard.title")}
      description={t("shell.discard.text")}
      confirmLabel={t("shell.discard.confirm")}
      onConfirm={onConfirm}
    />
  );
}
