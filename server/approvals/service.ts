import type { ApprovalsQuery } from "../../shared/validation/approvals";
import type { Db } from "../db";
import type { ExpenseWithRefs } from "../expenses";
import type { SessionUser } from "../lib/auth-guards";
import type { JsonText } from "../lib/json-text";
import { expenseFlags, listedExpenses, listedReports } from "./repo";

/** The queue as read: the reports as the API's JSON, the expenses as rows with their flags. */
export interface QueueRows {
  reports: JsonText[];
  expenses: (ExpenseWithRefs & { notInLedger: boolean; changedAfterApproval: boolean })[];
}

/** 'Att godkänna' (docs/product-rules.md §18): what waits for the caller's approval. */
export function createApprovalService(db: Db, timeZone: string) {
  return {
    /**
     * `waiting`: an arbetsledare's waiting reports and expenses of the projects it leads, an
     * admin's of everyone (never its own). `approved` ('Godkända, ej attesterade'): those the
     * caller approved that are not yet attested, which it may still undo.
     */
    async queue(actor: SessionUser, query: ApprovalsQuery): Promise<QueueRows> {
      const [reports, expenses] = await Promise.all([listedReports(db, actor, query, timeZone), listedExpenses(db, actor, query)]);
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
