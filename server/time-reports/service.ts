import type { TimeReportRow } from "../../shared/schema";
import { DAY_HOURS_MAX, REPORT_EXACT_COUNT_MAX } from "../../shared/validation/constants";
import { daySplit, splitClockTimes, swedishNumber, timeCodeKind, type DaySplit } from "../../shared/domain";
import { spanMinutes } from "../../shared/dates";
import { MSG } from "../../shared/validation/messages";
import { PROJECT_MSG } from "../../shared/validation/projects";
import { storedBreakMinutes } from "../../shared/validation/clock-times";
import { TIME_REPORT_MSG, type Pagination, type SplitReportExtras, type TimeReportBody, type TimeReportFilters } from "../../shared/validation/time-reports";
import type { JsonText } from "../lib/json-text";
import type { Db, DbOrTx, Tx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { badRequest, conflict, fieldError, forbidden, notFound } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../auth";
import { assertDatesUnlocked, assertNewDateUnlocked, currentPayrollSettings } from "../payroll";
import { findProjectStatus, isOpenToWorker } from "../projects";
import { assertOwnedUploads } from "../uploads";
import { createVerifyActions } from "./verify-service";
import { decodeCursor, encodeCursor } from "./cursor";
import { rejectedReportsOf, reportHistory } from "./history-repo";
import {
  countReportsUpTo,
  dayOrdinaryHours,
  dayTotal,
  estimateReports,
  findReportForUpdate,
  findReportIdByClientId,
  findReportWithRefs,
  insertReport,
  deleteSubmitted,
  listAllReports,
  listReportPage,
  reportWhere,
  lockClientId,
  lockWorkerDay,
  updateReportRow,
  type TimeReportWithRefs,
} from "./repo";

/**
 * The project rules (exists, active, assigned) bind work codes only: absence has no project.
 * The shared schema already refuses a project on absence and a missing one on work; this is
 * the server's own guard for a body that did not come through it.
 */
async function checkProject(tx: Tx, workerId: string, body: TimeReportBody, existing?: TimeReportRow): Promise<void> {
  if (timeCodeKind(body.timeCode) === "absence") {
    if (body.projectId !== null) throw fieldError("projectId", TIME_REPORT_MSG.absenceWithProject);
    return;
  }
  if (body.projectId === null) throw fieldError("projectId", MSG.projectRequired);
  const status = await findProjectStatus(tx, body.projectId);
  if (!status) throw fieldError("projectId", MSG.projectRequired);
  // A report may keep the project it already has, even after that project was closed.
  const keepsProject = body.projectId === existing?.projectId;
  if (status !== "active" && !keepsProject) throw fieldError("projectId", TIME_REPORT_MSG.projectNotActive);
  // Assignments bind new choices only: an edit keeps the project the report already has.
  if (!keepsProject && !(await isOpenToWorker(tx, body.projectId, workerId))) {
    throw fieldError("projectId", PROJECT_MSG.notAssigned);
  }
}

/** The rules every saved report must meet, checked inside the writing transaction. */
async function checkReport(tx: Tx, workerId: string, body: TimeReportBody, actor: SessionUser, existing?: TimeReportRow): Promise<void> {
  await checkProject(tx, workerId, body, existing);

  // The day total counts every code: a sick day and worked hours share the same 24 hours.
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

/**
 * 'Dela upp' (docs/product-rules.md §4): the two bodies a long day of 'Arbetad tid' becomes, the
 * norm's share as `ARB` (null when the day's earlier reports already fill the norm) and the rest
 * as `ÖT1`. Photos and receipts stay on the first report filed; the overtime report has none.
 * Refuses a body that is not `ARB` and a day that stays within the norm. Runs inside the
 * writing transaction, after the (worker, date) lock, so the earlier hours cannot change.
 */
async function splitBodies(
  tx: Tx,
  workerId: string,
  body: TimeReportBody,
  timeZone: string,
  excludeId?: string,
): Promise<{ ordinary: TimeReportBody | null; overtime: TimeReportBody }> {
  if (body.timeCode !== "ARB") throw fieldError("timeCode", TIME_REPORT_MSG.splitOnlyOrdinary);
  const { dailyNormHours } = await currentPayrollSettings(tx);
  const split: DaySplit | null = daySplit(await dayOrdinaryHours(tx, workerId, body.date, excludeId), Number(body.hours), dailyNormHours);
  if (!split) throw badRequest(TIME_REPORT_MSG.splitWithinNorm(dailyNormHours));
  const times = splitClockTimes(body, split);
  const part = (timeCode: "ARB" | "ÖT1", hours: number, clock: typeof times.ordinary, first: boolean): TimeReportBody => ({
    ...body,
    timeCode,
    hours: hours.toFixed(2),
    ...clock,
    ...(first ? {} : { imageUrls: [], receiptImageUrls: [], receiptsConfirmed: false }),
  });
  const ordinary = split.ordinaryHours > 0 ? part("ARB", split.ordinaryHours, times.ordinary, true) : null;
  const overtime = part("ÖT1", split.overtimeHours, times.overtime, ordinary === null);
  // The split is wall-clock arithmetic; over a clock change it would not match the hours really worked (§5).
  for (const b of [ordinary, overtime]) {
    if (b?.startTime && b.endTime && spanMinutes(b.date, b.startTime, b.endTime, timeZone) - (b.breakMinutes ?? 0) !== Math.round(Number(b.hours) * 60)) {
      throw fieldError("hours", TIME_REPORT_MSG.splitOverClockChange);
    }
  }
  return { ordinary, overtime };
}

/** A page of the report list with the cursor of the next page and the (maybe estimated) total. */
export interface ReportListPage {
  /** The reports as the API's JSON, made by the database. */
  rows: JsonText[];
  /** `X-Next-Cursor`: null on the last page. */
  nextCursor: string | null;
  total: number;
  /** The total is the planner's estimate: more than REPORT_EXACT_COUNT_MAX reports match. */
  estimated: boolean;
}

export interface TimeReportServiceDeps {
  /** Mails the worker when a report is sent back; without it no mail is sent. */
  mailer?: Mailer;
  logger?: Logger;
}

/**
 * What a report becomes when saved: a worker's save sends it (again) to the admin, so a report
 * that was sent back is `submitted` with its reason cleared; an admin's correction keeps the
 * status and the reason (docs/product-rules.md §6).
 */
function savedState(actor: SessionUser, before: TimeReportRow): Pick<TimeReportRow, "status" | "returnReason"> {
  if (actor.role === "admin") return { status: before.status, returnReason: before.returnReason };
  return { status: "submitted", returnReason: null };
}

/**
 * The answer of a write: the report with its refs, read with the writing transaction's own
 * handle before it commits, so that it is what this transaction wrote. Read after the commit, a
 * reject that came in between would turn a saved edit into a 404.
 */
async function withRefs(db: DbOrTx, id: string): Promise<TimeReportWithRefs> {
  const report = await findReportWithRefs(db, id);
  if (!report) throw notFound();
  return report;
}

/** Several reports as this transaction wrote them, in the order given (one query at a time on its connection). */
async function readBack(tx: DbOrTx, ids: string[]): Promise<TimeReportWithRefs[]> {
  const reports: TimeReportWithRefs[] = [];
  for (const id of ids) reports.push(await withRefs(tx, id));
  return reports;
}

export function createTimeReportService(db: Db, deps: TimeReportServiceDeps = {}) {
  return {
    /**
     * One page of the list. Workers see only their own reports; asking for another worker's is
     * a 403. A page is found by `cursor` (the `nextCursor` of the page before) or by `offset`,
     * never both. The total is exact up to REPORT_EXACT_COUNT_MAX matches, above it the
     * planner's estimate (`estimated`), so that no page counts the whole table.
     */
    async list(actor: SessionUser, filters: TimeReportFilters, page: Pagination): Promise<ReportListPage> {
      if (actor.role !== "admin") {
        if (filters.workerId && filters.workerId !== actor.id) throw forbidden();
        filters = { ...filters, workerId: actor.id };
      }
      if (page.cursor && page.offset > 0) throw badRequest(MSG.invalidInput);
      if (filters.returned) {
        // Reports sent back must not hide on a later page: all of them (docs/product-rules.md §6).
        const rows = await listAllReports(db, await reportWhere(db, filters));
        return { rows, nextCursor: null, total: rows.length, estimated: false };
      }
      const after = page.cursor ? decodeCursor(page.cursor) : undefined;
      const where = await reportWhere(db, filters);
      const { rows, next, matching } = await listReportPage(db, where, { limit: page.limit, offset: page.offset, after }, REPORT_EXACT_COUNT_MAX);
      const nextCursor = next ? encodeCursor(next) : null;
      // An empty page (past the end) brought no count along.
      const counted = matching ?? (await countReportsUpTo(db, where, REPORT_EXACT_COUNT_MAX));
      if (counted <= REPORT_EXACT_COUNT_MAX) return { rows, nextCursor, total: counted, estimated: false };
      const estimate = await estimateReports(db, where);
      return { rows, nextCursor, total: Math.max(estimate, REPORT_EXACT_COUNT_MAX + 1), estimated: true };
    },

    async get(actor: SessionUser, id: string): Promise<TimeReportWithRefs> {
      const report = await findReportWithRefs(db, id);
      if (!report || (actor.role !== "admin" && report.workerId !== actor.id)) throw notFound();
      return report;
    },

    /**
     * A new report; with a `clientId` already used by this worker, the report made with it
     * (`created: false`): a queued report sent again after a lost answer is never doubled.
     */
    async create(actor: SessionUser, body: TimeReportBody, clientId?: string): Promise<{ report: TimeReportWithRefs; created: boolean }> {
      if (actor.role !== "worker") throw forbidden(TIME_REPORT_MSG.adminsDoNotReport);
      return db.transaction(async (tx) => {
        if (clientId) {
          await lockClientId(tx, actor.id, clientId);
          const existing = await findReportIdByClientId(tx, actor.id, clientId);
          if (existing) return { report: await withRefs(tx, existing), created: false };
        }
        await assertNewDateUnlocked(tx, body.date);
        await checkReport(tx, actor.id, body, actor);
        const row = await insertReport(tx, {
          ...body,
          breakMinutes: storedBreakMinutes(body),
          clientId: clientId ?? null,
          workerId: actor.id,
          status: "submitted",
          isVerified: false,
        });
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "time_report", entityId: row.id, after: row });
        return { report: await withRefs(tx, row.id), created: true };
      });
    },

    /**
     * 'Dela upp' of a new report (docs/product-rules.md §4): the day's 'Arbetad tid' up to the daily
     * norm as `ARB`, the rest as `ÖT1`, both or neither in one transaction; the ordinary report
     * first. With a `clientId` already used by this worker, the reports made with it and
     * `overtimeClientId` (`created: false`). Workers only, as every new report.
     */
    async split(
      actor: SessionUser,
      body: TimeReportBody,
      extras: SplitReportExtras,
      timeZone: string,
    ): Promise<{ reports: TimeReportWithRefs[]; created: boolean }> {
      if (actor.role !== "worker") throw forbidden(TIME_REPORT_MSG.adminsDoNotReport);
      return db.transaction(async (tx) => {
        const clientIds = [extras.clientId, extras.overtimeClientId].filter((c): c is string => c !== undefined);
        if (clientIds.length > 0) {
          await lockClientId(tx, actor.id, clientIds[0]);
          const known: string[] = [];
          for (const clientId of clientIds) {
            const id = await findReportIdByClientId(tx, actor.id, clientId);
            if (id) known.push(id);
          }
          if (known.length > 0) return { reports: await readBack(tx, known), created: false };
        }
        await assertNewDateUnlocked(tx, body.date);
        // The whole day as sent: its project, its uploads and the day's 24 hours (the parts sum to it).
        await checkReport(tx, actor.id, body, actor);
        const { ordinary, overtime } = await splitBodies(tx, actor.id, body, timeZone);
        const ids: string[] = [];
        for (const [part, clientId] of [
          [ordinary, extras.clientId],
          [overtime, extras.overtimeClientId],
        ] as const) {
          if (!part) continue;
          const row = await insertReport(tx, {
            ...part,
            breakMinutes: storedBreakMinutes(part),
            clientId: clientId ?? null,
            workerId: actor.id,
            status: "submitted",
            isVerified: false,
          });
          await writeAudit(tx, { userId: actor.id, action: "create", entityType: "time_report", entityId: row.id, after: row });
          ids.push(row.id);
        }
        return { reports: await readBack(tx, ids), created: true };
      });
    },

    /**
     * 'Dela upp' of an edit that makes the day long (docs/product-rules.md §4): the edited report keeps
     * the norm's share as `ARB` (or becomes the `ÖT1` report when the day's other reports fill the
     * norm) and a new `ÖT1` report takes the rest, in one transaction. The worker's own reports only.
     */
    async updateSplit(actor: SessionUser, id: string, body: TimeReportBody, timeZone: string): Promise<TimeReportWithRefs[]> {
      return db.transaction(async (tx) => {
        const before = await findReportForUpdate(tx, id);
        if (!before || before.workerId !== actor.id) throw notFound();
        await assertDatesUnlocked(tx, [before.date]);
        await assertNewDateUnlocked(tx, body.date);
        if (before.status === "verified") throw conflict(TIME_REPORT_MSG.verifiedLocked);
        await checkReport(tx, before.workerId, body, actor, before);
        const { ordinary, overtime } = await splitBodies(tx, before.workerId, body, timeZone, id);
        const kept = ordinary ?? overtime;
        const after = await updateReportRow(tx, id, { ...kept, breakMinutes: storedBreakMinutes(kept), ...savedState(actor, before) });
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "time_report", entityId: id, before, after });
        if (ordinary === null) return readBack(tx, [id]);
        const row = await insertReport(tx, {
          ...overtime,
          breakMinutes: storedBreakMinutes(overtime),
          clientId: null,
          workerId: before.workerId,
          status: "submitted",
          isVerified: false,
        });
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "time_report", entityId: row.id, after: row });
        return readBack(tx, [id, row.id]);
      });
    },

    /**
     * A worker changes its own unverified reports; an admin any unverified report. The answer
     * is what this transaction saved; a reject that came first makes it a 404 (the row is gone).
     */
    async update(actor: SessionUser, id: string, body: TimeReportBody): Promise<TimeReportWithRefs> {
      return db.transaction(async (tx) => {
        const before = await findReportForUpdate(tx, id);
        if (!before || (actor.role !== "admin" && before.workerId !== actor.id)) throw notFound();
        // Both days: a report may neither leave nor enter a locked pay period. A locked report
        // answers as every other action on it does; one moved into a period is told which.
        await assertDatesUnlocked(tx, [before.date]);
        await assertNewDateUnlocked(tx, body.date);
        if (before.status === "verified") throw conflict(TIME_REPORT_MSG.verifiedLocked);
        await checkReport(tx, before.workerId, body, actor, before);
        const after = await updateReportRow(tx, id, { ...body, breakMinutes: storedBreakMinutes(body), ...savedState(actor, before) });
        if (!after) throw notFound();
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "time_report", entityId: id, before, after });
        return withRefs(tx, id);
      });
    },

    /**
     * A worker takes back its own submitted report: removed as a reject removes it, its last
     * state kept in the audit log (docs/product-rules.md §6). Another's report is a 404, for an
     * admin too: an admin removes a worker's report by rejecting it.
     */
    async withdraw(actor: SessionUser, id: string): Promise<string> {
      await db.transaction(async (tx) => {
        const report = await findReportForUpdate(tx, id);
        if (!report || report.workerId !== actor.id) throw notFound();
        await assertDatesUnlocked(tx, [report.date]);
        const before = await deleteSubmitted(tx, id);
        if (!before) throw conflict(TIME_REPORT_MSG.onlySubmittedWithdraw);
        await writeAudit(tx, { userId: actor.id, action: "withdraw", entityType: "time_report", entityId: id, before });
      });
      return id;
    },

    /** Who created, changed, verified, returned or rejected a report, and when; newest first (admins only). */
    history: (id: string) => reportHistory(db, id),

    /** 'Nekade rapporter': the actor's own reports rejected in the last 30 days (docs/product-rules.md §6). */
    rejected: (actor: SessionUser) => rejectedReportsOf(db, actor.id),

    ...createVerifyActions(db, { ...deps, withRefs }),
  };
}
export type TimeReportService = ReturnType<typeof createTimeReportService>;
export type ReportHistoryRow = Awaited<ReturnType<TimeReportService["history"]>>[number];
export type RejectedReportRow = Awaited<ReturnType<TimeReportService["rejected"]>>[number];
