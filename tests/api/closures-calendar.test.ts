import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeklyClosures } from "../../shared/schema";
import type { Project, ReportCalendar, TimeReport, WeeklyClosure } from "../../shared/types";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm: ISO week 47 of 2026.
const NOW = new Date("2026-11-20T09:00:00Z");

let app: TestApp;
let admin: TestClient;
let worker: { client: TestClient; id: string };
let other: { client: TestClient; id: string };
let project: Project;

beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
  admin = (await app.signedIn("admin")).client;
  const w = await app.signedIn("worker", { fullName: "Erik Ström" });
  const o = await app.signedIn("worker");
  worker = { client: w.client, id: w.user.id };
  other = { client: o.client, id: o.user.id };
  project = (await admin.post<Project>("/api/projects", { projectNumber: "P-200", title: "Kv. Ängen" })).body;
});
afterAll(async () => {
  await app?.close();
});

async function closuresOf(workerId: string): Promise<number> {
  const rows = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(weeklyClosures)
    .where(sql`${weeklyClosures.workerId} = ${workerId}`);
  return rows[0]?.n ?? 0;
}

describe("weekly closures", () => {
  it("closes the current week once, also when the same close is sent many times at once", async () => {
    expect((await worker.client.get("/api/weekly-closures/status?year=2026&weekNumber=47")).body).toEqual({ isClosed: false });
    const results = await Promise.all(Array.from({ length: 8 }, () => worker.client.post<WeeklyClosure>("/api/weekly-closures", { year: 2026, weekNumber: 47 })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await closuresOf(worker.id)).toBe(1);
    expect((await worker.client.get("/api/weekly-closures/status?year=2026&weekNumber=47")).body).toEqual({ isClosed: true });
  });

  it("keeps closures per worker: another worker's week is still open", async () => {
    expect((await other.client.get("/api/weekly-closures/status?year=2026&weekNumber=47")).body).toEqual({ isClosed: false });
    const mine = await other.client.get<WeeklyClosure[]>("/api/weekly-closures/my-closures");
    expect(mine.body).toEqual([]);
  });

  it("refuses a week that has not started and an impossible week number", async () => {
    const future = await worker.client.post<{ message: string }>("/api/weekly-closures", { year: 2026, weekNumber: 48 });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe("Veckan har inte börjat ännu");
    expect((await worker.client.post("/api/weekly-closures", { year: 2025, weekNumber: 53 })).status).toBe(400);
    expect((await worker.client.post("/api/weekly-closures", { year: 2026, weekNumber: 0 })).status).toBe(400);
    expect((await worker.client.post("/api/weekly-closures", { year: "x", weekNumber: 4 })).status).toBe(400);
  });

  it("accepts an earlier week and lists a worker's closures newest first", async () => {
    expect((await worker.client.post("/api/weekly-closures", { year: 2026, weekNumber: 10 })).status).toBe(201);
    const mine = await worker.client.get<WeeklyClosure[]>("/api/weekly-closures/my-closures");
    expect(mine.body.map((c) => c.weekNumber)).toEqual([47, 10]);
  });

  it("gives admins all closures with worker names, and nobody else", async () => {
    const all = await admin.get<WeeklyClosure[]>("/api/weekly-closures");
    expect(all.status).toBe(200);
    expect(all.body.find((c) => c.weekNumber === 47)?.worker).toMatchObject({ id: worker.id, fullName: "Erik Ström" });
    expect((await worker.client.get("/api/weekly-closures")).status).toBe(403);
    expect((await admin.post("/api/weekly-closures", { year: 2026, weekNumber: 47 })).status).toBe(403);
    expect((await app.client().get("/api/weekly-closures/my-closures")).status).toBe(401);
  });
});

describe("report calendar", () => {
  it("marks days with reports and whether all of them are verified", async () => {
    const report = (date: string) =>
      worker.client.post<TimeReport>("/api/time-reports", { projectId: project.id, date, hours: "4", description: "Montering av takstolar" });
    const verifiedDay = await report("2026-11-02");
    const mixedA = await report("2026-11-03");
    await report("2026-11-03");
    await report("2026-11-04");
    await admin.post(`/api/time-reports/${verifiedDay.body.id}/verify`);
    await admin.post(`/api/time-reports/${mixedA.body.id}/verify`);

    const res = await worker.client.get<ReportCalendar>("/api/report-calendar?year=2026&month=11");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      "2026-11-02": { hasReport: true, isVerified: true },
      "2026-11-03": { hasReport: true, isVerified: false },
      "2026-11-04": { hasReport: true, isVerified: false },
    });
    const range = await worker.client.get<ReportCalendar>("/api/report-calendar?startDate=2026-11-03&endDate=2026-11-03");
    expect(Object.keys(range.body)).toEqual(["2026-11-03"]);
    const october = await worker.client.get<ReportCalendar>("/api/report-calendar?year=2026&month=10");
    expect(october.body).toEqual({});
  });

  it("shows a worker only its own days; an admin may pick a worker", async () => {
    expect((await other.client.get<ReportCalendar>("/api/report-calendar?year=2026&month=11")).body).toEqual({});
    expect((await other.client.get(`/api/report-calendar?year=2026&month=11&workerId=${worker.id}`)).status).toBe(403);
    const asAdmin = await admin.get<ReportCalendar>(`/api/report-calendar?year=2026&month=11&workerId=${worker.id}`);
    expect(Object.keys(asAdmin.body)).toHaveLength(3);
  });

  it("rejects a missing or impossible period", async () => {
    expect((await worker.client.get("/api/report-calendar")).status).toBe(400);
    expect((await worker.client.get("/api/report-calendar?year=2026&month=13")).status).toBe(400);
    expect((await worker.client.get("/api/report-calendar?startDate=2026-11-10&endDate=2026-11-01")).status).toBe(400);
    expect((await worker.client.get("/api/report-calendar?startDate=2020-01-01&endDate=2026-01-01")).status).toBe(400);
  });
});
