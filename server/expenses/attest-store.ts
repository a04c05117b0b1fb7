import { problem } from "../lib/errors";
import type { ReportStatus } from "../../shared/domain";
import type { ExpenseRow } from "../../shared/schema";
import type { AttestStore } from "../attest";
import type { Mailer } from "../auth";
import { readBack } from "./read-back";
import { expenses } from "../../shared/schema";
import { countInStatus, deleteExpenseIn, findExpenseForUpdate, findExpensesForUpdate, linesOfExpense, updateInStatus, type ExpenseWithRefs } from "./repo";

/** An expense's place in the attest workflow (server/attest), as a report's (docs/product-rules.md §16). */
export function expenseAttestStore(mailer?: Mailer): AttestStore<ExpenseRow, ExpenseWithRefs> {
  return {
    entity: "expense",
    noun: "expense",
    columns: expenses,
    statusColumns: (status: ReportStatus) => ({ status }),
    findForUpdate: findExpenseForUpdate,
    findManyForUpdate: findExpensesForUpdate,
    updateInStatus,
    countInStatus,
    deleteInStatus: (tx, id, from) => deleteExpenseIn(tx, id, [from]),
    // A rejected expense's audit row keeps its pay lines, which go with it.
    keptWithRemoved: async (tx, id) => ({ lines: await linesOfExpense(tx, id) }),
    readBack,
    refusals: {
      approve: problem("approval.expense-not-approvable"),
      unapprove: problem("approval.expense-not-unapprovable"),
      verify: problem("expense.only-submitted-verify"),
      unverify: problem("expense.only-verified-unverify"),
      return: problem("expense.only-submitted-return"),
      reject: problem("expense.only-submitted-reject"),
    },
    mail: mailer
      ? (decision, expense, reason) => {
          const to = { email: expense.worker.email, fullName: expense.worker.fullName, locale: expense.worker.locale };
          const what = { kind: expense.kind, date: expense.date, reason };
          return decision === "returned" ? mailer.sendExpenseReturned(to, what) : mailer.sendExpenseRejected(to, what);
        }
      : undefined,
  };
}
