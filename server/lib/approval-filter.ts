import { and, eq, isNotNull, isNull, type Column, type SQL } from "drizzle-orm";
import type { ApprovalFilter } from "../../shared/validation/approvals";

/**
 * The lists' filter by the arbetsledare's approval (docs/product-rules.md §18), for reports and
 * expenses alike: `approved` has an approval (attested or not); `waiting` is written as the
 * partial index `*_awaiting_approval_idx` is, so that the planner can use it.
 */
export function approvalCondition(filter: ApprovalFilter | undefined, table: { status: Column; approvedAt: Column }): SQL | undefined {
  if (filter === "approved") return isNotNull(table.approvedAt);
  if (filter === "waiting") return and(eq(table.status, "submitted"), isNull(table.approvedAt));
  return undefined;
}
