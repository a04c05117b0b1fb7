import { useState, type ComponentProps } from "react";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { Expense } from "@shared/types";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { sumOre } from "@/lib/expense-texts";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { ExpenseCard } from "./expense-card";
import { ExpenseReviewActions } from "./expense-review-actions";

export interface ExpenseDialogProps {
  /** What to show: a day's expenses from the week grid, or one from 'Alla rapporter'. */
  expenses: readonly Expense[];
  /** Whose and when, under the title: 'Erik Andersson, tisdag 17 november 2026'. */
  context: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the app returns it to what opened the dialog). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}

/** An expense the server changed (its new state) or removed (null), by id. */
type Changes = Readonly<Record<string, Expense | null>>;

/**
 * 'Ersättningar': the expenses the admin opened, each with what it pays and its pay lines,
 * and 'Attestera', 'Skicka tillbaka', 'Neka' or 'Ångra attest' (docs/product-rules.md §16).
 * A decision shows the server's answer at once; the data module refreshes the screens behind.
 * When the last one shown is rejected the dialog closes.
 */
export function ExpenseDialog({ expenses, context, open, onOpenChange, onCloseAutoFocus }: ExpenseDialogProps) {
  const t = useT(expensesSv);
  const format = useFormat();
  const [changes, setChanges] = useState<Changes>({});
  const [openedWith, setOpenedWith] = useState(expenses);
  if (openedWith !== expenses) {
    setOpenedWith(expenses);
    setChanges({});
  }
  const shown = expenses.map((e) => (e.id in changes ? changes[e.id] : e)).filter((e): e is Expense => e !== null);
  const change = (id: string, next: Expense | null) => {
    const after = { ...changes, [id]: next };
    setChanges(after);
    if (expenses.every((e) => after[e.id] === null)) onOpenChange(false);
  };
  return (
    <Dialog open={open && expenses.length > 0} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("expenses.dialog.title")}</DialogTitle>
          <DialogDescription>
            {context}
            {shown.length > 1
              ? ` · ${t("expenses.dialog.summary", { count: shown.length, n: format.count(shown.length), amount: format.kronor(sumOre(shown)) })}`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3" aria-label={t("expenses.dialog.title")}>
          {shown.map((expense) => (
            <ExpenseCard
              key={expense.id}
              expense={expense}
              actions={<ExpenseReviewActions expense={expense} onChanged={(next) => change(expense.id, next)} onRejected={() => change(expense.id, null)} />}
            />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
