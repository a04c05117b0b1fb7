import type { TimeReportRow } from "../../shared/schema";
import type { BulkVerifyInput } from "../../shared/validation/report-decisions";
import { TIME_REPORT_MSG } from "../../shared/validation/time-reports";
import type { Db, DbOrTx, Tx } from "../db";
import type { Mailer } from "../auth";
import { writeAudit, writeAudits } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, notFound } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { assertDatesUnlocked } from "../payroll";
import {
  deleteSubmitted,
  findReportForUpdate,
  findReportWithRefs,
  updateReportRow,
  verifyAllSubmitted,
  verifySubmitted,
  type TimeReportWithRefs,
} from "./repo";

interface VerifyDeps {
  mailer?: Mailer;
  logger?: Logger;
  /** The report with its refs, read with the writing transaction's handle: the answer is what it wrote. */
  withRefs(db: DbOrTx, id: string): Promise<TimeReportWithRefs>;
}

/** The report, row-locked, after the pay-period check of its date; 404 when it does not exist. */
async function lockedReport(tx: Tx, id: string): Promise<TimeReportRow> {
  const report = await findReportForUpdate(tx, id);
  if (!report) throw notFound();
  await assertDatesUnlocked(tx, [report.date]);
  return report;
}

/** Bulk verify may touch any number of days: the lock is checked on the days it verified. */
const distinctDates = (rows: TimeReportRow[]) => [...new Set(rows.map((r) => r.date))];

/** The admin's decisions on submitted reports: verify (one or many), reject, return; and undoing a verify. */
export function createVerifyActions(db: Db, deps: VerifyDeps) {
  function mailReturned(report: TimeReportWithRefs, reason: string): void {
    if (!deps.mailer) return;
    // After the commit and not awaited: a mail that fails is logged, the report stays returned.
    deps.mailer.sendReportReturned({ email: report.worker.email, fullName: report.worker.fullName }, { date: report.date, reason }).catch((error: unknown) => {
      deps.logger?.error("report returned mail failed", { error: error instanceof Error ? error.message : String(error) });
    });
  }

  function mailRejected(report: TimeReportWithRefs, reason: string): void {
    if (!deps.mailer) return;
    const project = report.project ? `${report.project.projectNumber} ${report.project.title}` : null;
    deps.mailer
      .sendReportRejected({ email: report.worker.email, fullName: report.worker.fullName }, { date: report.date, hours: report.hours, project, reason })
      .catch((error: unknown) => {
        deps.logger?.error("report rejected mail failed", { error: error instanceof Error ? error.message : String(error) });
      });
  }

  return {
    async verify(actor: SessionUser, id: string): Promise<TimeReportWithRefs> {
      return db.transaction(async (tx) => {
        await lockedReport(tx, id);
        const after = await verifySubmitted(tx, id);
        if (!after) throw conflict(TIME_REPORT_MSG.onlySubmittedVerify);
        await writeAudit(tx, {
          userId: actor.id,
          action: "verify",
          entityType: "time_report",
          entityId: id,
          before: { ...after, status: "submitted", isVerified: false },
          after,
        });
        return deps.withRefs(tx, id);
      });
    },

    /** Verifies every submitted report named by ids or by a period; answers how many. */
    async verifyMany(actor: SessionUser, target: BulkVerifyInput): Promise<number> {
      return db.transaction(async (tx) => {
        const verified = await verifyAllSubmitted(tx, target);
        // A locked day among them rolls the whole bulk verify back.
        await assertDatesUnlocked(tx, distinctDates(verified));
        await writeAudits(
          tx,
          verified.map((after) => ({
            userId: actor.id,
            action: "verify",
            entityType: "time_report" as const,
            entityId: after.id,
            before: { ...after, status: "submitted", isVerified: false },
            after,
          })),
        );
        return verified.length;
      });
    },

    /**
     * Rejecting deletes a submitted report; its last state stays in the audit trail, with the
     * reason when one is given (the after-state `{reason}`), and the worker is mailed it
     * (docs/product-rules.md §6).
     */
    async reject(actor: SessionUser, id: string, reason?: string): Promise<string> {
      const rejected = await db.transaction(async (tx) => {
        await lockedReport(tx, id);
        // Read before the delete: the mail names the worker and the project.
        const report = reason ? await findReportWithRefs(tx, id) : undefined;
        const before = await deleteSubmitted(tx, id);
        if (!before) throw conflict(TIME_REPORT_MSG.onlySubmittedReject);
        await writeAudit(tx, { userId: actor.id, action: "reject", entityType: "time_report", entityId: id, before, after: reason ? { reason } : undefined });
        return report;
      });
      if (rejected && reason) mailRejected(rejected, reason);
      return id;
    },

    /** Returns a submitted report to its worker as a `draft` with the reason, and mails it. */
    async returnReport(actor: SessionUser, id: string, reason: string): Promise<TimeReportWithRefs> {
      const report = await db.transaction(async (tx) => {
        const before = await lockedReport(tx, id);
        if (before.status !== "submitted") throw conflict(TIME_REPORT_MSG.onlySubmittedReturn);
        const after = await updateReportRow(tx, id, { status: "draft", isVerified: false, returnReason: reason });
        await writeAudit(tx, { userId: actor.id, action: "return", entityType: "time_report", entityId: id, before, after });
        return deps.withRefs(tx, id);
      });
      mailReturned(report, reason);
      return report;
    },

    /**
     * 'Ångra attest': verified → submitted, with the reason in the audit row (docs/product-rules.md §6).
     * `lockedReport` holds the payroll lock shared, so a concurrent export either ran first (and
     * this answers 409 'Perioden är låst för lön') or waits and then finds the report submitted.
     */
    async unverify(actor: SessionUser, id: string, reason: string): Promise<TimeReportWithRefs> {
      return db.transaction(async (tx) => {
        const before = await lockedReport(tx, id);
        if (before.status !== "verified") throw conflict(TIME_REPORT_MSG.onlyVerifiedUnverify);
        const after = await updateReportRow(tx, id, { status: "submitted", isVerified: false });
        await writeAudit(tx, { userId: actor.id, action: "unverify", entityType: "time_report", entityId: id, before, after: { ...after, reason } });
        return deps.withRefs(tx, id);
      });
    },
  };
}
