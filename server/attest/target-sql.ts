import { and, eq, gte, inArray, isNotNull, isNull, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ReportStatus } from "../../shared/domain";
import type { AttestTarget } from "./workflow";

/** The columns of a table the workflow's rows live in that a target and a step's condition name them by. */
export interface AttestColumns {
  id: AnyColumn;
  date: AnyColumn;
  workerId: AnyColumn;
  projectId: AnyColumn;
  status: AnyColumn;
  approvedAt: AnyColumn;
}

/** The state a step finds a row in: its status, and maybe its approval (docs/product-rules.md §18). */
export interface AttestState {
  status: ReportStatus;
  approval?: "approved" | "unapproved";
}

/** The WHERE of the rows a target names: one id, or a bulk decision's ids, period, project and worker, within `within`. */
export function attestTargetSql(columns: AttestColumns, target: AttestTarget): SQL | undefined {
  if ("id" in target) return eq(columns.id, target.id);
  return and(
    target.ids && target.ids.length > 0 ? inArray(columns.id, target.ids) : undefined,
    target.startDate ? gte(columns.date, target.startDate) : undefined,
    target.endDate ? lte(columns.date, target.endDate) : undefined,
    target.workerId ? eq(columns.workerId, target.workerId) : undefined,
    target.projectId ? eq(columns.projectId, target.projectId) : undefined,
    target.within,
  );
}

/** The WHERE of the rows a target names that are in `state`. */
export function attestRowsSql(columns: AttestColumns, target: AttestTarget, state: AttestState): SQL | undefined {
  return and(
    attestTargetSql(columns, target),
    eq(columns.status, state.status),
    state.approval === "approved" ? isNotNull(columns.approvedAt) : state.approval === "unapproved" ? isNull(columns.approvedAt) : undefined,
  );
}

/** What a decision writes of the approval besides `approvedBy`: approved now, or not at all. */
export interface ApprovalWrite {
  approvedBy?: string | null;
}

/**
 * The SET of a decision: `values`, `updated_at` now, and with an `approvedBy` the approval's
 * time: now when an approver is written, none when it is cleared.
 */
export function attestSet<T extends ApprovalWrite>(values: T): Record<string, unknown> {
  const set: Record<string, unknown> = { ...(values as Record<string, unknown>), updatedAt: sql`now()` };
  if (values.approvedBy !== undefined) set.approvedAt = values.approvedBy === null ? null : sql`now()`;
  return set;
}
