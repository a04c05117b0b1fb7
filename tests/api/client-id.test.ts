/**
 * A queued report sent again (docs/product-rules.md §12): POST /api/time-reports with a `clientId` the same
 * worker already used answers 200 with the first report instead of creating another, also when
 * two sends race; the id is the worker's own, so another worker's equal id is its own report.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TimeReport } from "../../shared/types";
import { reportInput, signedInAs } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

async function countByClientId(clientId: string): Promise<number> {
  const rows = await app.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM time_reports WHERE client_id = ${clientId}`);
  return Number(rows.rows[0]?.n ?? 0);
}

describe("POST /api/time-reports with clientId", () => {
  it("creates once: a second send after a lost answer gets the first report with 200, unchanged", async () => {
    const [{ worker }, project] = await Promise.all([signedInAs(app, { worker: "worker" }), app.createProject()]);
    const clientId = crypto.randomUUID();
    const body = reportInput({ projectId: project.id, date: "2026-11-19", hours: "8" });
    const first = await worker.client.post<TimeReport>("/api/time-reports", { ...body, clientId });
    expect(first.status).toBe(201);
    // The phone never saw that answer and sends the queued report again, even edited meanwhile.
    const again = await worker.client.post<TimeReport>("/api/time-reports", { ...body, hours: "7", clientId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countByClientId(clientId)).toBe(1);
    const mine = await worker.client.get<TimeReport[]>("/api/time-reports");
    expect(mine.body.map((r) => r.id)).toEqual([first.body.id]);
  });

  it("creates once when two sends race, and a day total is not counted twice", async () => {
    const [{ worker }, project] = await Promise.all([signedInAs(app, { worker: "worker" }), app.createProject()]);
    const clientId = crypto.randomUUID();
    const body = { ...reportInput({ projectId: project.id, date: "2026-11-18", hours: "16" }), clientId };
    const answers = await Promise.all([worker.client.post<TimeReport>("/api/time-reports", body), worker.client.post<TimeReport>("/api/time-reports", body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect(await countByClientId(clientId)).toBe(1);
  });

  it("keeps each worker's ids apart, and refuses an id that is not a uuid", async () => {
    const [{ anna, bo }, project] = await Promise.all([signedInAs(app, { anna: "worker", bo: "worker" }), app.createProject()]);
    const clientId = crypto.randomUUID();
    const body = { ...reportInput({ projectId: project.id, date: "2026-11-17" }), clientId };
    const annas = await anna.client.post<TimeReport>("/api/time-reports", body);
    const bos = await bo.client.post<TimeReport>("/api/time-reports", body);
    expect([annas.status, bos.status]).toEqual([201, 201]);
    expect(annas.body.id).not.toBe(bos.body.id);

    const bad = await anna.client.post<{ errors?: Record<string, string> }>("/api/time-reports", { ...body, clientId: "inte-ett-id" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.clientId).toBe("Ogiltigt klient-id");
  });

  it("a refused report is not remembered: the corrected send creates it", async () => {
    const [{ worker }, project] = await Promise.all([signedInAs(app, { worker: "worker" }), app.createProject()]);
    const clientId = crypto.randomUUID();
    const tooLong = await worker.client.post("/api/time-reports", { ...reportInput({ projectId: project.id, date: "2026-11-16", hours: "25" }), clientId });
    expect(tooLong.status).toBe(400);
    const fixed = await worker.client.post("/api/time-reports", { ...reportInput({ projectId: project.id, date: "2026-11-16", hours: "8" }), clientId });
    expect(fixed.status).toBe(201);
  });
});
