import { ConfirmDialog } from "./ui/confirm-dialog";

interface DiscardChangesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Kasta ändringarna': leave the form, its changes unsaved. */
  onConfirm: () => void;
}

/** Asked before a form with typed changes is left without sending: the report form's and the expense forms' one question. */
export function DiscardChangesDialog({ open, onOpenChange, onConfirm }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Osparade ändringar"
      description="Vill du kasta ändringarna? Det du har skrivit sparas inte."
      confirmLabel="Kasta ändringarna"
      onConfirm={onConfirm}
    />
  );
}
