/**
 * The time-reports module (server/time-reports): creating, listing and changing reports, and
 * the admin's verify and reject. The admin's week grid, figures and history: admin.test.ts.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, oneYearBefore, todayIn } from "../../shared/dates";
import { auditLogs, timeReports, uploadedObjects } from "../../shared/schema";
import type { Project, TimeReport } from "../../shared/types";
import { projectInput, reportInput, signedInAs, type ReportInput } from "../support/builders";
import { expectAdminOnly, type Endpoint } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

const today = todayIn("Europe/Stockholm");

const app = useTestApp();

/** An uploaded image owned by `ownerId`, as the upload flow leaves it. */
async function ownedObject(ownerId: string): Promise<string> {
  const id = crypto.randomUUID();
  await app.database.db.insert(uploadedObjects).values({ id, ownerId, contentType: "image/png", size: 100 });
  return `/objects/uploads/${id}`;
}

async function countReports(): Promise<number> {
  const rows = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(timeReports);
  return rows[0]?.n ?? 0;
}

/** A signed-in worker and an active project to report on; `body()` is a valid report of it. */
async function reporting(workerInput: { fullName?: string } = {}) {
  const [worker, project] = await Promise.all([app.signedIn("worker", workerInput), app.createProject()]);
  const body = (overrides: Partial<ReportInput> & Record<string, unknown> = {}) => reportInput({ projectId: project.id, ...overrides });
  return { worker, client: worker.client, project, body };
}

const ADMIN_ENDPOINTS: Endpoint[] = [
  ["POST", "/api/time-reports/:id/verify"],
  ["DELETE", "/api/time-reports/:id"],
];

describe("who may use the report endpoints", () => {
  it("only admins verify and reject reports: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, ADMIN_ENDPOINTS);
  });

  it("answers 403 to a customer on the report list", async () => {
    const { client: customer } = await app.signedIn("customer");
    expect((await customer.get("/api/time-reports")).status).toBe(403);
    expect((await customer.get("/api/user")).status).toBe(200);
  });
});

