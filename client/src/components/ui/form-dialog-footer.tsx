import type { ReactNode } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";
import { Button } from "./button";
import { DialogFooter } from "./dialog";
import { SubmitButton } from "./submit-button";

interface FormDialogFooterProps {
  /** Closes the dialog; off while the form is being sent. */
  onCancel: () => void;
  pending: boolean;
  /** Shown on the submit button while pending, e.g. 'Sparar...'. */
  pendingText: string;
  className?: string;
  /** The submit button's content. */
  children: ReactNode;
}

/** A dialog form's 'Avbryt' and its submit button. */
export function FormDialogFooter({ onCancel, pending, pendingText, className, children }: FormDialogFooterProps) {
  const t = useT(shellSv);
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t("shell.cancel")}
      </Button>
      <SubmitButton pending={pending} pendingText={pendingText}>
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}
