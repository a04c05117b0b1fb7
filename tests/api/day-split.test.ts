/**
 * 'Dela upp' (docs/product-rules.md §4): a day whose 'Arbetad tid' passes the daily norm (a payroll
 * setting, 8 h by default) is filed as two reports in one transaction: the norm's share as ARB,
 * the rest as ÖT1 'Övertid enkel'. POST /api/time-reports/split for a new report,
 * PUT /api/time-reports/{id}/split for an edit. Both or neither; locked periods, another
 * worker's report and bad input change nothing.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, payrollExports, timeReports, uploadedObjects } from "../../shared/schema";
import type { ApiErrorBody, SplitTimeReports, TimeReport } from "../../shared/types";
import { payrollSettingsInput, reportInput, signedInAs, type ReportInput } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const DAY = "2026-11-18";

const app = useTestApp({ now: () => NOW });

async function reportsOf(workerId: string) {
  return app.database.db.select().from(timeReports).where(eq(timeReports.workerId, workerId)).orderBy(timeReports.createdAt);
}

async function countReports(workerId: string): Promise<number> {
  const rows = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeReports)
    .where(eq(timeReports.workerId, workerId));
  return rows[0]?.n ?? 0;
}

/** A signed-in worker, an admin and an active project; `body()` is a valid ARB report of it on DAY. */
async function reporting() {
  const [{ worker, admin }, project] = await Promise.all([signedInAs(app, { worker: "worker", admin: "admin" }), app.createProject()]);
  const body = (overrides: Partial<ReportInput> & Record<string, unknown> = {}) => reportInput({ projectId: project.id, date: DAY, ...overrides });
  return { worker, admin, project, body };
}

const summary = (r: TimeReport) => [r.timeCode, r.hours, r.startTime, r.endTime, r.breakMinutes];

