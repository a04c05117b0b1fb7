import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { Expense } from "@shared/types";
import { useDeleteExpense } from "@/api/expenses/delete-expense";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { EXPENSE_TEXTS, REMOVE_QUESTION, REMOVED_TOAST } from "../lib/expense-texts";

/** 'Ta bort' of a submitted or sent-back expense (DELETE by its worker withdraws it), after a question. */
export function RemoveExpenseButton({ expense, disabled, onRemoved }: { expense: Expense; disabled?: boolean; onRemoved: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteExpense();
  const confirm = async () => {
    try {
      await remove.mutateAsync(expense.id);
      setAsking(false);
      toast(REMOVED_TOAST);
      onRemoved();
    } catch (error) {
      setAsking(false);
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte ta bort ersättningen") });
    }
  };
  return (
    <>
      <Button variant="outline" className="self-start text-destructive" onClick={() => setAsking(true)} disabled={disabled || remove.isPending}>
        <Trash2 aria-hidden="true" />
        {EXPENSE_TEXTS.remove}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={REMOVE_QUESTION.title}
        description={REMOVE_QUESTION.description}
        confirmLabel={EXPENSE_TEXTS.remove}
        pendingLabel="Tar bort..."
        pending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
