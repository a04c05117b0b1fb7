import { Send } from "lucide-react";
import { useCallback, useId, useState, type FormEvent, type ReactNode } from "react";
import type { ExpenseKind } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import reportSv from "@shared/i18n/catalogs/report/sv";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { DiscardChangesDialog } from "@/components/discard-changes-dialog";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useT } from "@/lib/i18n/runtime";
import { useLeaveGuard } from "@/lib/leave-guard";

interface ExpenseFormFrameProps {
  kind: ExpenseKind;
  /** A sent expense is being changed. */
  editing: boolean;
  /** Why an admin sent it back: said first, above every field. */
  returnReason?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** 'Avbryt', after asking when something was changed. */
  onCancel: () => void;
  /** Something was typed or changed since the form opened: 'Avbryt' asks before throwing it away. */
  dirty?: boolean;
  pending: boolean;
  /** The send button's words when they are not the kind's own (a trip that pays nothing). */
  submitLabel?: string;
  submitDisabled?: boolean;
  /** The date lies in a locked pay period: nothing is sent, not even by Enter in the date field. */
  locked?: boolean;
  /** Below the fields, above the pinned buttons: 'Ta bort' of a sent one. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The page of one expense form on a phone (docs/decisions/2026-11-26-report-form-on-a-phone.md):
 * a heading, the fields in one column, and 'Avbryt' and the send button pinned to the bottom
 * where the thumb is; on a wider screen the buttons follow the fields. 'Avbryt' and the page's
 * way back ask before throwing typed changes away, as the report form does.
 */
export function ExpenseFormFrame({
  kind,
  editing,
  returnReason,
  onSubmit,
  onCancel,
  dirty = false,
  pending,
  submitLabel,
  submitDisabled,
  locked = false,
  after,
  children,
}: ExpenseFormFrameProps) {
  const t = useT(expensesSv);
  const tr = useT(reportSv);
  const ts = useT(shellSv);
  const titleId = useId();
  // The way out the worker took, held while the question is asked: 'Avbryt' or the page's link back.
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const ask = useCallback((leave: () => void) => setAsking(() => leave), []);
  useLeaveGuard(dirty && !pending ? ask : null);
  // The disabled button already stops a click; this stops Enter in the date field as well.
  const submit = (event: FormEvent<HTMLFormElement>) => (locked ? event.preventDefault() : onSubmit(event));
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-extrabold tracking-tight">
          {t(editing ? `expenses.edit.${kind}` : `expenses.new.${kind}`)}
        </h1>
        {returnReason ? (
          <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive" role="note">
            {tr("report.form.returned", { reason: returnReason })}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t(`expenses.intro.${kind}`)}</p>
        )}
      </div>
      {children}
      {after}
      <div className="sticky bottom-0 z-20 -mx-3 flex gap-2 border-t bg-card/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <Button variant="outline" size="lg" onClick={() => (dirty ? ask(onCancel) : onCancel())} disabled={pending}>
          {ts("shell.cancel")}
        </Button>
        <SubmitButton
          size="lg"
          pending={pending}
          pendingText={t("expenses.form.sending")}
          disabled={submitDisabled || locked}
          className="min-w-0 flex-1 text-center leading-tight !whitespace-normal sm:flex-none"
        >
          {/* A trip that pays nothing is not sent: its words say so, with no arrow. */}
          {submitLabel ? null : <Send aria-hidden="true" />}
          {submitLabel ?? t(`expenses.send.${kind}`)}
        </SubmitButton>
      </div>
      <DiscardChangesDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)} onConfirm={() => asking?.()} />
    </form>
  );
}
