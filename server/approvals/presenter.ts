import type { ApprovalQueue } from "../../shared/types";
import { presentExpense } from "../expenses";
import { jsonArray, type JsonText } from "../lib/json-text";
import type { QueueRows } from "./service";

/**
 * GET /api/approvals as JSON text (`ApprovalQueue`): the reports as PostgreSQL made them (each a
 * `TimeReport` with the queue's flags), the expenses as `presentExpense` shows them with theirs.
 */
export function presentApprovalQueue(rows: QueueRows): JsonText {
  const expenses: ApprovalQueue["expenses"] = rows.expenses.map((e) => ({
    ...presentExpense(e),
    notInLedger: e.notInLedger,
    changedAfterApproval: e.changedAfterApproval,
  }));
  return `{"reports":${jsonArray(rows.reports)},"expenses":${JSON.stringify(expenses)}}` as JsonText;
}
