/** The arbetsledare's queue, 'Att godkänna' (docs/product-rules.md §18). */
import type { Expense } from "./expenses";
import type { TimeReport } from "./reports";

/** What every item of the queue adds to its report or expense. */
interface Waiting {
  /**
   * 'Ej i personalliggaren' (docs/product-rules.md §15): the worker has no ledger entry that day
   * on the site of the project (for a report, only for time worked on the site).
   */
  notInLedger: boolean;
  /**
   * 'Ändrad efter godkännande': the last approval decision on it was undone by a change of the
   * worker's (its history, GET /api/time-reports/{id}/history or /api/expenses/{id}/history,
   * shows what changed). Always false in the approved list.
   */
  changedAfterApproval: boolean;
}

export type ApprovalQueueReport = TimeReport & Waiting;
export type ApprovalQueueExpense = Expense & Waiting;

/**
 * GET /api/approvals?state=&startDate=&endDate=, oldest day first: `waiting` (the default), the
 * submitted ones not approved that the caller may approve; `approved`, the submitted ones the
 * caller approved and may still undo ('Godkända, ej attesterade').
 */
export interface ApprovalQueue {
  reports: ApprovalQueueReport[];
  expenses: ApprovalQueueExpense[];
}
