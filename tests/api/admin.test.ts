import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, users } from "../../shared/schema";
import type { Project, PublicUser, TimeReport } from "../../shared/types";
import type { TestClient } from "./helpers/http-client";
import { startTestApp, type TestApp } from "./helpers/test-app";

// Wednesday 18 November 2026, noon in Stockholm (week 47: 16–22 November).
const NOW = new Date("2026-11-18T11:00:00Z");

let app: TestApp;
let admin: TestClient;
let adminUser: { id: string };
let worker: { client: TestClient; id: string };
let customer: TestClient;
let project: Project;

beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
  const a = await app.signedIn("admin", { fullName: "Anna Admin" });
  admin = a.client;
  adminUser = a.user;
  const w = await app.signedIn("worker", { fullName: "Örjan Åkesson" });
  worker = { client: w.client, id: w.user.id };
  customer = (await app.signedIn("customer")).client;
  project = (await admin.post<Project>("/api/projects", { projectNumber: "P-2026-001", title: "Skolan i Täby", estimatedHours: "10" })).body;
});
afterAll(async () => {
  await app?.close();
});

const ADMIN_ENDPOINTS: [string, string][] = [
  ["GET", "/api/users"],
  ["POST", "/api/users"],
  ["PATCH", `/api/users/${crypto.randomUUID()}`],
  ["DELETE", `/api/users/${crypto.randomUUID()}`],
  ["POST", "/api/projects"],
  ["PATCH", `/api/projects/${crypto.randomUUID()}`],
  ["DELETE", `/api/projects/${crypto.randomUUID()}`],
  ["POST", `/api/time-reports/${crypto.randomUUID()}/verify`],
  ["DELETE", `/api/time-reports/${crypto.randomUUID()}`],
  ["GET", "/api/time-reports/export"],
  ["GET", "/api/time-reports/export/worker"],
  ["GET", "/api/weekly-closures"],
  ["GET", "/api/admin/week"],
  ["GET", "/api/admin/summary"],
  ["GET", `/api/time-reports/${crypto.randomUUID()}/history`],
];

describe("admin endpoints", () => {
  it.each(ADMIN_ENDPOINTS)("%s %s: 401 signed out, 403 to a worker and a customer", async (method, path) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    expect((await app.client().request(method, path, body)).status).toBe(401);
    expect((await worker.client.request(method, path, body)).status).toBe(403);
    expect((await customer.request(method, path, body)).status).toBe(403);
  });

  it("answers 403 to a customer on worker data endpoints too", async () => {
    for (const path of ["/api/projects", "/api/time-reports", "/api/weekly-closures/my-closures", "/api/report-calendar?year=2026&month=11"]) {
      expect((await customer.get(path)).status).toBe(403);
    }
    expect((await customer.get("/api/user")).status).toBe(200);
  });
});

