import type { TimeReportRow } from "../../shared/schema";
import { DAY_HOURS_MAX } from "../../shared/validation/constants";
import { MSG, swedishNumber } from "../../shared/validation/messages";
import { PROJECT_MSG } from "../../shared/validation/projects";
import { TIME_REPORT_MSG, type TimeReportBody, type TimeReportFilters } from "../../shared/validation/time-reports";
import type { Db, Tx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { badRequest, conflict, fieldError, forbidden, notFound } from "../lib/errors";
import { mayReportOnProject, projectStatus } from "../projects/service";
import { assertOwnedUploads } from "../uploads/service";
import {
  dayTotal,
  deleteSubmitted,
  findReportForUpdate,
  findReportWithRefs,
  insertReport,
  listReports,
  lockWorkerDay,
  reportExists,
  updateReportRow,
  verifySubmitted,
  type TimeReportWithRefs,
} from "./repo";

/** The rules every saved report must meet, checked inside the writing transaction. */
async function checkReport(tx: Tx, workerId: string, body: TimeReportBody, actor: SessionUser, existing?: TimeReportRow): Promise<void> {
  const status = await projectStatus(tx, body.projectId);
  if (!status) throw fieldError("projectId", MSG.projectRequired);
  // A report may keep the project it already has, even after that project was closed.
  if (status !== "active" && body.projectId !== existing?.projectId) throw fieldError("projectId", TIME_REPORT_MSG.projectNotActive);
  // Assignments bind new choices only: an edit keeps the project the report already has.
  if (body.projectId !== existing?.projectId && !(await mayReportOnProject(tx, body.projectId, workerId))) {
    throw fieldError("projectId", PROJECT_MSG.notAssigned);
  }

  await lockWorkerDay(tx, workerId, body.date);
  const others = await dayTotal(tx, workerId, body.date, existing?.id);
  if (others + Number(body.hours) > DAY_HOURS_MAX) {
    const left = Math.max(0, DAY_HOURS_MAX - others);
    throw badRequest(TIME_REPORT_MSG.dayTotal, {
      hours: `${TIME_REPORT_MSG.dayTotal} (${swedishNumber(left)} timmar kvar den dagen)`,
    });
  }
  await assertOwnedUploads(tx, actor.id, body.imageUrls, existing?.imageUrls ?? [], "imageUrls");
  await assertOwnedUploads(tx, actor.id, body.receiptImageUrls, existing?.receiptImageUrls ?? [], "receiptImageUrls");
}

export function createTimeReportService(db: Db) {
  async function withRefs(id: string): Promise<TimeReportWithRefs> {
    const report = await findReportWithRefs(db, id);
    if (!report) throw notFound();
    return report;
  }

  return {
    /** Workers see only their own reports; asking for another worker's is a 403. */
    async list(actor: SessionUser, filters: TimeReportFilters, page: { limit: number; offset: number }) {
      if (actor.role !== "admin") {
        if (filters.workerId && filters.workerId !== actor.id) throw forbidden();
        filters = { ...filters, workerId: actor.id };
      }
      return listReports(db, filters, page);
    },

    async get(actor: SessionUser, id: string): Promise<TimeReportWithRefs> {
      const report = await findReportWithRefs(db, id);
      if (!report || (actor.role !== "admin" && report.workerId !== actor.id)) throw notFound();
      return report;
    },

    async create(actor: SessionUser, body: TimeReportBody): Promise<TimeReportWithRefs> {
      if (actor.role !== "worker") throw forbidden(TIME_REPORT_MSG.adminsDoNotReport);
      const id = await db.transaction(async (tx) => {
        await checkReport(tx, actor.id, body, actor);
        const row = await insertReport(tx, { ...body, workerId: actor.id, status: "submitted", isVerified: false });
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "time_report", entityId: row.id, after: row });
        return row.id;
      });
      return withRefs(id);
    },

    /** A worker changes its own unverified reports; an admin any unverified report. */
    async update(actor: SessionUser, id: string, body: TimeReportBody): Promise<TimeReportWithRefs> {
      await db.transaction(async (tx) => {
        const before = await findReportForUpdate(tx, id);
        if (!before || (actor.role !== "admin" && before.workerId !== actor.id)) throw notFound();
        if (before.status === "verified") throw conflict(TIME_REPORT_MSG.verifiedLocked);
        await checkReport(tx, before.workerId, body, actor, before);
        const after = await updateReportRow(tx, id, body);
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "time_report", entityId: id, before, after });
      });
      return withRefs(id);
    },

    async verify(actor: SessionUser, id: string): Promise<TimeReportWithRefs> {
      await db.transaction(async (tx) => {
        const after = await verifySubmitted(tx, id);
        if (!after) {
          if (await reportExists(tx, id)) throw conflict(TIME_REPORT_MSG.onlySubmittedVerify);
          throw notFound();
        }
        await writeAudit(tx, {
          userId: actor.id,
          action: "verify",
          entityType: "time_report",
          entityId: id,
          before: { ...after, status: "submitted", isVerified: false },
          after,
        });
      });
      return withRefs(id);
    },

    /** Rejecting deletes a submitted report; its last state stays in the audit trail. */
    async reject(actor: SessionUser, id: string): Promise<string> {
      await db.transaction(async (tx) => {
        const before = await deleteSubmitted(tx, id);
        if (!before) {
          if (await reportExists(tx, id)) throw conflict(TIME_REPORT_MSG.onlySubmittedReject);
          throw notFound();
        }
        await writeAudit(tx, { userId: actor.id, action: "reject", entityType: "time_report", entityId: id, before });
      });
      return id;
    },
  };
}
export type TimeReportService = ReturnType<typeof createTimeReportService>;
