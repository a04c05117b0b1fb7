/**
 * Locked pay periods (docs/product-rules.md §6, §10): a report dated in an exported, not reopened period cannot
 * be created, changed (into or out of it), verified, rejected or sent back: 409, and nothing
 * changes. A report created on or moved to a locked date is told which period, with the
 * sentence the report form shows; every action on a locked report answers 'Perioden är låst för
 * lön'. The list shows `lockedForPayroll`; GET /api/locked-periods lists the periods.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payrollExports, timeReports } from "../../shared/schema";
import type { AdminWeek, LockedPeriod, TimeReport } from "../../shared/types";
import { absenceInput, reportInput, signedInAs } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
// The locked period: 2 to 8 November 2026 (week 45).
const LOCK_START = "2026-11-02";
const LOCK_END = "2026-11-08";
const INSIDE = "2026-11-05";
const LOCKED = "Perioden är låst för lön";
/** What a report created on or moved to a date in the period is told (report.date-in-locked-period). */
const DATE_IN_LOCKED = "Perioden 2026-11-02 – 2026-11-08 är låst för lön. Kontakta lönekontoret om något behöver rättas.";

const app = useTestApp({ now: () => NOW });
let exportId: string;

/** Locks the period as an export would, straight in the database. */
async function lockPeriod(): Promise<void> {
  const [row] = await app.database.db
    .insert(payrollExports)
    .values({ startDate: LOCK_START, endDate: LOCK_END, reportCount: 0, totalHours: "0", companyName: "Bygg AB", orgNumber: "556677-8899" })
    .returning({ id: payrollExports.id });
  exportId = row.id;
}

async function unlockPeriod(): Promise<void> {
  await app.database.db.update(payrollExports).set({ reopenedAt: new Date(), reopenReason: "Testet öppnar perioden" }).where(eq(payrollExports.id, exportId));
}

async function row(id: string) {
  const [found] = await app.database.db.select().from(timeReports).where(eq(timeReports.id, id));
  return found;
}

/** A worker, an admin and a project, with submitted reports inside, at the edges of and outside the period made before it was locked. */
async function setup() {
  const [{ worker, admin }, project] = await Promise.all([signedInAs(app, { worker: "worker", admin: "admin" }), app.createProject()]);
  const add = async (date: string) =>
    (await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "1" }))).body;
  const reports = { inside: await add(INSIDE), firstDay: await add(LOCK_START), outside: await add("2026-11-10") };
  return { worker, admin, project, reports };
}