describe("projects", () => {
  it("creates with defaults, refuses a duplicate number, validates, and never deletes", async () => {
    const created = await admin.post<Project>("/api/projects", { projectNumber: "P-2026-002", title: "Bro över Fyrisån" });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("active");
    const dup = await admin.post<{ message: string }>("/api/projects", { projectNumber: "P-2026-002", title: "Annat" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("Projektnumret finns redan");
    const invalid = await admin.post<{ errors: Record<string, string> }>("/api/projects", { projectNumber: "", title: "" });
    expect(invalid.body.errors).toMatchObject({ projectNumber: "Projektnummer krävs", title: "Projektnamn krävs" });
    const dates = await admin.post<{ errors: Record<string, string> }>("/api/projects", {
      projectNumber: "P-X",
      title: "X",
      startDate: "2026-05-01",
      expectedEndDate: "2026-04-01",
    });
    expect(dates.status).toBe(400);
    const notCustomer = await admin.post("/api/projects", { projectNumber: "P-Y", title: "Y", customerId: worker.id });
    expect(notCustomer.status).toBe(400);

    const archived = await admin.delete<Project>(`/api/projects/${created.body.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe("archived");
    const workerList = await worker.client.get<Project[]>("/api/projects");
    expect(workerList.body.some((p) => p.id === created.body.id)).toBe(false);
    expect(workerList.body[0]).not.toHaveProperty("reportedHours");
    const adminList = await admin.get<Project[]>("/api/projects");
    expect(adminList.body.find((p) => p.id === created.body.id)?.status).toBe("archived");
  });

  it("edits a project and refuses another project's number", async () => {
    const other = await admin.post<Project>("/api/projects", { projectNumber: "P-2026-003", title: "Förskolan" });
    const res = await admin.patch<Project>(`/api/projects/${other.body.id}`, { projectNumber: "P-2026-003", title: "Förskolan Solen", status: "planning" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Förskolan Solen", status: "planning" });
    const clash = await admin.patch(`/api/projects/${other.body.id}`, { projectNumber: "P-2026-001", title: "X" });
    expect(clash.status).toBe(409);
    expect((await admin.patch(`/api/projects/${crypto.randomUUID()}`, { projectNumber: "Z", title: "Z" })).status).toBe(404);
  });
});

describe("users", () => {
  it("creates users, refuses duplicates, and keeps the password when an edit leaves it empty", async () => {
    const created = await admin.post<PublicUser>("/api/users", {
      username: "kund1",
      fullName: "Kund Ett",
      email: "kund1@example.se",
      role: "customer",
      password: "hemligt1",
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("password");
    expect((await admin.post<{ message: string }>("/api/users", { username: "kund1", fullName: "X Y", email: "x@example.se", role: "worker", password: "hemligt1" })).body.message).toBe("Användarnamnet är upptaget");
    expect((await admin.post<{ message: string }>("/api/users", { username: "kund2", fullName: "X Y", email: "KUND1@example.se", role: "worker", password: "hemligt1" })).body.message).toBe("E-postadressen används redan");

    const edited = await admin.patch<PublicUser>(`/api/users/${created.body.id}`, { username: "kund1", fullName: "Kund Ettan", email: "kund1@example.se", role: "customer", password: "" });
    expect(edited.status).toBe(200);
    expect(edited.body.fullName).toBe("Kund Ettan");
    const login = await app.client().post("/api/login", { email: "kund1@example.se", password: "hemligt1" });
    expect(login.status).toBe(200);
  });

  it("ends a user's sessions when an admin changes the password or role", async () => {
    const target = await app.signedIn("worker");
    expect((await target.client.get("/api/user")).status).toBe(200);
    const u = target.user;
    await admin.patch(`/api/users/${u.id}`, { username: u.username, fullName: u.fullName, email: u.email, role: "worker", password: "nyttlosen1" });
    expect((await target.client.get("/api/user")).status).toBe(401);
  });

  it("never removes or demotes the acting admin, nor the last admin", async () => {
    const self = await admin.delete<{ message: string }>(`/api/users/${adminUser.id}`);
    expect(self.status).toBe(409);
    const me = (await admin.get<PublicUser>("/api/user")).body;
    const demote = await admin.patch(`/api/users/${adminUser.id}`, { username: me.username, fullName: me.fullName, email: me.email, role: "worker" });
    expect(demote.status).toBe(409);
  });

  it("deletes a user without history and deactivates one with history, which then cannot sign in", async () => {
    const fresh = await app.createUser({ role: "worker" });
    expect((await admin.delete(`/api/users/${fresh.id}`)).body).toEqual({ deleted: true });
    expect(await app.database.db.select().from(users).where(eq(users.id, fresh.id))).toHaveLength(0);

    const busy = await app.signedIn("worker", { fullName: "Historik Person" });
    const report = await busy.client.post<TimeReport>("/api/time-reports", { projectId: project.id, date: "2026-11-17", hours: "8", description: "Arbete med historik" });
    expect(report.status).toBe(201);
    expect((await admin.delete(`/api/users/${busy.user.id}`)).body).toEqual({ deactivated: true });
    expect((await busy.client.get("/api/user")).status).toBe(401);
    const login = await app.client().post<{ message: string }>("/api/login", { email: busy.user.email, password: "hemligt123" });
    expect(login.status).toBe(401);
    const history = await admin.get<TimeReport[]>(`/api/time-reports?workerId=${busy.user.id}`);
    expect(history.body).toHaveLength(1);
    const week = await admin.get<{ workers: { id: string }[] }>("/api/admin/week?date=2026-11-17");
    expect(week.body.workers.some((w) => w.id === busy.user.id)).toBe(false);
    const listed = await admin.get<PublicUser[]>("/api/users");
    expect(listed.body.find((x) => x.id === busy.user.id)?.active).toBe(false);

    const u = busy.user;
    const back = await admin.patch<PublicUser>(`/api/users/${u.id}`, { username: u.username, fullName: u.fullName, email: u.email, role: "worker", active: true });
    expect(back.body.active).toBe(true);
    expect((await app.client().post("/api/login", { email: u.email, password: "hemligt123" })).status).toBe(200);
    // Leave the worker deactivated for the week-grid checks below.
    await admin.patch(`/api/users/${u.id}`, { username: u.username, fullName: u.fullName, email: u.email, role: "worker", active: false });
  });

  it("refuses to deactivate the acting admin", async () => {
    const me = (await admin.get<PublicUser>("/api/user")).body;
    const res = await admin.patch<{ message: string }>(`/api/users/${me.id}`, { username: me.username, fullName: me.fullName, email: me.email, role: "admin", active: false });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Du kan inte inaktivera ditt eget konto");
  });
});

describe("review views", () => {
  it("returns the week grid for all active workers in one request, and the summary figures", async () => {
    const r1 = await worker.client.post<TimeReport>("/api/time-reports", { projectId: project.id, date: "2026-11-16", hours: "8", description: "Måndag: gjutning" });
    await worker.client.post("/api/time-reports", { projectId: project.id, date: "2026-11-18", hours: "4.5", description: "Onsdag: armering" });
    await worker.client.post("/api/time-reports", { projectId: project.id, date: "2026-11-09", hours: "2", description: "Förra veckan, syns ej" });
    await admin.post(`/api/time-reports/${r1.body.id}/verify`);

    const week = await admin.get<{ weekStart: string; weekEnd: string; weekNumber: number; workers: { id: string; reports: TimeReport[] }[] }>("/api/admin/week?date=2026-11-19");
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ weekStart: "2026-11-16", weekEnd: "2026-11-22", weekNumber: 47 });
    const mine = week.body.workers.find((w) => w.id === worker.id);
    expect(mine?.reports.map((r) => [r.date, r.hours, r.status])).toEqual([
      ["2026-11-16", "8.00", "verified"],
      ["2026-11-18", "4.50", "submitted"],
    ]);

    const summary = await admin.get<{ weekHours: string; activeWorkers: number; pendingReports: number }>("/api/admin/summary");
    expect(summary.body.weekHours).toBe("20.50"); // 8 + 4.5 + the deactivated worker's 8 on 17 Nov
    expect(summary.body.activeWorkers).toBe(2);
    expect(summary.body.pendingReports).toBeGreaterThanOrEqual(2);
  });

  it("shows an admin who created, changed and verified a report, and when", async () => {
    const created = await worker.client.post<TimeReport>("/api/time-reports", { projectId: project.id, date: "2026-11-13", hours: "3", description: "Historiktest rapport" });
    await worker.client.put(`/api/time-reports/${created.body.id}`, { projectId: project.id, date: "2026-11-13", hours: "3.5", description: "Historiktest rapport" });
    await admin.post(`/api/time-reports/${created.body.id}/verify`);
    const history = await admin.get<{ action: string; user: { fullName: string } | null; timestamp: string }[]>(`/api/time-reports/${created.body.id}/history`);
    expect(history.body.map((h) => [h.action, h.user?.fullName])).toEqual([
      ["verify", "Anna Admin"],
      ["update", "Örjan Åkesson"],
      ["create", "Örjan Åkesson"],
    ]);
    const rows = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, created.body.id));
    expect(rows).toHaveLength(3);
  });

  it("shows the hours reported on each project for the budget", async () => {
    const list = await admin.get<(Project & { reportedHours: string })[]>("/api/projects");
    const p = list.body.find((x) => x.id === project.id);
    expect(Number(p?.reportedHours)).toBeGreaterThan(Number(p?.estimatedHours));
  });
});
