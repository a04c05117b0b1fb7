import { reportState } from "@shared/domain";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import type { Expense } from "@shared/types";
import { useExpense } from "@/api/expenses/get-expenses";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { ExpenseDetail } from "./expense-detail";
import { MilForm } from "./mil-form";
import type { RenderReceiptUploader } from "./receipt-section";
import { RemoveExpenseButton } from "./remove-expense-button";
import { TraktForm } from "./trakt-form";
import { UtlaggForm } from "./utlagg-form";

/** The worker changes a submitted or sent-back expense, outside a locked pay period (docs/product-rules.md §16). */
const canChange = (expense: Expense) => {
  const state = reportState(expense);
  return state !== "verified" && state !== "locked";
};

interface OpenExpenseProps {
  id: string;
  today: string;
  renderUploader: RenderReceiptUploader;
  /** Changed or removed: back to the list. */
  onDone: () => void;
  onCancel: () => void;
}

/** One of the worker's expenses, tapped in 'Mina ersättningar': its form to change or remove it, or, attested or locked, what it was. */
export function OpenExpense({ id, today, renderUploader, onDone, onCancel }: OpenExpenseProps) {
  const t = useT(expensesSv);
  const ts = useT(shellSv);
  const { data: expense, isPending, error, refetch } = useExpense(id);
  if (isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t("expenses.open.loading")}
      </p>
    );
  }
  if (!expense) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm font-medium text-destructive">{errorMessage(error, t("expenses.open.failed"))}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {ts("shell.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!canChange(expense)) return <ExpenseDetail expense={expense} />;
  const props = { today, onDone, onCancel, after: <RemoveExpenseButton expense={expense} onRemoved={onDone} /> };
  // Keyed by the expense: a newer answer behind the list's starts the form again from it.
  if (expense.kind === "utlagg") return <UtlaggForm key={expense.updatedAt} expense={expense} renderUploader={renderUploader} {...props} />;
  if (expense.kind === "mil") return <MilForm key={expense.updatedAt} expense={expense} {...props} />;
  return <TraktForm key={expense.updatedAt} expense={expense} {...props} />;
}
