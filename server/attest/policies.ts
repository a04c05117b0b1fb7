import { and, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { UserRole } from "../../shared/domain";
import { projectLeaders } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { requireRole, requireStaff, type SessionUser } from "../lib/auth-guards";
import { forbidden, problem } from "../lib/errors";
import { projectLeaderIds } from "../projects";
import type { StepTaker } from "./steps";
import type { AttestColumns } from "./target-sql";

/**
 * Who may decide on what a worker sent (docs/product-rules.md §2, §6, §16, §18), reports and
 * expenses alike. Attest, undo an attest and reject: an admin (payroll). Approve, undo an
 * approval and send back: an arbetsledare of the row's project, or an admin; a row without a
 * project, or of a project without arbetsledare, only an admin. Nobody approves their own.
 */
const ATTESTERS: readonly UserRole[] = ["admin"];

export const mayAttest = (actor: SessionUser): boolean => ATTESTERS.includes(actor.role);

/** The route guard of attest, undo attest and reject: 401 without a session, 403 for anyone who may not attest. */
export const requireAttester = requireRole(...ATTESTERS);

/**
 * The route guard of approve, undo an approval, send back and the queue: workers and admins
 * (never a customer); whether a worker leads the row's project the service asks `assertMayApprove`.
 */
export const requireApprover = requireStaff;

/** The guard of a step's endpoint. */
export const stepGuard = (by: StepTaker) => (by === "attester" ? requireAttester : requireApprover);

/** What the rule reads of a row: whose it is and its project. */
interface ApprovedRow {
  workerId: string;
  projectId: string | null;
}

/**
 * Whether `actor` may approve, undo the approval of, or send back `row`, given its project's
 * arbetsledare `leaderIds`: 403 'Du kan inte godkänna dina egna rapporter' for its own worker,
 * 403 for a worker who does not lead the project; an admin may any other.
 */
export function assertMayApproveRow(actor: SessionUser, row: ApprovedRow, leaderIds: readonly string[]): void {
  if (row.workerId === actor.id) throw forbidden(problem("approval.own-report"));
  if (actor.role === "admin") return;
  if (actor.role !== "worker" || row.projectId === null || !leaderIds.includes(actor.id)) throw forbidden();
}

/** `assertMayApproveRow` with the project's arbetsledare read. */
export async function assertMayApprove(db: DbOrTx, actor: SessionUser, row: ApprovedRow): Promise<void> {
  if (actor.role === "admin" && row.workerId !== actor.id) return;
  assertMayApproveRow(actor, row, actor.role === "admin" ? [] : await projectLeaderIds(db, row.projectId));
}

/** `assertMayApprove` of every row of a bulk approval, each project's arbetsledare read once. */
export async function assertMayApproveAll(db: DbOrTx, actor: SessionUser, rows: readonly ApprovedRow[]): Promise<void> {
  const leaders = new Map<string | null, string[]>();
  for (const row of rows) {
    if (actor.role === "admin" && row.workerId !== actor.id) continue;
    if (actor.role !== "admin" && !leaders.has(row.projectId)) leaders.set(row.projectId, await projectLeaderIds(db, row.projectId));
    assertMayApproveRow(actor, row, leaders.get(row.projectId) ?? []);
  }
}

/** Whether `actor` may take `step` on `row`: the attester's steps need no more than the route's guard. */
export async function assertMayTake(db: DbOrTx, by: StepTaker, actor: SessionUser, row: ApprovedRow): Promise<void> {
  if (by === "attester") {
    if (!mayAttest(actor)) throw forbidden();
    return;
  }
  await assertMayApprove(db, actor, row);
}

/** The projects `userId` leads, as SQL for an IN. */
export const ledProjectsSql = (userId: string): SQL =>
  sql`(SELECT ${projectLeaders.projectId} FROM ${projectLeaders} WHERE ${projectLeaders.userId} = ${userId})`;

/**
 * The rows `actor` may approve, as SQL over a table's `columns` (the queue and a bulk approval by
 * period): an admin, every row but its own; a worker, the rows of the projects it leads but its own.
 */
export function approvableSql(actor: SessionUser, columns: Pick<AttestColumns, "workerId" | "projectId">): SQL | undefined {
  const notOwn = ne(columns.workerId, actor.id);
  if (actor.role === "admin") return notOwn;
  return and(notOwn, inArray(columns.projectId, ledProjectsSql(actor.id)));
}

/**
 * Whether `actor` may read what an approver reads of a row of project `projectId` (a report's
 * history, to see what changed after an approval): an admin, or an arbetsledare of the project.
 */
export async function mayApproveIn(db: DbOrTx, actor: SessionUser, projectId: string | null): Promise<boolean> {
  if (actor.role === "admin") return true;
  return actor.role === "worker" && (await projectLeaderIds(db, projectId)).includes(actor.id);
}
