import http from "node:http";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { JSON_PIECE_CHARS } from "../../server/lib/json-text";
import { projectInput } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

const app = useTestApp();

/** A raw GET with the session cookie, so the body arrives exactly as sent (fetch would decode it). */
function rawGet(path: string, cookie: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(app.url + path, { headers: { cookie, "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("compressed API answers", () => {
  it("a large JSON answer goes out gzip or brotli when the client accepts it, and decodes to the same list", async () => {
    const { client } = await app.signedIn("admin");
    for (let i = 0; i < 12; i++) expect((await client.post("/api/projects", projectInput({ title: `Kvarteret Åkern etapp ${i}` }))).status).toBe(201);
    const expected = await client.get<unknown[]>("/api/projects");
    expect(expected.text.length).toBeGreaterThan(1024);

    const gz = await rawGet("/api/projects", client.cookieHeader, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString("utf8"))).toEqual(expected.body);
    expect(gz.body.length).toBeLessThan(expected.text.length / 2);

    const br = await rawGet("/api/projects", client.cookieHeader, "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString("utf8"))).toEqual(expected.body);

    const plain = await rawGet("/api/projects", client.cookieHeader, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString("utf8"))).toEqual(expected.body);
  });

  it("a list written in several pieces arrives whole and in order, compressed or not", async () => {
    // sendJsonArray writes answers over JSON_PIECE_CHARS characters in pieces: the report list
    // and the week grid. 120 reports of a week with Swedish letters are several pieces.
    const { client, user: worker } = await app.signedIn("worker", { fullName: "Åsa Öberg" });
    const { client: admin } = await app.signedIn("admin");
    await app.database.db.execute(sql`
      INSERT INTO time_reports (worker_id, project_id, time_code, date, hours, description, status)
      SELECT ${worker.id}::uuid, NULL, 'SJK'::time_code, date '2026-03-02' + (g % 7), 0.5,
             'Sjuk, rapport ' || g || ': halsont och feber, åter på måndag', 'submitted'::report_status
      FROM generate_series(1, 120) g`);
    const path = "/api/time-reports?limit=500";
    const plain = await rawGet(path, client.cookieHeader, "identity");
    expect(plain.body.length).toBeGreaterThan(2 * JSON_PIECE_CHARS);
    const reports = JSON.parse(plain.body.toString("utf8")) as { description: string; date: string }[];
    expect(reports).toHaveLength(120);
    expect(new Set(reports.map((r) => r.description)).size).toBe(120);
    expect(reports.map((r) => r.date)).toEqual(
      reports
        .map((r) => r.date)
        .sort()
        .reverse(),
    );
    const br = await rawGet(path, client.cookieHeader, "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString("utf8"))).toEqual(reports);
    const gz = await rawGet(path, client.cookieHeader, "gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString("utf8"))).toEqual(reports);

    const week = await rawGet("/api/admin/week?date=2026-03-04&limit=200", admin.cookieHeader, "gzip");
    const grid = JSON.parse(zlib.gunzipSync(week.body).toString("utf8")) as { weekStart: string; workers: { fullName: string; reports: unknown[] }[] };
    expect(grid.weekStart).toBe("2026-03-02");
    expect(grid.workers.find((w) => w.fullName === "Åsa Öberg")?.reports).toHaveLength(120);
  });

  it("a small answer is sent as it is", async () => {
    const { client } = await app.signedIn("worker");
    const res = await rawGet("/api/user", client.cookieHeader, "gzip, br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ role: "worker" });
  });
});
