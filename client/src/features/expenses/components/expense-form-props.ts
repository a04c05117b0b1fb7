import type { ReactNode } from "react";
import type { Expense } from "@shared/types";
import type { ExpenseDraft, OfflineExpenseSlot } from "../lib/offline-expense";

/** What every expense form takes: the app layer composes them into their pages. */
export interface ExpenseFormProps<E extends Expense> {
  /** The business date; tests pass one, the app gives today in Stockholm. */
  today: string;
  /** A sent expense to change (submitted or sent back); absent for a new one. */
  expense?: E | null;
  /** A queued expense to change (one the server refused): saving puts it back in the queue. */
  draft?: ExpenseDraft | null;
  /** The offline queue: a new expense goes there without coverage (docs/product-rules.md §12). */
  offline?: OfflineExpenseSlot;
  /** Sent, changed or queued. */
  onDone: () => void;
  onCancel: () => void;
  /** Below the fields: 'Ta bort' of a sent one. */
  after?: ReactNode;
}