describe("creating a report", () => {
  it("creates a submitted report owned by the caller, ignoring id, workerId, status and isVerified", async () => {
    const { worker, project, body } = await reporting({ fullName: "Åsa Öberg" });
    const other = await app.createUser();
    const res = await worker.client.post<TimeReport>(
      "/api/time-reports",
      body({ id: crypto.randomUUID(), workerId: other.id, status: "verified", isVerified: true, hours: 8 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      workerId: worker.user.id,
      status: "submitted",
      isVerified: false,
      hours: "8.00",
      date: today,
      worker: { id: worker.user.id, fullName: "Åsa Öberg" },
      project: { id: project.id, projectNumber: project.projectNumber },
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
    const { client, body } = await reporting();
    const before = await countReports();
    const res = await client.post<{ message: string; errors: Record<string, string> }>("/api/time-reports", body(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await countReports()).toBe(before);
  });

  it("accepts a date exactly one year ago and 24 hours on an empty day", async () => {
    const { client, body } = await reporting();
    const res = await client.post("/api/time-reports", body({ date: oneYearBefore(today), hours: "24" }));
    expect(res.status).toBe(201);
  });

  it("rejects a project that is not active", async () => {
    const { client, body } = await reporting();
    const { client: admin } = await app.signedIn("admin");
    const created = await admin.post<Project>("/api/projects", projectInput({ status: "archived" }));
    expect(created.status).toBe(201);
    const archived = created.body;
    const res = await client.post<{ errors: Record<string, string> }>("/api/time-reports", body({ projectId: archived.id }));
    expect(res.status).toBe(400);
    expect(res.body.errors.projectId).toBe("Projektet är inte aktivt");
  });

  it("keeps a worker's day at most 24 hours, also when reports arrive at once", async () => {
    const { client, body } = await reporting();
    const date = addDays(today, -3);
    const results = await Promise.all([1, 2, 3].map(() => client.post("/api/time-reports", body({ date, hours: "10" }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400]);
    const rejected = results.find((r) => r.status === 400);
    expect((rejected?.body as { message: string }).message).toBe("Summan för dagen får vara högst 24 timmar");
  });

  it("attaches only the caller's own uploads", async () => {
    const { worker, client, body } = await reporting();
    const other = await app.createUser();
    const mine = await ownedObject(worker.user.id);
    const theirs = await ownedObject(other.id);
    const ok = await client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -5), imageUrls: [mine], receiptImageUrls: [] }));
    expect(ok.status).toBe(201);
    expect(ok.body.imageUrls).toEqual([mine]);
    const before = await countReports();
    const bad = await client.post("/api/time-reports", body({ date: addDays(today, -5), receiptImageUrls: [theirs] }));
    expect(bad.status).toBe(400);
    const external = await client.post("/api/time-reports", body({ date: addDays(today, -5), imageUrls: ["https://evil.example/x.png"] }));
    expect(external.status).toBe(400);
    expect(await countReports()).toBe(before);
  });

  it("answers 403 to an admin, 401 without a session", async () => {
    const { client: admin } = await app.signedIn("admin");
    const project = await app.createProject();
    expect((await admin.post("/api/time-reports", reportInput({ projectId: project.id }))).status).toBe(403);
    expect((await app.client().post("/api/time-reports", reportInput({ projectId: project.id }))).status).toBe(401);
  });
});

describe("listing reports", () => {
  it("shows a worker only its own reports, newest first, with X-Total-Count and paging", async () => {
    const { client, worker, body } = await reporting();
    const other = await reporting();
    for (const days of [-2, 0, -6]) expect((await client.post("/api/time-reports", body({ date: addDays(today, days) }))).status).toBe(201);
    await other.client.post("/api/time-reports", other.body());

    const all = await client.get<TimeReport[]>("/api/time-reports");
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(2);
    expect(all.body.every((r) => r.workerId === worker.user.id)).toBe(true);
    const dates = all.body.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.headers.get("x-total-count")).toBe(String(all.body.length));

    const page = await client.get<TimeReport[]>("/api/time-reports?limit=1&offset=1");
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(all.body[1].id);
    expect(page.headers.get("x-total-count")).toBe(String(all.body.length));
  });

  it("answers 403 when a worker asks for another worker's reports", async () => {
    const { client } = await app.signedIn("worker");
    const other = await app.createUser();
    expect((await client.get(`/api/time-reports?workerId=${other.id}`)).status).toBe(403);
  });

  it("lets an admin filter by worker, project, status and dates", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { worker, client, body } = await reporting();
    expect((await client.post("/api/time-reports", body({ date: oneYearBefore(today) }))).status).toBe(201);
    expect((await client.post("/api/time-reports", body({ date: addDays(oneYearBefore(today), 1) }))).status).toBe(201);
    const res = await admin.get<TimeReport[]>(
      `/api/time-reports?workerId=${worker.user.id}&status=submitted&startDate=${oneYearBefore(today)}&endDate=${oneYearBefore(today)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].worker.id).toBe(worker.user.id);
  });

  it("rejects bad filters with 400", async () => {
    const { client: admin } = await app.signedIn("admin");
    expect((await admin.get("/api/time-reports?status=nope")).status).toBe(400);
    expect((await admin.get("/api/time-reports?startDate=2026-13-01")).status).toBe(400);
    expect((await admin.get("/api/time-reports?limit=5000")).status).toBe(400);
    expect((await admin.get("/api/time-reports?workerId=1;drop")).status).toBe(400);
    const repeated = await admin.get<{ message: string }>("/api/time-reports?status=submitted&status=verified");
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe("Ogiltiga uppgifter");
  });

  it("answers a body that is not an object with a Swedish 400", async () => {
    const { client } = await app.signedIn("worker");
    const res = await client.post<{ message: string }>("/api/time-reports", [1, 2]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Ogiltiga uppgifter");
  });
});

describe("searching reports (q)", () => {
  it("finds every matching report, not one page: description, worker name, project number and title, any case", async () => {
    const token = crypto.randomUUID().slice(0, 8);
    const { admin, worker, other } = await signedInAs(app, {
      admin: "admin",
      worker: { role: "worker", fullName: `Örjan Sök${token}` },
      other: "worker",
    });
    const project = (await admin.client.post<Project>("/api/projects", projectInput({ projectNumber: `PX-${token}`, title: `Kajen ${token}` }))).body;
    const plain = (await admin.client.post<Project>("/api/projects", projectInput())).body;
    for (let i = 0; i < 3; i++) {
      const date = addDays(today, -i);
      await worker.client.post("/api/time-reports", reportInput({ projectId: plain.id, date, hours: "1", description: `Rutinarbete dag ${i}` }));
    }
    await other.client.post("/api/time-reports", reportInput({ projectId: plain.id, description: `Fönster 100% ${token} tätade` }));
    await other.client.post("/api/time-reports", reportInput({ projectId: project.id, description: "Något helt annat här" }));

    const search = async (q: string, extra = "") => {
      const res = await admin.client.get<TimeReport[]>(`/api/time-reports?q=${encodeURIComponent(q)}&limit=2${extra}`);
      expect(res.status).toBe(200);
      return { ids: res.body.map((r) => r.description), total: Number(res.headers.get("x-total-count")) };
    };
    // Three reports by name, over two pages of two.
    expect((await search(`örjan sök${token.toUpperCase()}`)).total).toBe(3);
    expect((await search(`sök${token}`, "&offset=2")).ids).toHaveLength(1);
    expect((await search(`100% ${token}`)).ids).toEqual([`Fönster 100% ${token} tätade`]);
    expect((await search(`px-${token}`)).total).toBe(1);
    expect((await search(`kajen ${token}`)).total).toBe(1);
    // % and _ are plain characters, not wildcards.
    expect((await search(`${token}_`)).total).toBe(0);
    // A worker's search stays within its own reports.
    const own = await other.client.get<TimeReport[]>(`/api/time-reports?q=${token}`);
    expect(own.body).toHaveLength(2);
    const theirs = await worker.client.get<TimeReport[]>(`/api/time-reports?q=${token}`);
    expect(theirs.body.map((r) => r.workerId)).toEqual([worker.user.id, worker.user.id, worker.user.id]);
    const tooLong = await admin.client.get<{ errors: Record<string, string> }>(`/api/time-reports?q=${"a".repeat(201)}`);
    expect(tooLong.status).toBe(400);
  });

  it("has trigram indexes the search can use on a large table", async () => {
    const client = await app.database.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL enable_seqscan = off");
      const plan = await client.query<{ "QUERY PLAN": string }>("EXPLAIN SELECT id FROM time_reports WHERE description ILIKE '%grundplatta%'");
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("time_reports_description_trgm_idx");
      const names = await client.query<{ "QUERY PLAN": string }>("EXPLAIN SELECT id FROM users WHERE full_name ILIKE '%ndersso%'");
      expect(names.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("users_full_name_trgm_idx");
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});

describe("changing a report", () => {
  it("lets the owner edit, records before and after, and hides other workers' reports", async () => {
    const { client, body } = await reporting();
    const { client: other } = await app.signedIn("worker");
    const created = await client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -7) }));
    const id = created.body.id;
    const res = await client.put<TimeReport>(`/api/time-reports/${id}`, body({ date: addDays(today, -7), hours: "6", description: "Formsättning av väggar" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hours: "6.00", description: "Formsättning av väggar", status: "submitted" });
    expect((await other.put(`/api/time-reports/${id}`, body())).status).toBe(404);
    expect((await other.get(`/api/time-reports/${id}`)).status).toBe(404);
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    const update = audit.find((a) => a.action === "update");
    expect(update?.changes).toMatchObject({ before: { hours: "7.50" }, after: { hours: "6.00" } });
  });

  it("refuses to change a verified report with 409", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { client, body } = await reporting();
    const created = await client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -8) }));
    expect((await admin.post(`/api/time-reports/${created.body.id}/verify`)).status).toBe(200);
    const res = await client.put<{ message: string }>(`/api/time-reports/${created.body.id}`, body({ date: addDays(today, -8) }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Verifierade rapporter kan inte ändras");
  });

  it("racing the admin's reject, answers truthfully: 200 with what was saved when the edit came first, 404 when the reject did", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { client, body } = await reporting();
    for (let round = 0; round < 20; round++) {
      const date = addDays(today, -20 - round);
      const description = `Formsättning av väggar, omgång ${round + 1}`;
      const created = await client.post<TimeReport>("/api/time-reports", body({ date, description: "Gjutning av grundplatta" }));
      const id = created.body.id;
      // The reject leaves 0-4 ms after the edit, so that the rounds meet at different points;
      // what is asserted holds whichever comes first.
      const [edit, reject] = await Promise.all([
        client.put<TimeReport>(`/api/time-reports/${id}`, body({ date, hours: "6", description })),
        new Promise((resolve) => setTimeout(resolve, round % 5)).then(() => admin.delete(`/api/time-reports/${id}`)),
      ]);
      // Either way the report was submitted when the reject ran: it is gone.
      expect(reject.status).toBe(200);
      expect(await app.database.db.select().from(timeReports).where(eq(timeReports.id, id))).toEqual([]);
      const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
      const update = audit.find((a) => a.action === "update");
      const rejected = audit.find((a) => a.action === "reject");
      if (edit.status === 200) {
        // Saved first: the answer is the saved edit, and the reject removed exactly that.
        expect(edit.body).toMatchObject({ id, hours: "6.00", description, status: "submitted" });
        expect(update?.changes).toMatchObject({ after: { hours: "6.00", description } });
        expect(rejected?.changes).toMatchObject({ before: { hours: "6.00", description } });
      } else {
        // Rejected first: nothing was saved.
        expect(edit.status, `round ${round}`).toBe(404);
        expect(update).toBeUndefined();
        expect(rejected?.changes).toMatchObject({ before: { hours: "7.50", description: "Gjutning av grundplatta" } });
      }
    }
  });

  it("answers 404 for an id that is not a report", async () => {
    const { client, body } = await reporting();
    expect((await client.put("/api/time-reports/not-a-uuid", body())).status).toBe(404);
    expect((await client.put(`/api/time-reports/${crypto.randomUUID()}`, body())).status).toBe(404);
  });
});

describe("verify and reject", () => {
  it("verifies only submitted reports; of two concurrent verifies one wins", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { client, body } = await reporting();
    const created = await client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -9) }));
    const [r1, r2] = await Promise.all([admin.post(`/api/time-reports/${created.body.id}/verify`), admin.post(`/api/time-reports/${created.body.id}/verify`)]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const row = await app.database.db.select().from(timeReports).where(eq(timeReports.id, created.body.id));
    expect(row[0]).toMatchObject({ status: "verified", isVerified: true });
  });

  it("rejects a submitted report: it leaves every list and its last state stays in the audit log", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { client, body } = await reporting();
    const created = await client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -10), description: "Rivning av innervägg" }));
    const res = await admin.delete(`/api/time-reports/${created.body.id}`);
    expect(res.status).toBe(200);
    const list = await client.get<TimeReport[]>("/api/time-reports");
    expect(list.body.some((r) => r.id === created.body.id)).toBe(false);
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, created.body.id));
    expect(audit.find((a) => a.action === "reject")?.changes).toMatchObject({ before: { description: "Rivning av innervägg", hours: "7.50" } });
    expect((await admin.delete(`/api/time-reports/${created.body.id}`)).status).toBe(404);
  });

  it("refuses to reject a verified report and answers 403 to workers", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { client, body } = await reporting();
    const created = await client.post<TimeReport>("/api/time-reports", body({ date: addDays(today, -11) }));
    expect((await client.post(`/api/time-reports/${created.body.id}/verify`)).status).toBe(403);
    expect((await client.delete(`/api/time-reports/${created.body.id}`)).status).toBe(403);
    await admin.post(`/api/time-reports/${created.body.id}/verify`);
    expect((await admin.delete(`/api/time-reports/${created.body.id}`)).status).toBe(409);
  });
});
