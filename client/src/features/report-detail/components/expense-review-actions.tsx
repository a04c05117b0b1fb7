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
import { EXPENSE_REVIEW_TEXTS as TEXTS, expenseHeading } from "@/lib/expense-texts";
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
      toast({ title: "Attesterad", description: TEXTS.verified });
      onChanged(verified);
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, TEXTS.verifyFailed) });
    }
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {expense.status === "submitted" ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setAsking("return")} disabled={busy} aria-label={`Skicka tillbaka ${name}`}>
            <Undo2 aria-hidden="true" />
            Skicka tillbaka
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setAsking("reject")} disabled={busy} aria-label={`Neka ${name}`}>
            <X aria-hidden="true" />
            Neka
          </Button>
          <Button size="sm" onClick={() => void attest()} disabled={busy} aria-busy={verify.isPending || undefined} aria-label={`Attestera ${name}`}>
            {verify.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
            Attestera
          </Button>
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setAsking("unverify")} disabled={busy} aria-label={`Ångra attest ${name}`}>
          <RotateCcw aria-hidden="true" />
          Ångra attest
        </Button>
      )}
      <ReasonDialog
        open={asking === "return"}
        onOpenChange={(open) => setAsking(open ? "return" : null)}
        pending={returning.isPending}
        title="Skicka tillbaka"
        description={`Ersättningen går tillbaka till ${who}, som ser anledningen, rättar och skickar den igen.`}
        placeholder="T.ex. Kvittot går inte att läsa, ta en ny bild."
        submitLabel="Skicka tillbaka"
        pendingText="Skickar..."
        failureText={TEXTS.returnFailed}
        send={(body) => returning.mutateAsync({ id: expense.id, body })}
        sent={{ title: "Skickad tillbaka", description: TEXTS.returned }}
        onSent={onChanged}
      />
      <ReasonDialog
        open={asking === "unverify"}
        onOpenChange={(open) => setAsking(open ? "unverify" : null)}
        pending={unverify.isPending}
        title="Ångra attest"
        description={`Ersättningen från ${who} blir inskickad igen, så att den kan rättas. Anledningen sparas i historiken.`}
        placeholder="T.ex. Fel antal kilometer, det ska vara 86."
        submitLabel="Ångra attest"
        pendingText="Ångrar..."
        failureText={TEXTS.unverifyFailed}
        send={(body) => unverify.mutateAsync({ id: expense.id, body })}
        sent={{ title: "Attest ångrad", description: TEXTS.unverified }}
        onSent={onChanged}
      />
      <ReasonDialog
        open={asking === "reject"}
        onOpenChange={(open) => setAsking(open ? "reject" : null)}
        pending={reject.isPending}
        title="Neka ersättning"
        description={`Är du säker på att du vill neka och ta bort denna ersättning? ${who} får se anledningen.`}
        placeholder="T.ex. Privat inköp, betalas inte av företaget."
        submitLabel="Neka"
        pendingText="Nekar..."
        failureText={TEXTS.rejectFailed}
        send={(body) => reject.mutateAsync({ id: expense.id, body })}
        sent={{ title: "Nekad", description: TEXTS.rejected }}
        onSent={onRejected}
      />
    </div>
  );
}
