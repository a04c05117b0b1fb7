/**
 * Returned reports cannot hide (docs/product-rules.md §6): GET /api/time-reports?returned=true
 * answers every report sent back and not sent again, of the signed-in worker (an admin: of
 * everyone, or of `workerId`), all of them and not a page.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { timeReports } from "../../shared/schema";
import type { TimeReport } from "../../shared/types";
import { REPORT_LIST_DEFAULT_LIMIT } from "../../shared/validation/constants";
import { reportInput, signedInAs } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel projekt, det var Sjöboden";

const app = useTestApp({ now: () => NOW });

describe("the reports sent back", () => {
  it("are all of the worker's returned reports, beyond a page, and nothing else and nobody else's", async () => {
    const [{ worker, other, admin }, project] = await Promise.all([
      signedInAs(app, { worker: "worker", other: "worker", admin: "admin" }),
      app.createProject(),
    ]);
    const post = async (client: typeof worker.client, date: string) =>
      (await client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "1" }))).body;
    // One sent back through the API, one sent back and sent again, one verified, one submitted.
    const returned = await post(worker.client, "2026-11-19");
    const resent = await post(worker.client, "2026-11-18");
    const verified = await post(worker.client, "2026-11-17");
    const submitted = await post(worker.client, "2026-11-16");
    const othersReturned = await post(other.client, "2026-11-19");
    for (const r of [returned, resent, othersReturned]) {
      expect((await admin.client.post(`/api/time-reports/${r.id}/return`, { reason: REASON })).status).toBe(200);
    }
    expect((await worker.client.put(`/api/time-reports/${resent.id}`, reportInput({ projectId: project.id, date: "2026-11-18", hours: "2" }))).status).toBe(
      200,
    );
    expect((await admin.client.post(`/api/time-reports/${verified.id}/verify`)).status).toBe(200);
    // More returned reports than a page holds, on earlier days, written straight to the table.
    const many = REPORT_LIST_DEFAULT_LIMIT + 5;
    await app.database.db.execute(sql`
      INSERT INTO time_reports (worker_id, project_id, date, hours, description, status, return_reason)
      SELECT ${worker.user.id}::uuid, ${project.id}::uuid, DATE '2026-11-01' - n, 1, 'Gjutning av grundplatta', 'draft', ${REASON}
      FROM generate_series(1, ${many}) AS n`);

    const res = await worker.client.get<TimeReport[]>("/api/time-reports?returned=true");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(many + 1);
    expect(res.headers.get("x-total-count")).toBe(String(many + 1));
    expect(res.headers.get("x-next-cursor")).toBeNull();
    expect(res.body[0]).toMatchObject({ id: returned.id, status: "draft", returnReason: REASON, project: { id: project.id } });
    expect(res.body.every((r) => r.workerId === worker.user.id && r.status === "draft" && r.returnReason === REASON)).toBe(true);
    const ids = new Set(res.body.map((r) => r.id));
    for (const r of [resent, verified, submitted, othersReturned]) expect(ids.has(r.id)).toBe(false);

    // A worker asking for another's returned reports: 403, as the list always answered.
    expect((await worker.client.get(`/api/time-reports?returned=true&workerId=${other.user.id}`)).status).toBe(403);
    // The other worker sees only its own.
    const others = await other.client.get<TimeReport[]>("/api/time-reports?returned=true");
    expect(others.body.map((r) => r.id)).toEqual([othersReturned.id]);

    // An admin: everyone's, or one worker's.
    const all = await admin.client.get<TimeReport[]>("/api/time-reports?returned=true");
    expect(all.body).toHaveLength(many + 2);
    const one = await admin.client.get<TimeReport[]>(`/api/time-reports?returned=true&workerId=${other.user.id}`);
    expect(one.body.map((r) => r.id)).toEqual([othersReturned.id]);

    // `returned=false` is the ordinary list; anything else is a 400.
    expect((await worker.client.get<TimeReport[]>("/api/time-reports?returned=false&limit=5")).body).toHaveLength(5);
    expect((await worker.client.get("/api/time-reports?returned=ja")).status).toBe(400);
  });

  it("is empty when nothing is sent back", async () => {
    const [{ worker }, project] = await Promise.all([signedInAs(app, { worker: "worker" }), app.createProject()]);
    await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-19" }));
    const res = await worker.client.get<TimeReport[]>("/api/time-reports?returned=true");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(await app.database.db.select().from(timeReports).where(eq(timeReports.workerId, worker.user.id))).toHaveLength(1);
  });
});
