import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, oneYearBefore, todayIn } from "../../shared/dates";
import { auditLogs, timeReports, uploadedObjects } from "../../shared/schema";
import type { Project, TimeReport } from "../../shared/types";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";

let app: TestApp;
let admin: TestClient;
let workerA: { client: TestClient; id: string };
let workerB: { client: TestClient; id: string };
let active: Project;
let archived: Project;
const today = todayIn("Europe/Stockholm");

async function makeProject(number: string, status = "active"): Promise<Project> {
  const res = await admin.post<Project>("/api/projects", { projectNumber: number, title: `Projekt ${number}`, status });
  expect(res.status).toBe(201);
  return res.body;
}

/** An uploaded image owned by `ownerId`, as the upload flow leaves it. */
async function ownedObject(ownerId: string): Promise<string> {
  const id = crypto.randomUUID();
  await app.database.db.insert(uploadedObjects).values({ id, ownerId, contentType: "image/png", size: 100 });
  return `/objects/uploads/${id}`;
}

function body(overrides: Record<string, unknown> = {}) {
  return { projectId: active.id, date: today, hours: "7.5", description: "Gjutning av grundplatta", ...overrides };
}

async function countReports(): Promise<number> {
  const rows = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(timeReports);
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signedIn("admin")).client;
  const a = await app.signedIn("worker", { fullName: "Åsa Öberg" });
  const b = await app.signedIn("worker");
  workerA = { client: a.client, id: a.user.id };
  workerB = { client: b.client, id: b.user.id };
  active = await makeProject("P-100");
  archived = await makeProject("P-101", "archived");
});
afterAll(async () => {
  await app?.close();
});

describe("creating a report", () => {
  it("creates a submitted report owned by the caller, ignoring id, workerId, status and isVerified", async () => {
    const res = await workerA.client.post<TimeReport>(
      "/api/time-reports",
      body({ id: crypto.randomUUID(), workerId: workerB.id, status: "verified", isVerified: true, hours: 8 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      workerId: workerA.id,
      status: "submitted",
      isVerified: false,
      hours: "8.00",
      date: today,
      worker: { id: workerA.id, fullName: "Åsa Öberg" },
      project: { id: active.id, projectNumber: "P-100" },
    });
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, res.body.id));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["future date", { date: addDays(today, 1) }, "date", "Datum kan inte vara i framtiden"],
    ["date over a year ago", { date: addDays(oneYearBefore(today), -1) }, "date", "Datum får vara högst ett år tillbaka"],
    ["missing date", { date: "" }, "date", "Datum måste anges"],
    ["zero hours", { hours: "0" }, "hours", "Timmar måste vara ett positivt tal"],
    ["over 24 hours", { hours: 24.5 }, "hours", "Timmar får vara högst 24"],
    ["quarter hours", { hours: "7.25" }, "hours", "Timmar anges i steg om 0,5"],
    ["short description", { description: "  kort   " }, "description", "Beskrivning måste vara minst 10 tecken"],
    ["no project", { projectId: "" }, "projectId", "Projekt måste väljas"],
    ["unknown project", { projectId: crypto.randomUUID() }, "projectId", "Projekt måste väljas"],
  ];
  it.each(invalid)("rejects %s with a field message and writes nothing", async (_name, overrides, field, message) => {
    const before = await countReports();
    const res = await workerA.client.post<{ message: string; errors: Record<string, string> }>("/api/time-reports", body(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await countReports()).toBe(before);
  });

  it("accepts a date exactly one year ago and 24 hours on an empty day", async () => {
    const res = await workerB.client.post("/api/time-reports", body({ date: oneYearBefore(today), hours: "24" }));
    expect(res.status).toBe(201);
  });

  it("rejects a project that is not active", async () => {
    const res = await workerA.client.post<{ errors: Record<string, string> }>("/api/time-reports", body({ projectId: archived.id }));
    expect(res.status).toBe(400);
    expect(res.body.errors.projectId).toBe("Projektet är inte aktivt");
  });

  it("keeps a worker's day at most 24 hours, also when reports arrive at once", async () => {
    const date = addDays(today, -3);
    const results = await Promise.all(
      [1, 2, 3].map(() => workerA.client.post("/api/time-reports", body({ date, hours: "10" }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400]);
    const rejected = results.find((r) => r.status === 400);
    expect((rejected?.body as { message: string }).message).toBe("Summan för dagen får vara högst 24 timmar");
  });

  it("attaches only the caller's own uploads", async () => {
    const mine = await ownedObject(workerA.id);
    const theirs = await ownedObject(workerB.id);
    const ok = await workerA.client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -5), imageUrls: [mine], receiptImageUrls: [] }));
    expect(ok.status).toBe(201);
    expect(ok.body.imageUrls).toEqual([mine]);
    const before = await countReports();
    const bad = await workerA.client.post("/api/time-reports", body({ date: addDays(today, -5), receiptImageUrls: [theirs] }));
    expect(bad.status).toBe(400);
    const external = await workerA.client.post("/api/time-reports", body({ date: addDays(today, -5), imageUrls: ["https://evil.example/x.png"] }));
    expect(external.status).toBe(400);
    expect(await countReports()).toBe(before);
  });

  it("answers 403 to an admin, 401 without a session", async () => {
    expect((await admin.post("/api/time-reports", body())).status).toBe(403);
    expect((await app.client().post("/api/time-reports", body())).status).toBe(401);
  });
});