describe("POST /api/time-reports/split", () => {
  it("files 06:00-19:00 with a half-hour break as 8 h Arbetad tid and 4,5 h Övertid enkel, with the times split at the norm", async () => {
    const { worker, body } = await reporting();
    const res = await worker.client.post<SplitTimeReports>(
      "/api/time-reports/split",
      body({ hours: "12.5", startTime: "06:00", endTime: "19:00", breakMinutes: 30, description: "Gjutning av bjälklag, plan 2" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.reports.map(summary)).toEqual([
      ["ARB", "8.00", "06:00", "14:30", 30],
      ["ÖT1", "4.50", "14:30", "19:00", 0],
    ]);
    for (const r of res.body.reports) {
      expect(r).toMatchObject({ date: DAY, description: "Gjutning av bjälklag, plan 2", status: "submitted", workerId: worker.user.id });
    }
    expect((await reportsOf(worker.user.id)).length).toBe(2);
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs.userId, worker.user.id));
    expect(
      audit
        .filter((a) => a.entityType === "time_report" && a.action === "create")
        .map((a) => a.entityId)
        .sort(),
    ).toEqual(res.body.reports.map((r) => r.id).sort());
  });

  it("counts the day's earlier Arbetad tid, and files all as Övertid enkel when the norm is already filled", async () => {
    const { worker, body } = await reporting();
    expect((await worker.client.post("/api/time-reports", body({ hours: "5" }))).status).toBe(201);
    const first = await worker.client.post<SplitTimeReports>("/api/time-reports/split", body({ hours: "4" }));
    expect(first.status).toBe(201);
    expect(first.body.reports.map(summary)).toEqual([
      ["ARB", "3.00", null, null, null],
      ["ÖT1", "1.00", null, null, null],
    ]);
    const second = await worker.client.post<SplitTimeReports>("/api/time-reports/split", body({ hours: "2", startTime: "17:00", endTime: "19:00" }));
    expect(second.status).toBe(201);
    expect(second.body.reports.map(summary)).toEqual([["ÖT1", "2.00", "17:00", "19:00", 0]]);
  });

  it("splits at the company's norm", async () => {
    const { worker, admin, body } = await reporting();
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ dailyNormHours: 7.5 }))).status).toBe(200);
    const res = await worker.client.post<SplitTimeReports>("/api/time-reports/split", body({ hours: "9" }));
    expect(res.body.reports.map((r) => [r.timeCode, r.hours])).toEqual([
      ["ARB", "7.50"],
      ["ÖT1", "1.50"],
    ]);
    // Back to the default for the other tests of this file (one database per file).
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ dailyNormHours: 8 }))).status).toBe(200);
  });

  it("keeps photos and receipts on the ordinary report only", async () => {
    const { worker, body } = await reporting();
    const id = crypto.randomUUID();
    await app.database.db.insert(uploadedObjects).values({ id, ownerId: worker.user.id, contentType: "image/png", size: 100 });
    const photo = `/objects/uploads/${id}`;
    const res = await worker.client.post<SplitTimeReports>("/api/time-reports/split", body({ hours: "10", imageUrls: [photo], receiptsConfirmed: true }));
    expect(res.status).toBe(201);
    expect(res.body.reports.map((r) => [r.timeCode, r.imageUrls, r.receiptsConfirmed])).toEqual([
      ["ARB", [photo], true],
      ["ÖT1", [], false],
    ]);
  });

  it("refuses a day within the norm, another code than Arbetad tid and a day passing 24 hours, and files nothing", async () => {
    const { worker, body } = await reporting();
    const cases: [object, string][] = [
      [body({ hours: "8" }), "Dagen går inte över normen på 8 h Arbetad tid – det finns inget att dela upp"],
      [body({ hours: "10", timeCode: "ÖT1" }), "Bara Arbetad tid kan delas upp i ordinarie tid och övertid"],
      [body({ hours: "10", description: "kort" }), "Beskrivning måste vara minst 10 tecken"],
    ];
    for (const [input, message] of cases) {
      const res = await worker.client.post<ApiErrorBody>("/api/time-reports/split", input);
      expect(res.status, message).toBe(400);
      expect([res.body.message, ...Object.values(res.body.errors ?? {})], message).toContain(message);
    }
    expect((await worker.client.post("/api/time-reports", body({ hours: "16", timeCode: "ÖT1" }))).status).toBe(201);
    const tooLong = await worker.client.post<ApiErrorBody>("/api/time-reports/split", body({ hours: "10" }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Summan för dagen får vara högst 24 timmar");
    expect(await countReports(worker.user.id)).toBe(1);
  });

  it("refuses a date in a locked pay period, naming it, and an admin", async () => {
    const { worker, admin, body } = await reporting();
    await app.database.db
      .insert(payrollExports)
      .values({ startDate: "2026-11-02", endDate: "2026-11-03", reportCount: 0, totalHours: "0", companyName: "Bygg AB", orgNumber: "556677-8899" });
    const locked = await worker.client.post<ApiErrorBody>("/api/time-reports/split", body({ hours: "10", date: "2026-11-03" }));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("Perioden 2026-11-02 – 2026-11-03 är låst för lön. Kontakta lönekontoret om något behöver rättas.");
    const byAdmin = await admin.client.post<ApiErrorBody>("/api/time-reports/split", body({ hours: "10", date: "2026-11-19" }));
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe("Administratörer rapporterar inte tid");
    expect(await countReports(worker.user.id)).toBe(0);
  });

  it("files once per clientId: a second send answers the first two reports with 200", async () => {
    const { worker, body } = await reporting();
    const ids = { clientId: crypto.randomUUID(), overtimeClientId: crypto.randomUUID() };
    const first = await worker.client.post<SplitTimeReports>("/api/time-reports/split", { ...body({ hours: "12" }), ...ids });
    expect(first.status).toBe(201);
    const again = await worker.client.post<SplitTimeReports>("/api/time-reports/split", { ...body({ hours: "12" }), ...ids });
    expect(again.status).toBe(200);
    expect(again.body.reports.map((r) => r.id)).toEqual(first.body.reports.map((r) => r.id));
    expect(await countReports(worker.user.id)).toBe(2);
    const same = await worker.client.post<ApiErrorBody>("/api/time-reports/split", {
      ...body({ hours: "12" }),
      clientId: ids.clientId,
      overtimeClientId: ids.clientId,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors?.overtimeClientId).toBe("Ogiltigt klient-id");
  });
});

describe("'Dela upp' over a clock change (docs/product-rules.md §5)", () => {
  it("splits 22:00-06:00 over the autumn change, 9 real hours, as 8 h and 1 h, each part its own real time", async () => {
    const { worker, body } = await reporting();
    const res = await worker.client.post<SplitTimeReports>(
      "/api/time-reports/split",
      body({ date: "2026-10-24", startTime: "22:00", endTime: "06:00", hours: "9" }),
    );
    expect(res.status).toBe(201);
    // 22:00 (+02:00) and 8 real hours is 05:00 (+01:00): the clock showed 02:00-02:59 twice.
    expect(res.body.reports.map(summary)).toEqual([
      ["ARB", "8.00", "22:00", "05:00", 0],
      ["ÖT1", "1.00", "05:00", "06:00", 0],
    ]);
  });

  it("splits the spring night's 7 real hours after 2 h earlier that day as 6 h and 1 h", async () => {
    const { worker, body } = await reporting();
    expect((await worker.client.post("/api/time-reports", body({ date: "2026-03-28", hours: "2" }))).status).toBe(201);
    const res = await worker.client.post<SplitTimeReports>(
      "/api/time-reports/split",
      body({ date: "2026-03-28", startTime: "22:00", endTime: "06:00", hours: "7" }),
    );
    expect(res.status).toBe(201);
    // 22:00 (+01:00) and 6 real hours is 05:00 (+02:00): the clock skipped 02:00-02:59.
    expect(res.body.reports.map(summary)).toEqual([
      ["ARB", "6.00", "22:00", "05:00", 0],
      ["ÖT1", "1.00", "05:00", "06:00", 0],
    ]);
  });

  it("files both parts without clock times when the switch falls in the autumn's second 02:00-02:59", async () => {
    const { worker, body } = await reporting();
    // 19:30 (+02:00) to 06:00 (+01:00) is 11,5 real hours; 8 of them end at 02:30 the second time the clock showed it.
    const res = await worker.client.post<SplitTimeReports>(
      "/api/time-reports/split",
      body({ date: "2026-10-24", startTime: "19:30", endTime: "06:00", breakMinutes: 0, hours: "11.5" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.reports.map(summary)).toEqual([
      ["ARB", "8.00", null, null, null],
      ["ÖT1", "3.50", null, null, null],
    ]);
  });
});

describe("PUT /api/time-reports/{id}/split", () => {
  it("keeps the norm's share on the edited report and files the rest as a new Övertid enkel", async () => {
    const { worker, body } = await reporting();
    const created = await worker.client.post<TimeReport>("/api/time-reports", body({ hours: "8", startTime: "07:00", endTime: "15:30", breakMinutes: 30 }));
    const res = await worker.client.put<SplitTimeReports>(
      `/api/time-reports/${created.body.id}/split`,
      body({ hours: "11", startTime: "07:00", endTime: "18:30", breakMinutes: 30 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.reports[0].id).toBe(created.body.id);
    expect(res.body.reports.map(summary)).toEqual([
      ["ARB", "8.00", "07:00", "15:30", 30],
      ["ÖT1", "3.00", "15:30", "18:30", 0],
    ]);
    expect((await reportsOf(worker.user.id)).length).toBe(2);
  });

  it("turns the edited report into Övertid enkel when the day's other reports fill the norm", async () => {
    const { worker, body } = await reporting();
    await worker.client.post("/api/time-reports", body({ hours: "8" }));
    const travel = await worker.client.post<TimeReport>("/api/time-reports", body({ hours: "2", timeCode: "RE1" }));
    const res = await worker.client.put<SplitTimeReports>(`/api/time-reports/${travel.body.id}/split`, body({ hours: "2" }));
    expect(res.body.reports.map((r) => [r.id, r.timeCode, r.hours])).toEqual([[travel.body.id, "ÖT1", "2.00"]]);
    expect((await reportsOf(worker.user.id)).length).toBe(2);
  });

  it("answers another worker's report with 404 and a verified one with 409, changing nothing", async () => {
    const { worker, admin, body } = await reporting();
    const other = await app.signedIn("worker");
    const created = await worker.client.post<TimeReport>("/api/time-reports", body({ hours: "8" }));
    const theirs = await other.client.put<ApiErrorBody>(`/api/time-reports/${created.body.id}/split`, body({ hours: "10" }));
    expect(theirs.status).toBe(404);
    expect((await admin.client.post(`/api/time-reports/${created.body.id}/verify`)).status).toBe(200);
    const verified = await worker.client.put<ApiErrorBody>(`/api/time-reports/${created.body.id}/split`, body({ hours: "10" }));
    expect(verified.status).toBe(409);
    expect(verified.body.message).toBe("Verifierade rapporter kan inte ändras");
    const rows = await reportsOf(worker.user.id);
    expect(rows.map((r) => [r.timeCode, r.hours])).toEqual([["ARB", "8.00"]]);
  });
});
