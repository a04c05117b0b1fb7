import { Loader2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";
import { Button, type ButtonVariant } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Är du säker på att du vill arkivera detta projekt?'. */
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  pending?: boolean;
  variant?: ButtonVariant;
  onConfirm: () => void;
  /** Where focus goes on closing (see useReturnFocus); by default what had it on opening. */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}

/**
 * A question before an action that cannot be undone. A dialog rather than window.confirm:
 * it matches the app, reads well on a phone and can be tested.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  variant = "destructive",
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const t = useT(shellSv);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-md" role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t("shell.cancel")}
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