describe("listing reports", () => {
  it("shows a worker only its own reports, newest first, with X-Total-Count and paging", async () => {
    const all = await workerA.client.get<TimeReport[]>("/api/time-reports");
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(2);
    expect(all.body.every((r) => r.workerId === workerA.id)).toBe(true);
    const dates = all.body.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.headers.get("x-total-count")).toBe(String(all.body.length));

    const page = await workerA.client.get<TimeReport[]>("/api/time-reports?limit=1&offset=1");
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(all.body[1].id);
    expect(page.headers.get("x-total-count")).toBe(String(all.body.length));
  });

  it("answers 403 when a worker asks for another worker's reports", async () => {
    expect((await workerA.client.get(`/api/time-reports?workerId=${workerB.id}`)).status).toBe(403);
  });

  it("lets an admin filter by worker, project, status and dates", async () => {
    const res = await admin.get<TimeReport[]>(`/api/time-reports?workerId=${workerB.id}&status=submitted&startDate=${oneYearBefore(today)}&endDate=${oneYearBefore(today)}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].worker.id).toBe(workerB.id);
  });

  it("rejects bad filters with 400", async () => {
    expect((await admin.get("/api/time-reports?status=nope")).status).toBe(400);
    expect((await admin.get("/api/time-reports?startDate=2026-13-01")).status).toBe(400);
    expect((await admin.get("/api/time-reports?limit=5000")).status).toBe(400);
    expect((await admin.get("/api/time-reports?workerId=1;drop")).status).toBe(400);
    const repeated = await admin.get<{ message: string }>("/api/time-reports?status=submitted&status=verified");
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe("Ogiltiga uppgifter");
  });

  it("answers a body that is not an object with a Swedish 400", async () => {
    const res = await workerA.client.post<{ message: string }>("/api/time-reports", [1, 2]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Ogiltiga uppgifter");
  });
});

describe("changing a report", () => {
  it("lets the owner edit, records before and after, and hides other workers' reports", async () => {
    const created = await workerA.client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -7) }));
    const id = created.body.id;
    const res = await workerA.client.put<TimeReport>(`/api/time-reports/${id}`, body({ date: addDays(today, -7), hours: "6", description: "Formsättning av väggar" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hours: "6.00", description: "Formsättning av väggar", status: "submitted" });
    expect((await workerB.client.put(`/api/time-reports/${id}`, body())).status).toBe(404);
    expect((await workerB.client.get(`/api/time-reports/${id}`)).status).toBe(404);
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    const update = audit.find((a) => a.action === "update");
    expect(update?.changes).toMatchObject({ before: { hours: "7.50" }, after: { hours: "6.00" } });
  });

  it("refuses to change a verified report with 409", async () => {
    const created = await workerA.client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -8) }));
    expect((await admin.post(`/api/time-reports/${created.body.id}/verify`)).status).toBe(200);
    const res = await workerA.client.put<{ message: string }>(`/api/time-reports/${created.body.id}`, body({ date: addDays(today, -8) }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Verifierade rapporter kan inte ändras");
  });

  it("answers 404 for an id that is not a report", async () => {
    expect((await workerA.client.put("/api/time-reports/not-a-uuid", body())).status).toBe(404);
    expect((await workerA.client.put(`/api/time-reports/${crypto.randomUUID()}`, body())).status).toBe(404);
  });
});

describe("verify and reject", () => {
  it("verifies only submitted reports; of two concurrent verifies one wins", async () => {
    const created = await workerA.client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -9) }));
    const [r1, r2] = await Promise.all([
      admin.post(`/api/time-reports/${created.body.id}/verify`),
      admin.post(`/api/time-reports/${created.body.id}/verify`),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const row = await app.database.db.select().from(timeReports).where(eq(timeReports.id, created.body.id));
    expect(row[0]).toMatchObject({ status: "verified", isVerified: true });
  });

  it("rejects a submitted report: it leaves every list and its last state stays in the audit log", async () => {
    const created = await workerA.client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -10), description: "Rivning av innervägg" }));
    const res = await admin.delete(`/api/time-reports/${created.body.id}`);
    expect(res.status).toBe(200);
    const list = await workerA.client.get<TimeReport[]>("/api/time-reports");
    expect(list.body.some((r) => r.id === created.body.id)).toBe(false);
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, created.body.id));
    expect(audit.find((a) => a.action === "reject")?.changes).toMatchObject({ before: { description: "Rivning av innervägg", hours: "7.50" } });
    expect((await admin.delete(`/api/time-reports/${created.body.id}`)).status).toBe(404);
  });

  it("refuses to reject a verified report and answers 403 to workers", async () => {
    const created = await workerA.client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -11) }));
    expect((await workerA.client.post(`/api/time-reports/${created.body.id}/verify`)).status).toBe(403);
    expect((await workerA.client.delete(`/api/time-reports/${created.body.id}`)).status).toBe(403);
    await admin.post(`/api/time-reports/${created.body.id}/verify`);
    expect((await admin.delete(`/api/time-reports/${created.body.id}`)).status).toBe(409);
  });
});
