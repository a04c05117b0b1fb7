import { REPORT_EXACT_COUNT_MAX } from "../../shared/validation/constants";
import { storedBreakMinutes } from "../../shared/validation/clock-times";
import { type Pagination, type TimeReportBody, type TimeReportFilters } from "../../shared/validation/time-reports";
import type { JsonText } from "../lib/json-text";
import type { Db } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { badRequest, conflict, notFound, problem } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../auth";
import { assertDatesUnlocked, assertNewDateUnlocked } from "../payroll";
import { auditHistory, createAttestWorkflow } from "../attest";
import { reportAttestStore } from "./attest-store";
import { createDaySplitActions } from "./day-split-service";
import { withRefs } from "./read-back";
import { assertMayReadHistory, assertMayReport, isOwnReport, mayReachReport, mayReadReport, reportListWorker, savedState } from "./policies";
import { checkReport } from "./report-checks";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { rejectedReportsOf } from "./history-repo";
import {
  countReportsUpTo,
  estimateReports,
  findReportForUpdate,
  findLatestWorkReport,
  findReportIdByClientId,
  findReportWithRefs,
  insertReport,
  deleteInStatus,
  listAllReports,
  listReportPage,
  reportWhere,
  lockClientId,
  updateReportRow,
  type TimeReportWithRefs,
} from "./repo";

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
  /** Mails the worker when a report is sent back, or rejected with a reason; without it no mail is sent. */
  mailer?: Mailer;
  logger?: Logger;
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
      filters = { ...filters, workerId: reportListWorker(actor, filters.workerId) };
      if (page.cursor && page.offset > 0) throw badRequest(problem("invalid-input"));
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

    /** The caller's own most recent work report, for 'Kopiera senaste'; null when there is none. */
    async latestWork(actor: SessionUser): Promise<TimeReportWithRefs | null> {
      return (await findLatestWorkReport(db, actor.id)) ?? null;
    },

    async get(actor: SessionUser, id: string): Promise<TimeReportWithRefs> {
      const report = await findReportWithRefs(db, id);
      if (!report || !(await mayReadReport(db, actor, report))) throw notFound();
      return report;
    },

    /**
     * A new report; with a `clientId` already used by this worker, the report made with it
     * (`created: false`): a queued report sent again after a lost answer is never doubled.
     */
    async create(actor: SessionUser, body: TimeReportBody, clientId?: string): Promise<{ report: TimeReportWithRefs; created: boolean }> {
      assertMayReport(actor);
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
     * A worker changes its own unverified reports; an admin any unverified report. The answer
     * is what this transaction saved; a reject that came first makes it a 404 (the row is gone).
     */
    async update(actor: SessionUser, id: string, body: TimeReportBody): Promise<TimeReportWithRefs> {
      return db.transaction(async (tx) => {
        const before = await findReportForUpdate(tx, id);
        if (!before || !mayReachReport(actor, before)) throw notFound();
        // Both days: a report may neither leave nor enter a locked pay period. A locked report
        // answers as every other action on it does; one moved into a period is told which.
        await assertDatesUnlocked(tx, [before.date]);
        await assertNewDateUnlocked(tx, body.date);
        if (before.status === "verified") throw conflict(problem("report.verified-locked"));
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
        if (!report || !isOwnReport(actor, report)) throw notFound();
        await assertDatesUnlocked(tx, [report.date]);
        const before = await deleteInStatus(tx, id, "submitted");
        if (!before) throw conflict(problem("report.only-submitted-withdraw"));
        await writeAudit(tx, { userId: actor.id, action: "withdraw", entityType: "time_report", entityId: id, before });
      });
      return id;
    },

    /**
     * Who created, changed, approved, verified, returned or rejected a report, and when; newest
     * first. An admin's, and an arbetsledare's of the report's project (403 for anyone else).
     */
    async history(actor: SessionUser, id: string) {
      await assertMayReadHistory(db, actor, await findReportWithRefs(db, id));
      return auditHistory(db, "time_report", id);
    },

    /** 'Nekade rapporter': the actor's own reports rejected in the last 30 days (docs/product-rules.md §6). */
    rejected: (actor: SessionUser) => rejectedReportsOf(db, actor.id),

    /** The admin's decisions: attest one or many, undo an attest, send back (`take`), reject (server/attest). */
    ...createAttestWorkflow(db, reportAttestStore(deps.mailer), deps.logger),

    ...createDaySplitActions(db),
  };
}
export type TimeReportService = ReturnType<typeof createTimeReportService>;
export type RejectedReportRow = Awaited<ReturnType<TimeReportService["rejected"]>>[number];
