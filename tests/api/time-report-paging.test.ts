/**
 * Paging the report list at scale (docs/decisions/2026-11-23-lists-at-scale.md): keyset
 * cursors in `X-Next-Cursor`, offset paging kept, and `X-Total-Count` estimated only above
 * REPORT_EXACT_COUNT_MAX matching reports. Reports are written straight to the database, in
 * one statement each batch, so that many share their date and created_at.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_EXACT_COUNT_MAX } from "../../shared/validation/constants";
import type { ProjectRow } from "../../shared/schema";
import type { TimeReport } from "../../shared/types";
import { signedInAs, type SignedIn } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp, useTestApp } from "./helpers/test-app";

let admin: SignedIn;
let anna: SignedIn;
let bo: SignedIn;
let kajen: ProjectRow;
let torget: ProjectRow;
const token = crypto.randomUUID().slice(0, 8);

/**
 * 60 reports of Anna and Bo over four days, on two projects and sick leave (no project), some
 * verified, every fourth with `token` in its description. created_at takes three values one
 * microsecond apart within one millisecond, so most reports tie on date and created_at.
 */
async function seedReports(): Promise<void> {
  await app.database.db.execute(sql`
    INSERT INTO time_reports (worker_id, project_id, time_code, date, hours, description, status, is_verified, created_at)
    SELECT CASE WHEN g % 3 = 0 THEN ${bo.user.id}::uuid ELSE ${anna.user.id}::uuid END,
           CASE WHEN g % 5 = 0 THEN NULL WHEN g % 2 = 0 THEN ${kajen.id}::uuid ELSE ${torget.id}::uuid END,
           (CASE WHEN g % 5 = 0 THEN 'SJK' ELSE 'ARB' END)::time_code,
           date '2026-03-02' + (g % 4),
           1,
           CASE WHEN g % 4 = 0 THEN 'Gjutning ' || ${token} ELSE 'Armering av bjälklag' END,
           (CASE WHEN g % 7 = 0 THEN 'verified' ELSE 'submitted' END)::report_status,
           g % 7 = 0,
           timestamptz '2026-03-06 10:00:00.123456+00' - (g % 3) * interval '1 microsecond'
    FROM generate_series(1, 60) g`);
}

const app = useTestApp();
beforeAll(async () => {
  ({ admin, anna, bo } = await signedInAs(app, { admin: "admin", anna: "worker", bo: "worker" }));
  [kajen, torget] = await Promise.all([app.createProject(), app.createProject()]);
  await seedReports();
});

interface Walk {
  ids: string[];
  pages: number;
  totals: string[];
}

/** Follows X-Next-Cursor from the first page to the last, `limit` reports a page. */
async function walk(client: TestClient, query: string, limit: number): Promise<Walk> {
  const ids: string[] = [];
  const totals: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const path: string = `/api/time-reports?limit=${limit}${query ? `&${query}` : ""}${cursor ? `&cursor=${cursor}` : ""}`;
    const res = await client.get<TimeReport[]>(path);
    expect(res.status, path).toBe(200);
    ids.push(...res.body.map((r) => r.id));
    totals.push(res.headers.get("x-total-count") ?? "");
    cursor = res.headers.get("x-next-cursor");
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { ids, pages, totals };
}