describe("a locked pay period", () => {
  it("refuses every write to a report dated in it, changing nothing, and allows the days just outside", async () => {
    const { worker, admin, project, reports } = await setup();
    await lockPeriod();
    try {
      const expectLocked = async (res: Promise<{ status: number; body: unknown }>, message = LOCKED) => {
        const answer = await res;
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ code: message === LOCKED ? "report.period-locked" : "report.date-in-locked-period", message });
      };
      const before = await row(reports.inside.id);

      // A new report on a locked date, and one moved there by its worker or an admin: the sentence that names the period.
      await expectLocked(worker.client.post("/api/time-reports", reportInput({ projectId: project.id, date: INSIDE })), DATE_IN_LOCKED);
      await expectLocked(worker.client.post("/api/time-reports", absenceInput({ date: LOCK_END })), DATE_IN_LOCKED);
      await expectLocked(worker.client.put(`/api/time-reports/${reports.outside.id}`, reportInput({ projectId: project.id, date: INSIDE })), DATE_IN_LOCKED);
      await expectLocked(admin.client.put(`/api/time-reports/${reports.outside.id}`, reportInput({ projectId: project.id, date: LOCK_START })), DATE_IN_LOCKED);
      // A locked report itself, changed in place or moved out of the period: as every other action on it.
      await expectLocked(worker.client.put(`/api/time-reports/${reports.inside.id}`, reportInput({ projectId: project.id, date: INSIDE, hours: "3" })));
      await expectLocked(worker.client.put(`/api/time-reports/${reports.inside.id}`, reportInput({ projectId: project.id, date: "2026-11-12" })));
      await expectLocked(admin.client.put(`/api/time-reports/${reports.inside.id}`, reportInput({ projectId: project.id, date: "2026-11-12" })));
      await expectLocked(admin.client.post(`/api/time-reports/${reports.inside.id}/verify`));
      await expectLocked(admin.client.post("/api/time-reports/verify", { ids: [reports.inside.id, reports.outside.id] }));
      await expectLocked(admin.client.post("/api/time-reports/verify", { startDate: "2026-11-01", endDate: "2026-11-30" }));
      await expectLocked(admin.client.post(`/api/time-reports/${reports.inside.id}/return`, { reason: "Kontrollera timmarna" }));
      await expectLocked(admin.client.delete(`/api/time-reports/${reports.firstDay.id}`));

      expect(await row(reports.inside.id)).toEqual(before);
      expect((await row(reports.outside.id)).status).toBe("submitted");
      expect((await row(reports.outside.id)).date).toBe("2026-11-10");
      expect((await row(reports.firstDay.id)).status).toBe("submitted");
      const mine = await worker.client.get<TimeReport[]>("/api/time-reports");
      expect(mine.body).toHaveLength(3);

      // The days just outside: 1 and 9 November.
      const dayBefore = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-01" }));
      expect(dayBefore.status).toBe(201);
      expect((await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-09" }))).status).toBe(201);
      expect(
        (await worker.client.put(`/api/time-reports/${reports.outside.id}`, reportInput({ projectId: project.id, date: "2026-11-09", hours: "2" }))).status,
      ).toBe(200);
      expect((await admin.client.post(`/api/time-reports/${dayBefore.body.id}/verify`)).status).toBe(200);
      expect((await admin.client.post(`/api/time-reports/${reports.outside.id}/return`, { reason: "Kontrollera timmarna" })).status).toBe(200);
    } finally {
      await unlockPeriod();
    }
  });

  it("marks the reports in it lockedForPayroll in the list, one report and the week grid, and frees them when reopened", async () => {
    const { worker, admin, reports } = await setup();
    await lockPeriod();
    try {
      const list = await worker.client.get<TimeReport[]>("/api/time-reports");
      const locked = Object.fromEntries(list.body.map((r) => [r.id, r.lockedForPayroll]));
      expect(locked).toEqual({ [reports.inside.id]: true, [reports.firstDay.id]: true, [reports.outside.id]: false });
      expect((await worker.client.get<TimeReport>(`/api/time-reports/${reports.inside.id}`)).body.lockedForPayroll).toBe(true);
      const week = await admin.client.get<AdminWeek>(`/api/admin/week?date=${INSIDE}`);
      const mine = week.body.workers.find((w) => w.id === worker.user.id)?.reports ?? [];
      expect(mine.map((r) => r.lockedForPayroll)).toEqual([true, true]);
    } finally {
      await unlockPeriod();
    }
    const reopened = await worker.client.get<TimeReport>(`/api/time-reports/${reports.inside.id}`);
    expect(reopened.body.lockedForPayroll).toBe(false);
    expect((await admin.client.post(`/api/time-reports/${reports.inside.id}/verify`)).status).toBe(200);
  });
});

describe("GET /api/locked-periods", () => {
  /** An export of the period, straight in the database; reopened when `reopened`. */
  async function exported(startDate: string, endDate: string, reopened = false): Promise<void> {
    await app.database.db.insert(payrollExports).values({
      startDate,
      endDate,
      reportCount: 0,
      totalHours: "0",
      companyName: "Bygg AB",
      orgNumber: "556677-8899",
      ...(reopened ? { reopenedAt: new Date(), reopenReason: "Testet öppnar perioden" } : {}),
    });
  }

  it("lists the locked periods ending within the last 400 days, oldest first, to a worker and an admin alike; reopened ones and older ones are left out", async () => {
    const { worker, admin, customer } = await signedInAs(app, { worker: "worker", admin: "admin", customer: "customer" });
    const before = await worker.client.get<LockedPeriod[]>("/api/locked-periods");
    expect(before.status).toBe(200);
    expect(before.body).toEqual([]);

    await exported("2026-10-01", "2026-10-31");
    // Reopened: its dates are free again.
    await exported("2026-09-01", "2026-09-30", true);
    // Ended 400 days before Friday 20 November 2026: still listed; one day earlier: not.
    await exported("2025-10-16", "2025-10-16");
    await exported("2025-09-16", "2025-10-15");
    await exported("2026-08-01", "2026-08-31");

    const expected = [
      { startDate: "2025-10-16", endDate: "2025-10-16" },
      { startDate: "2026-08-01", endDate: "2026-08-31" },
      { startDate: "2026-10-01", endDate: "2026-10-31" },
    ];
    for (const client of [worker.client, admin.client]) {
      const res = await client.get<LockedPeriod[]>("/api/locked-periods");
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
    expect((await customer.client.get("/api/locked-periods")).status).toBe(403);
  });

  it("answers 401 'Du måste logga in' signed out", async () => {
    const res = await app.client().get<{ message: string }>("/api/locked-periods");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "auth.required", message: "Du måste logga in" });
  });
});
