/**
 * Taking a report back (docs/product-rules.md §6): POST /api/time-reports/{id}/withdraw lets a
 * worker remove its own submitted report, as a reject removes one, with its last state kept in
 * the audit log. Another's report is a 404; a report not submitted, or in a locked pay period,
 * is a 409 and stays.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, payrollExports, timeReports } from "../../shared/schema";
import type { ApiErrorBody, TimeReport } from "../../shared/types";
import { reportInput, signedInAs } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel projekt, det var Sjöboden";

const app = useTestApp({ now: () => NOW });

async function setup(date = "2026-11-19") {
  const [{ worker, other, admin }, project] = await Promise.all([signedInAs(app, { worker: "worker", other: "worker", admin: "admin" }), app.createProject()]);
  const report = (await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date }))).body;
  return { worker, other, admin, project, report };
}

async function stored(id: string) {
  const [row] = await app.database.db.select().from(timeReports).where(eq(timeReports.id, id));
  return row;
}

const withdraw = (client: { post<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> }, id: string) =>
  client.post<ApiErrorBody & { id?: string; withdrawn?: boolean }>(`/api/time-reports/${id}/withdraw`);

describe("taking a report back", () => {
  it("removes the worker's own submitted report, keeping its last state in the audit log", async () => {
    const { worker, report } = await setup();
    const res = await withdraw(worker.client, report.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: report.id, withdrawn: true });

    expect(await stored(report.id)).toBeUndefined();
    expect((await worker.client.get(`/api/time-reports/${report.id}`)).status).toBe(404);
    expect((await worker.client.get<TimeReport[]>("/api/time-reports")).body.map((r) => r.id)).not.toContain(report.id);

    const audit = await app.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, report.id), eq(auditLogs.action, "withdraw")));
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBe(worker.user.id);
    expect(audit[0].changes).toMatchObject({ before: { id: report.id, status: "submitted", date: "2026-11-19", hours: "7.50" } });
  });

  it("answers 404 for another worker's report, an admin included, and for none, and removes nothing", async () => {
    const { other, admin, report } = await setup();
    const foreign = await withdraw(other.client, report.id);
    expect(foreign.status).toBe(404);
    // An admin removes a worker's report by rejecting it, never by taking it back.
    expect((await withdraw(admin.client, report.id)).status).toBe(404);
    expect((await withdraw(other.client, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await stored(report.id)).toMatchObject({ status: "submitted" });
  });

  it("answers 409 for a verified report and for one sent back, and keeps them", async () => {
    const { worker, admin, report } = await setup();
    expect((await admin.client.post(`/api/time-reports/${report.id}/verify`)).status).toBe(200);
    const verified = await withdraw(worker.client, report.id);
    expect(verified.status).toBe(409);
    expect(verified.body.message).toBe("Endast inskickade rapporter kan tas tillbaka");
    expect(await stored(report.id)).toMatchObject({ status: "verified" });

    const second = await setup("2026-11-18");
    expect((await second.admin.client.post(`/api/time-reports/${second.report.id}/return`, { reason: REASON })).status).toBe(200);
    const returned = await withdraw(second.worker.client, second.report.id);
    expect(returned.status).toBe(409);
    expect(returned.body.message).toBe("Endast inskickade rapporter kan tas tillbaka");
    expect(await stored(second.report.id)).toMatchObject({ status: "draft", returnReason: REASON });
  });

  it("answers 409 'Perioden är låst för lön' in a locked pay period, and again 200 once it is reopened", async () => {
    const { worker, report } = await setup("2026-11-05");
    const [lock] = await app.database.db
      .insert(payrollExports)
      .values({ startDate: "2026-11-02", endDate: "2026-11-08", reportCount: 0, totalHours: "0", companyName: "Bygg AB", orgNumber: "556677-8899" })
      .returning({ id: payrollExports.id });
    try {
      const locked = await withdraw(worker.client, report.id);
      expect(locked.status).toBe(409);
      expect(locked.body.message).toBe("Perioden är låst för lön");
      expect(await stored(report.id)).toMatchObject({ status: "submitted" });
    } finally {
      await app.database.db
        .update(payrollExports)
        .set({ reopenedAt: new Date(), reopenReason: "Testet öppnar perioden" })
        .where(eq(payrollExports.id, lock.id));
    }
    expect((await withdraw(worker.client, report.id)).status).toBe(200);
    expect((await withdraw(worker.client, report.id)).status).toBe(404);
  });

  it("is for signed-in users: 401 signed out", async () => {
    const { report } = await setup();
    expect((await app.client().post(`/api/time-reports/${report.id}/withdraw`)).status).toBe(401);
    expect(await stored(report.id)).toMatchObject({ status: "submitted" });
  });
});
