import { DAY_SPLIT_CODES, daySplit, isOrdinaryTime, splitClockTimes, type DaySplit, type TimeCode } from "../../shared/domain";
import { storedBreakMinutes } from "../../shared/validation/clock-times";
import { type SplitReportExtras, type TimeReportBody } from "../../shared/validation/time-reports";
import type { Db, Tx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { badRequest, conflict, fieldError, notFound, problem } from "../lib/errors";
import { assertDatesUnlocked, assertNewDateUnlocked, requiredPayrollSettings } from "../payroll";
import { readBack } from "./read-back";
import { assertMayReport, isOwnReport, savedState } from "./policies";
import { checkReport } from "./report-checks";
import { dayOrdinaryHours, findReportForUpdate, findReportIdByClientId, insertReport, lockClientId, updateReportRow, type TimeReportWithRefs } from "./repo";

/**
 * 'Dela upp' (docs/product-rules.md §4): the two bodies a long day of 'Arbetad tid' becomes, the
 * norm's share as `ARB` (null when the day's earlier reports already fill the norm) and the rest
 * as `ÖT1`. Photos and receipts stay on the first report filed; the overtime report has none.
 * Refuses a body that is not `ARB`, a day that stays within the norm, and (409) any day while the
 * stored norm cannot be read (docs/product-rules.md §10). Runs inside the
 * writing transaction, after the (worker, date) lock, so the earlier hours cannot change.
 */
async function splitBodies(
  tx: Tx,
  workerId: string,
  body: TimeReportBody,
  timeZone: string,
  excludeId?: string,
): Promise<{ ordinary: TimeReportBody | null; overtime: TimeReportBody }> {
  if (!isOrdinaryTime(body.timeCode)) throw fieldError("timeCode", problem("report.split-only-ordinary"));
  const { dailyNormHours } = await requiredPayrollSettings(tx, ["dailyNormHours"]);
  const split: DaySplit | null = daySplit(await dayOrdinaryHours(tx, workerId, body.date, excludeId), Number(body.hours), dailyNormHours);
  if (!split) throw badRequest(problem("report.split-within-norm", { norm: dailyNormHours }));
  // In real time: over a clock change each part's hours are the time between its times, or it has none (§5).
  const times = splitClockTimes(body, split, timeZone);
  const part = (timeCode: TimeCode, hours: number, clock: typeof times.ordinary, first: boolean): TimeReportBody => ({
    ...body,
    timeCode,
    hours: hours.toFixed(2),
    ...clock,
    ...(first ? {} : { imageUrls: [], receiptImageUrls: [], receiptsConfirmed: false }),
  });
  const ordinary = split.ordinaryHours > 0 ? part(DAY_SPLIT_CODES.ordinary, split.ordinaryHours, times.ordinary, true) : null;
  const overtime = part(DAY_SPLIT_CODES.overtime, split.overtimeHours, times.overtime, ordinary === null);
  return { ordinary, overtime };
}

/** 'Dela upp' of a new report and of an edit, for the report service (docs/product-rules.md §4). */
export function createDaySplitActions(db: Db) {
  return {
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
      assertMayReport(actor);
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
        if (!before || !isOwnReport(actor, before)) throw notFound();
        await assertDatesUnlocked(tx, [before.date]);
        await assertNewDateUnlocked(tx, body.date);
        if (before.status === "verified") throw conflict(problem("report.verified-locked"));
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
  };
}
