import { Trash2 } from "lucide-react";
import { useState } from "react";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import type { Expense } from "@shared/types";
import { useDeleteExpense } from "@/api/expenses/delete-expense";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";

/** 'Ta bort' of a submitted or sent-back expense (DELETE by its worker withdraws it), after a question. */
export function RemoveExpenseButton({ expense, disabled, onRemoved }: { expense: Expense; disabled?: boolean; onRemoved: () => void }) {
  const t = useT(expensesSv);
  const ts = useT(shellSv);
  const [asking, setAsking] = useState(false);
  const remove = useDeleteExpense();
  const confirm = async () => {
    try {
      await remove.mutateAsync(expense.id);
      setAsking(false);
      toast({ title: t("expenses.toast.removed"), description: t("expenses.toast.removedText") });
      onRemoved();
    } catch (error) {
      setAsking(false);
      toast({ variant: "destructive", title: ts("shell.error"), description: errorMessage(error, t("expenses.remove.failed")) });
    }
  };
  return (
    <>
      <Button variant="outline" className="self-start text-destructive" onClick={() => setAsking(true)} disabled={disabled || remove.isPending}>
        <Trash2 aria-hidden="true" />
        {t("expenses.remove")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("expenses.remove.question")}
        description={t("expenses.remove.questionText")}
        confirmLabel={t("expenses.remove")}
        pendingLabel={t("expenses.remove.pending")}
        pending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
