/** The closures module (server/closures): a worker closes a week; admins see all closures. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeklyClosures } from "../../shared/schema";
import type { WeeklyClosure } from "../../shared/types";
import { signedInAs } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp, useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm: ISO week 47 of 2026.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

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

  it("accepts an earlier week and lists a worker's closures newest first, each as closing it answered", async () => {
    const { client: worker } = await app.signedIn("worker");
    const earlier = await worker.post<WeeklyClosure>("/api/weekly-closures", { year: 2026, weekNumber: 10 });
    const later = await worker.post<WeeklyClosure>("/api/weekly-closures", { year: 2026, weekNumber: 47 });
    expect([earlier.status, later.status]).toEqual([201, 201]);
    const mine = await worker.get<WeeklyClosure[]>("/api/weekly-closures/my-closures");
    expect(mine.body.map((c) => c.weekNumber)).toEqual([47, 10]);
    // The list is made by the database, the answer to closing by the app: the same JSON.
    expect(mine.body).toEqual([later.body, earlier.body]);
    expect(mine.body.map((c) => Object.keys(c))).toEqual([later.body, earlier.body].map((c) => Object.keys(c)));
  });

  it("gives admins all closures with worker names, and nobody else", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Erik Ström" } });
    await close(worker.client, 2026, 47);
    const all = await admin.client.get<WeeklyClosure[]>("/api/weekly-closures?limit=500");
    expect(all.status).toBe(200);
    expect(all.body.find((c) => c.weekNumber === 47 && c.workerId === worker.user.id)?.worker).toMatchObject({ id: worker.user.id, fullName: "Erik Ström" });
    expect((await worker.client.get("/api/weekly-closures")).status).toBe(403);
    expect((await admin.client.post("/api/weekly-closures", { year: 2026, weekNumber: 47 })).status).toBe(403);
    expect((await app.client().get("/api/weekly-closures/my-closures")).status).toBe(401);
  });

  it("pages every worker's closures newest week first, then by name, with the total in X-Total-Count", async () => {
    const { admin, örjan, åsa, berit } = await signedInAs(app, {
      admin: "admin",
      örjan: { role: "worker", fullName: "Örjan Ek" },
      åsa: { role: "worker", fullName: "Åsa Berg" },
      berit: { role: "worker", fullName: "Berit Ahl" },
    });
    for (const worker of [örjan, åsa, berit]) for (const week of [45, 46]) await close(worker.client, 2026, week);
    await close(berit.client, 2025, 52);

    const total = Number((await admin.client.get("/api/weekly-closures?limit=1")).headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(7);
    const seen: WeeklyClosure[] = [];
    for (let offset = 0; offset < total; offset += 3) {
      const page = await admin.client.get<WeeklyClosure[]>(`/api/weekly-closures?limit=3&offset=${offset}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-total-count")).toBe(String(total));
      expect(page.headers.get("x-total-count-estimated")).toBeNull();
      expect(page.body.length).toBe(Math.min(3, total - offset));
      seen.push(...page.body);
    }
    expect(new Set(seen.map((c) => c.id)).size).toBe(total);
    const key = (c: WeeklyClosure) => c.year * 100 + c.weekNumber;
    for (let i = 1; i < seen.length; i++) {
      expect(key(seen[i - 1])).toBeGreaterThanOrEqual(key(seen[i]));
      if (key(seen[i - 1]) === key(seen[i])) expect(seen[i - 1].worker!.fullName <= seen[i].worker!.fullName).toBe(true);
    }
    const mine = seen.filter((c) => [örjan, åsa, berit].some((w) => w.user.id === c.workerId));
    expect(mine.map((c) => [c.year, c.weekNumber, c.worker?.fullName])).toEqual([
      [2026, 46, "Berit Ahl"],
      [2026, 46, "Åsa Berg"],
      [2026, 46, "Örjan Ek"],
      [2026, 45, "Berit Ahl"],
      [2026, 45, "Åsa Berg"],
      [2026, 45, "Örjan Ek"],
      [2025, 52, "Berit Ahl"],
    ]);
    expect(mine[0].worker).toEqual({ id: berit.user.id, fullName: "Berit Ahl", email: berit.user.email });
    expect((await admin.client.get<WeeklyClosure[]>(`/api/weekly-closures?offset=${total}`)).body).toEqual([]);
  });

  it("answers 100 closures by default and refuses more than 500 a page", async () => {
    const { client: admin } = await app.signedIn("admin");
    const tooMany = await admin.get<{ message: string }>("/api/weekly-closures?limit=501");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("Högst 500 per sida");
    expect((await admin.get("/api/weekly-closures?limit=0")).status).toBe(400);
    expect((await admin.get("/api/weekly-closures?offset=-3")).status).toBe(400);
    const workers = await Promise.all(Array.from({ length: 3 }, () => app.createUser()));
    await app.database.db
      .insert(weeklyClosures)
      .values(workers.flatMap((w) => Array.from({ length: 40 }, (_, i) => ({ workerId: w.id, year: 2020, weekNumber: i + 1 }))));
    const first = await admin.get<WeeklyClosure[]>("/api/weekly-closures");
    expect(first.body).toHaveLength(100);
    expect(Number(first.headers.get("x-total-count"))).toBeGreaterThanOrEqual(120);
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

describe("a long history of closures", () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await startTestApp({ now: () => NOW });
    const workers = await Promise.all(Array.from({ length: 4 }, (_, i) => big.createUser({ fullName: `Arbetare ${i + 1}` })));
    // 4 workers x 50 years x 52 weeks: more closures than REPORT_EXACT_COUNT_MAX.
    await big.database.db.execute(sql`
      INSERT INTO weekly_closures (worker_id, year, week_number)
      SELECT w, y, wk FROM unnest(${sql.param(workers.map((w) => w.id))}::uuid[]) w, generate_series(1970, 2019) y, generate_series(1, 52) wk`);
  });
  afterAll(async () => {
    await big?.close();
  });

  it("says when X-Total-Count is the planner's estimate, and still pages exactly", async () => {
    const { client: admin } = await big.signedIn("admin");
    await big.database.db.execute(sql`ANALYZE weekly_closures`);
    const first = await admin.get<WeeklyClosure[]>("/api/weekly-closures?limit=2");
    expect(first.headers.get("x-total-count-estimated")).toBe("true");
    expect(Number(first.headers.get("x-total-count"))).toBeGreaterThan(10_000);
    expect(first.body.map((c) => [c.year, c.weekNumber, c.worker?.fullName])).toEqual([
      [2019, 52, "Arbetare 1"],
      [2019, 52, "Arbetare 2"],
    ]);
    const deep = await admin.get<WeeklyClosure[]>("/api/weekly-closures?limit=3&offset=10398");
    expect(deep.body.map((c) => [c.year, c.weekNumber, c.worker?.fullName])).toEqual([
      [1970, 1, "Arbetare 3"],
      [1970, 1, "Arbetare 4"],
    ]);
  });
});