/** The whole filtered list in one page, the way offset paging has always answered it. */
async function wholeList(client: TestClient, query: string): Promise<string[]> {
  const res = await client.get<TimeReport[]>(`/api/time-reports?limit=2000${query ? `&${query}` : ""}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("x-next-cursor")).toBeNull();
  return res.body.map((r) => r.id);
}

describe("cursor paging", () => {
  it("walks the whole list in the list's order, without gaps or repeats, through reports that tie to the microsecond", async () => {
    const expected = await app.database.db.execute<{ id: string }>(sql`SELECT id FROM time_reports ORDER BY date DESC, created_at DESC, id DESC`);
    const { ids, pages, totals } = await walk(admin.client, "", 7);
    expect(ids).toEqual(expected.rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(60);
    expect(pages).toBe(9);
    expect(new Set(totals)).toEqual(new Set(["60"]));
  });

  it.each([
    ["a worker", () => `workerId=${anna.user.id}`],
    ["a project", () => `projectId=${kajen.id}`],
    ["a status", () => "status=verified"],
    ["a time code", () => "timeCode=SJK"],
    ["a date range", () => "startDate=2026-03-03&endDate=2026-03-04"],
    ["a search", () => `q=${token}`],
    ["a search and a worker", () => `q=${token}&workerId=${bo.user.id}`],
  ])("walks the list filtered by %s exactly as one page shows it", async (_name, query) => {
    const expected = await wholeList(admin.client, query());
    expect(expected.length).toBeGreaterThan(3);
    const { ids, totals } = await walk(admin.client, query(), 3);
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([String(expected.length)]));
  });

  it("walks a worker's own list within its own reports", async () => {
    const expected = await wholeList(anna.client, "");
    expect(expected).toEqual(await wholeList(admin.client, `workerId=${anna.user.id}`));
    expect((await walk(anna.client, "", 4)).ids).toEqual(expected);
  });

  it("keeps offset paging, and its pages hand a cursor on to the next", async () => {
    const expected = await wholeList(admin.client, "");
    const second = await admin.client.get<TimeReport[]>("/api/time-reports?limit=10&offset=10");
    expect(second.body.map((r) => r.id)).toEqual(expected.slice(10, 20));
    expect(second.headers.get("x-total-count")).toBe("60");
    const third = await admin.client.get<TimeReport[]>(`/api/time-reports?limit=10&cursor=${second.headers.get("x-next-cursor")}`);
    expect(third.body.map((r) => r.id)).toEqual(expected.slice(20, 30));

    const last = await admin.client.get<TimeReport[]>("/api/time-reports?limit=10&offset=50");
    expect(last.body).toHaveLength(10);
    expect(last.headers.get("x-next-cursor")).toBeNull();
    const past = await admin.client.get<TimeReport[]>("/api/time-reports?limit=10&offset=70");
    expect(past.body).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe("60");
  });

  it("shows a report written after the first page on a later page when it sorts there", async () => {
    const first = await admin.client.get<TimeReport[]>(`/api/time-reports?limit=5&workerId=${bo.user.id}`);
    const cursor = first.headers.get("x-next-cursor");
    await app.database.db.execute(sql`
      INSERT INTO time_reports (worker_id, project_id, date, hours, description)
      VALUES (${bo.user.id}, ${kajen.id}, date '2026-03-01', 1, 'Efteranmäld dag')`);
    const rest = await walk(admin.client, `workerId=${bo.user.id}&cursor=${cursor}`, 50);
    const all = await wholeList(admin.client, `workerId=${bo.user.id}`);
    expect([...first.body.map((r) => r.id), ...rest.ids]).toEqual(all);
  });
});

describe("cursors that are not the server's", () => {
  const encode = (text: string) => Buffer.from(text).toString("base64url");
  const id = crypto.randomUUID();
  it.each([
    ["not base64 of a key", "abc"],
    ["padding", "YWJj=="],
    ["longer than any cursor", "a".repeat(201)],
    ["another version", encode(`2|2026-03-02|2026-03-06T10:00:00.123456Z|${id}`)],
    ["no real date", encode(`1|2026-02-30|2026-03-06T10:00:00.123456Z|${id}`)],
    ["year zero", encode(`1|0000-03-02|2026-03-06T10:00:00.123456Z|${id}`)],
    ["milliseconds only", encode(`1|2026-03-02|2026-03-06T10:00:00.123Z|${id}`)],
    ["an hour 24", encode(`1|2026-03-02|2026-03-06T24:00:00.123456Z|${id}`)],
    ["no uuid", encode("1|2026-03-02|2026-03-06T10:00:00.123456Z|1; drop table time_reports")],
    ["a fifth part", encode(`1|2026-03-02|2026-03-06T10:00:00.123456Z|${id}|x`)],
  ])("answers 400 'Ogiltiga uppgifter' to %s", async (_name, cursor) => {
    const res = await admin.client.get<{ message: string }>(`/api/time-reports?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Ogiltiga uppgifter");
  });

  it("answers 400 to a cursor with an offset, and takes one with offset 0", async () => {
    const first = await admin.client.get<TimeReport[]>("/api/time-reports?limit=5");
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const both = await admin.client.get<{ message: string }>(`/api/time-reports?limit=5&offset=5&cursor=${cursor}`);
    expect(both.status).toBe(400);
    expect(both.body.message).toBe("Ogiltiga uppgifter");
    expect((await admin.client.get(`/api/time-reports?limit=5&offset=0&cursor=${cursor}`)).status).toBe(200);
  });
});

describe("totals above REPORT_EXACT_COUNT_MAX", () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await startTestApp();
  });
  afterAll(async () => {
    await big?.close();
  });

  it("are the planner's estimate, marked X-Total-Count-Estimated; at or below the limit they stay exact", async () => {
    const { admin: boss, worker } = await signedInAs(big, { admin: "admin", worker: "worker" });
    // One report verified, REPORT_EXACT_COUNT_MAX submitted: one over the limit in all.
    await big.database.db.execute(sql`
      INSERT INTO time_reports (worker_id, time_code, date, hours, description, status, is_verified)
      SELECT ${worker.user.id}, 'SJK', date '2026-01-01' + (g % 300), 1, '',
             (CASE WHEN g = 1 THEN 'verified' ELSE 'submitted' END)::report_status, g = 1
      FROM generate_series(1, ${REPORT_EXACT_COUNT_MAX + 1}) g`);

    const all = await boss.client.get<TimeReport[]>("/api/time-reports?limit=5");
    expect(all.headers.get("x-total-count-estimated")).toBe("true");
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThan(REPORT_EXACT_COUNT_MAX);
    const next = await boss.client.get(`/api/time-reports?limit=5&cursor=${all.headers.get("x-next-cursor")}`);
    expect(next.headers.get("x-total-count-estimated")).toBe("true");
    const own = await worker.client.get("/api/time-reports?limit=5");
    expect(own.headers.get("x-total-count-estimated")).toBe("true");

    const submitted = await boss.client.get("/api/time-reports?limit=5&status=submitted");
    expect(submitted.headers.get("x-total-count")).toBe(String(REPORT_EXACT_COUNT_MAX));
    expect(submitted.headers.get("x-total-count-estimated")).toBeNull();
    const verified = await boss.client.get("/api/time-reports?status=verified");
    expect(verified.headers.get("x-total-count")).toBe("1");
    expect(verified.headers.get("x-total-count-estimated")).toBeNull();
  });
});
