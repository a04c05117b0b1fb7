/**
 * Who may do what with time reports (docs/product-rules.md §2, §6): the one place the module's
 * routes and services ask. The admin's decisions (attest, undo, send back, reject) are the attest
 * workflow's, and so is who may take them (server/attest/policies.ts).
 */
import type { TimeReportRow } from "../../shared/schema";
import { mayApproveIn } from "../attest";
import type { DbOrTx } from "../db";
import { isSelfOrAdmin, listedWorker, requireStaff, type SessionUser } from "../lib/auth-guards";
import { forbidden, problem } from "../lib/errors";

/** Every report endpoint: workers and admins, never a customer. */
export const requireReportUser = requireStaff;

/** A report's history (who did what, and when): an admin's, and an arbetsledare's of the report's project (`assertMayReadHistory`). */
export const requireHistoryReader = requireStaff;

/**
 * Whether `actor` may read a report's history: an admin, or an arbetsledare of its project, who
 * sees there what changed after its approval (docs/product-rules.md §18). Anyone else: 403.
 */
export async function assertMayReadHistory(db: DbOrTx, actor: SessionUser, report: Pick<TimeReportRow, "projectId"> | undefined): Promise<void> {
  if (actor.role === "admin") return;
  if (!report || !(await mayApproveIn(db, actor, report.projectId))) throw forbidden();
}

/** Only a worker reports time; an admin files no report of its own (403). */
export function assertMayReport(actor: SessionUser): void {
  if (actor.role !== "worker") throw forbidden(problem("report.admins-do-not-report"));
}

/** Whose reports a list shows: a worker's own (asking for another's is a 403); an admin's `workerId`, or everyone's. */
export const reportListWorker = listedWorker;

/**
 * Whether `actor` may read a report, or change it while it is not attested: its own worker, or
 * an admin. Anyone else is answered 404, as if there were none.
 */
export const mayReachReport = (actor: SessionUser, report: Pick<TimeReportRow, "workerId">): boolean => isSelfOrAdmin(actor, report.workerId);

/**
 * Whether `actor` may read one report (GET /api/time-reports/{id}): whoever may reach it, and an
 * arbetsledare of its project, who approves it (docs/product-rules.md §18). Anyone else: 404.
 */
export async function mayReadReport(db: DbOrTx, actor: SessionUser, report: Pick<TimeReportRow, "workerId" | "projectId">): Promise<boolean> {
  return mayReachReport(actor, report) || (report.projectId !== null && (await mayApproveIn(db, actor, report.projectId)));
}

/**
 * Whether `actor` may take back its report, or split it in an edit: its own worker only; an
 * admin removes a worker's report by rejecting it (404 otherwise).
 */
export const isOwnReport = (actor: SessionUser, report: Pick<TimeReportRow, "workerId">): boolean => report.workerId === actor.id;

/**
 * What a report becomes when saved: a worker's save sends it (again) to the admin, so a report
 * that was sent back is `submitted` with its reason cleared; an admin's correction keeps the
 * status and the reason (docs/product-rules.md §6). Either clears the approval: what the
 * arbetsledare approved is no longer what the report says (docs/product-rules.md §18).
 */
export function savedState(actor: SessionUser, before: TimeReportRow): Pick<TimeReportRow, "status" | "returnReason" | "approvedAt" | "approvedBy"> {
  const notApproved = { approvedAt: null, approvedBy: null };
  if (actor.role === "admin") return { status: before.status, returnReason: before.returnReason, ...notApproved };
  return { status: "submitted", returnReason: null, ...notApproved };
}
