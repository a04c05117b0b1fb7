import type { ApprovalsQuery } from "../../shared/validation/approvals";
import type { Db } from "../db";
import type { ExpenseWithRefs } from "../expenses";
import type { SessionUser } from "../lib/auth-guards";
import type { JsonText } from "../lib/json-text";
import { expenseFlags, waitingExpenses, waitingReports } from "./repo";

/** The queue as read: the reports as the API's JSON, the expenses as rows with their flags. */
export interface QueueRows {
  reports: JsonText[];
  expenses: (ExpenseWithRefs & { notInLedger: boolean; changedAfterApproval: boolean })[];
}

/** 'Att godkänna' (docs/product-rules.md §18): what waits for the caller's approval. */
export function createApprovalService(db: Db, timeZone: string) {
  return {
    /** An arbetsledare's: the waiting reports and expenses of the projects it leads; an admin's: all of them (never its own). */
    async queue(actor: SessionUser, query: ApprovalsQuery): Promise<QueueRows> {
      const [reports, expenses] = await Promise.all([waitingReports(db, actor, query, timeZone), waitingExpenses(db, actor, query)]);
      const flags = await expenseFlags(
        db,
        expenses.map((e) => e.id),
        timeZone,
      );
      return {
        reports,
        expenses: expenses.map((e) => ({ ...e, ...(flags.get(e.id) ?? { notInLedger: false, changedAfterApproval: false }) })),
      };
    },
  };
}
export type ApprovalService = ReturnType<typeof createApprovalService>;
