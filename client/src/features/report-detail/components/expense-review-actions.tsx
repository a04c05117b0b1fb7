import { Check, Loader2, RotateCcw, Undo2, X } from "lucide-react";
import { useState } from "react";
import type { Expense } from "@shared/types";
import { useRejectExpense } from "@/api/expenses/reject-expense";
import { useReturnExpense } from "@/api/expenses/return-expense";
import { useUnverifyExpense } from "@/api/expenses/unverify-expense";
import { useVerifyExpense } from "@/api/expenses/verify-expense";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useExpenseHeading } from "@/lib/expense-texts";
import { useT } from "@/lib/i18n/runtime";
import reviewSv from "@shared/i18n/catalogs/review/sv";
import { ReasonDialog } from "./reason-dialog";

interface ExpenseReviewActionsProps {
  expense: Expense;
  /** Attested, sent back or its attest undone: the server's new state of the expense. */
  onChanged: (expense: Expense) => void;
  /** Rejected: the expense is gone. */
  onRejected: () => void;
}

type Asking = "return" | "reject" | "unverify" | null;

/**
 * The admin's decisions on one expense, as on a report (docs/product-rules.md §16): a submitted
 * one is attested, sent back or rejected, a verified one's attest undone; each that needs a
 * reason asks for it in the report's reason dialog. Nothing on a locked or returned expense.
 */
export function ExpenseReviewActions({ expense, onChanged, onRejected }: ExpenseReviewActionsProps) {
  const t = useT(reviewSv);
  const expenseHeading = useExpenseHeading();
  const verify = useVerifyExpense();
  const returning = useReturnExpense();
  const unverify = useUnverifyExpense();
  const reject = useRejectExpense();
  const [asking, setAsking] = useState<Asking>(null);
  const busy = verify.isPending || reject.isPending || returning.isPending || unverify.isPending;
  const who = expense.worker.fullName;
  const name = expenseHeading(expense);
  if (expense.lockedForPayroll || expense.status === "draft") return null;

  const attest = async () => {
    try {
      const verified = await verify.mutateAsync(expense.id);
      toast({ title: t("review.expense.attested"), description: t("review.expense.verified") });
      onChanged(verified);
    } catch (error) {
      toast({ variant: "destructive", title: t("review.common.error"), description: errorMessage(error, t("review.expense.verifyFailed")) });
    }
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {expense.status === "submitted" ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setAsking("return")} disabled={busy} aria-label={t("review.expense.sendBackName", { name })}>
            <Undo2 aria-hidden="true" />
            {t("review.common.sendBack")}
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setAsking("reject")} disabled={busy} aria-label={t("review.expense.rejectName", { name })}>
            <X aria-hidden="true" />
            {t("review.common.reject")}
          </Button>
          <Button
            size="sm"
            onClick={() => void attest()}
            disabled={busy}
            aria-busy={verify.isPending || undefined}
            aria-label={t("review.expense.attestName", { name })}
          >
            {verify.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
            {t("review.expense.attest")}
          </Button>
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setAsking("unverify")} disabled={busy} aria-label={t("review.expense.unverifyName", { name })}>
          <RotateCcw aria-hidden="true" />
          {t("review.common.unverify")}
        </Button>
      )}
      <ReasonDialog
        open={asking === "return"}
        onOpenChange={(open) => setAsking(open ? "return" : null)}
        pending={returning.isPending}
        title={t("review.common.sendBack")}
        description={t("review.expense.returnText", { name: who })}
        placeholder={t("review.expense.returnExample")}
        submitLabel={t("review.common.sendBack")}
        pendingText={t("review.common.sending")}
        failureText={t("review.expense.returnFailed")}
        send={(body) => returning.mutateAsync({ id: expense.id, body })}
        sent={{ title: t("review.common.sentBack"), description: t("review.expense.returned") }}
        onSent={onChanged}
      />
      <ReasonDialog
        open={asking === "unverify"}
        onOpenChange={(open) => setAsking(open ? "unverify" : null)}
        pending={unverify.isPending}
        title={t("review.common.unverify")}
        description={t("review.expense.unverifyText", { name: who })}
        placeholder={t("review.expense.unverifyExample")}
        submitLabel={t("review.common.unverify")}
        pendingText={t("review.common.unverifying")}
        failureText={t("review.expense.unverifyFailed")}
        send={(body) => unverify.mutateAsync({ id: expense.id, body })}
        sent={{ title: t("review.common.unverified"), description: t("review.expense.unverified") }}
        onSent={onChanged}
      />
      <ReasonDialog
        open={asking === "reject"}
        onOpenChange={(open) => setAsking(open ? "reject" : null)}
        pending={reject.isPending}
        title={t("review.expense.rejectTitle")}
        description={t("review.expense.rejectText", { name: who })}
        placeholder={t("review.expense.rejectExample")}
        submitLabel={t("review.common.reject")}
        pendingText={t("review.common.rejecting")}
        failureText={t("review.expense.rejectFailed")}
        send={(body) => reject.mutateAsync({ id: expense.id, body })}
        sent={{ title: t("review.common.rejected"), description: t("review.expense.rejected") }}
        onSent={onRejected}
      />
    </div>
  );
}
