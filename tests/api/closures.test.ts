/** The closures module (server/closures): a worker closes a week; admins see all closures. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeklyClosures } from "../../shared/schema";
import type { WeeklyClosure } from "../../shared/types";
import { signedInAs } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm: ISO week 47 of 2026.
const NOW = new Date("2026-11-20T09:00:00Z");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
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

async function close(client: TestClient, year: number, weekNumber: number): Promise<void> {
  const res = await client.post("/api/weekly-closures", { year, weekNumber });
  if (res.status !== 201) throw new Error(`closing week ${weekNumber} failed: ${res.status} ${res.text}`);
}

describe("weekly closures", () => {
  it("closes the current week once, also when the same close is sent many times at once", async () => {
    const { client: worker, user } = await app.signedIn("worker");
    expect((await worker.get("/api/weekly-closures/status?year=2026&weekNumber=47")).body).toEqual({ isClosed: false });
    const results = await Promise.all(Array.from({ length: 8 }, () => worker.post<WeeklyClosure>("/api/weekly-closures", { year: 2026, weekNumber: 47 })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await closuresOf(user.id)).toBe(1);
    expect((await worker.get("/api/weekly-closures/status?year=2026&weekNumber=47")).body).toEqual({ isClosed: true });
  });

  it("keeps closures per worker: another worker's week is still open", async () => {
    const { worker, other } = await signedInAs(app, { worker: "worker", other: "worker" });
    await close(worker.client, 2026, 47);
    expect((await other.client.get("/api/weekly-closures/status?year=2026&weekNumber=47")).body).toEqual({ isClosed: false });
    const mine = await other.client.get<WeeklyClosure[]>("/api/weekly-closures/my-closures");
    expect(mine.body).toEqual([]);
  });

  it("refuses a week that has not started and an impossible week number", async () => {
    const { client: worker } = await app.signedIn("worker");
    const future = await worker.post<{ message: string }>("/api/weekly-closures", { year: 2026, weekNumber: 48 });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe("Veckan har inte börjat ännu");
    expect((await worker.post("/api/weekly-closures", { year: 2025, weekNumber: 53 })).status).toBe(400);
    expect((await worker.post("/api/weekly-closures", { year: 2026, weekNumber: 0 })).status).toBe(400);
    expect((await worker.post("/api/weekly-closures", { year: "x", weekNumber: 4 })).status).toBe(400);
  });

  it("accepts an earlier week and lists a worker's closures newest first", async () => {
    const { client: worker } = await app.signedIn("worker");
    await close(worker, 2026, 47);
    expect((await worker.post("/api/weekly-closures", { year: 2026, weekNumber: 10 })).status).toBe(201);
    const mine = await worker.get<WeeklyClosure[]>("/api/weekly-closures/my-closures");
    expect(mine.body.map((c) => c.weekNumber)).toEqual([47, 10]);
  });

  it("gives admins all closures with worker names, and nobody else", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Erik Ström" } });
    await close(worker.client, 2026, 47);
    const all = await admin.client.get<WeeklyClosure[]>("/api/weekly-closures");
    expect(all.status).toBe(200);
    expect(all.body.find((c) => c.weekNumber === 47 && c.workerId === worker.user.id)?.worker).toMatchObject({ id: worker.user.id, fullName: "Erik Ström" });
    expect((await worker.client.get("/api/weekly-closures")).status).toBe(403);
    expect((await admin.client.post("/api/weekly-closures", { year: 2026, weekNumber: 47 })).status).toBe(403);
    expect((await app.client().get("/api/weekly-closures/my-closures")).status).toBe(401);
  });

  it("GET /api/weekly-closures is for admins: 401 signed out, 403 to a worker and a customer", async () => {
    const { worker, customer } = await signedInAs(app, { worker: "worker", customer: "customer" });
    expect((await app.client().get("/api/weekly-closures")).status).toBe(401);
    expect((await worker.client.get("/api/weekly-closures")).status).toBe(403);
    expect((await customer.client.get("/api/weekly-closures")).status).toBe(403);
  });

  it("answers 403 to a customer on a worker's own closures", async () => {
    const { client: customer } = await app.signedIn("customer");
    expect((await customer.get("/api/weekly-closures/my-closures")).status).toBe(403);
    expect((await customer.get("/api/user")).status).toBe(200);
  });
});
