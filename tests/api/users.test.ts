/** The users module (server/users): the admin's user management under /api/users. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, users } from "../../shared/schema";
import type { PublicUser, TimeReport } from "../../shared/types";
import { DEFAULT_PASSWORD, reportInput, signedInAs, userInput } from "../support/builders";
import { expectAdminOnly, type Endpoint } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

// Wednesday 18 November 2026, noon in Stockholm (week 47: 16–22 November).
const NOW = new Date("2026-11-18T11:00:00Z");

const app = useTestApp({ now: () => NOW });

const ADMIN_ENDPOINTS: Endpoint[] = [
  ["GET", "/api/users"],
  ["POST", "/api/users"],
  ["PATCH", "/api/users/:id"],
  ["DELETE", "/api/users/:id"],
];

describe("admin endpoints", () => {
  it("only admins manage users: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, ADMIN_ENDPOINTS);
  });
});

describe("users", () => {
  it("creates users, refuses duplicates, and keeps the password when an edit leaves it empty", async () => {
    const { client: admin } = await app.signedIn("admin");
    const input = userInput({ role: "customer", password: "hemligt1" });
    const created = await admin.post<PublicUser>("/api/users", input);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("password");
    expect((await admin.post<{ message: string }>("/api/users", userInput({ username: input.username }))).body.message).toBe("Användarnamnet är upptaget");
    expect((await admin.post<{ message: string }>("/api/users", userInput({ email: input.email.toUpperCase() }))).body.message).toBe(
      "E-postadressen används redan",
    );

    const edited = await admin.patch<PublicUser>(`/api/users/${created.body.id}`, { ...input, fullName: "Kund Ettan", password: "" });
    expect(edited.status).toBe(200);
    expect(edited.body.fullName).toBe("Kund Ettan");
    const login = await app.client().post("/api/login", { email: input.email, password: "hemligt1" });
    expect(login.status).toBe(200);
  });

  it("ends a user's sessions when an admin changes the password or role", async () => {
    const { admin, target } = await signedInAs(app, { admin: "admin", target: "worker" });
    expect((await target.client.get("/api/user")).status).toBe(200);
    const u = target.user;
    await admin.client.patch(`/api/users/${u.id}`, { username: u.username, fullName: u.fullName, email: u.email, role: "worker", password: "nyttlosen1" });
    expect((await target.client.get("/api/user")).status).toBe(401);
  });

  it("an admin sets a user's password in the user form: the new rules apply, it is audited without the password", async () => {
    const { admin, target } = await signedInAs(app, { admin: "admin", target: "worker" });
    const u = target.user;
    const body = { username: u.username, fullName: u.fullName, email: u.email, role: "worker" };
    const common = await admin.client.patch<{ errors: Record<string, string> }>(`/api/users/${u.id}`, { ...body, password: "password1" });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: "Lösenordet är för vanligt – välj ett annat" });
    const short = await admin.client.patch<{ errors: Record<string, string> }>(`/api/users/${u.id}`, { ...body, password: "kort123" });
    expect(short.body.errors).toEqual({ password: "Lösenord måste vara minst 8 tecken" });
    expect((await target.client.get("/api/user")).status).toBe(200);

    const set = await admin.client.patch<PublicUser>(`/api/users/${u.id}`, { ...body, password: "Takstol-Regn-47" });
    expect(set.status).toBe(200);
    expect(set.text).not.toContain("Takstol-Regn-47");
    expect((await app.client().post("/api/login", { email: u.email, password: "Takstol-Regn-47" })).status).toBe(200);
    expect((await app.client().post("/api/login", { email: u.email, password: DEFAULT_PASSWORD })).status).toBe(401);

    const trail = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, u.id));
    expect(trail.filter((row) => row.action === "set_password")).toEqual([expect.objectContaining({ userId: admin.user.id, entityType: "user" })]);
    expect(JSON.stringify(trail)).not.toMatch(/Takstol-Regn-47|argon2/);
  });

  it("never removes or demotes the acting admin, nor the last admin", async () => {
    const { client: admin, user: adminUser } = await app.signedIn("admin");
    const self = await admin.delete<{ message: string }>(`/api/users/${adminUser.id}`);
    expect(self.status).toBe(409);
    const me = (await admin.get<PublicUser>("/api/user")).body;
    const demote = await admin.patch(`/api/users/${adminUser.id}`, { username: me.username, fullName: me.fullName, email: me.email, role: "worker" });
    expect(demote.status).toBe(409);
  });

  it("deletes a user without history and deactivates one with history, which then cannot sign in", async () => {
    const { client: admin } = await app.signedIn("admin");
    const project = await app.createProject();
    const fresh = await app.createUser({ role: "worker" });
    expect((await admin.delete(`/api/users/${fresh.id}`)).body).toEqual({ deleted: true });
    expect(await app.database.db.select().from(users).where(eq(users.id, fresh.id))).toHaveLength(0);

    const busy = await app.signedIn("worker", { fullName: "Historik Person" });
    const report = await busy.client.post<TimeReport>(
      "/api/time-reports",
      reportInput({ projectId: project.id, date: "2026-11-17", hours: "8", description: "Arbete med historik" }),
    );
    expect(report.status).toBe(201);
    expect((await admin.delete(`/api/users/${busy.user.id}`)).body).toEqual({ deactivated: true });
    expect((await busy.client.get("/api/user")).status).toBe(401);
    const login = await app.client().post<{ message: string }>("/api/login", { email: busy.user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(401);
    const history = await admin.get<TimeReport[]>(`/api/time-reports?workerId=${busy.user.id}`);
    expect(history.body).toHaveLength(1);
    const week = await admin.get<{ workers: { id: string }[] }>("/api/admin/week?date=2026-11-17");
    expect(week.body.workers.some((w) => w.id === busy.user.id)).toBe(false);
    const listed = await admin.get<PublicUser[]>("/api/users");
    expect(listed.body.find((x) => x.id === busy.user.id)?.active).toBe(false);

    const u = busy.user;
    const back = await admin.patch<PublicUser>(`/api/users/${u.id}`, {
      username: u.username,
      fullName: u.fullName,
      email: u.email,
      role: "worker",
      active: true,
    });
    expect(back.body.active).toBe(true);
    expect((await app.client().post("/api/login", { email: u.email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it("refuses to deactivate the acting admin", async () => {
    const { client: admin } = await app.signedIn("admin");
    const me = (await admin.get<PublicUser>("/api/user")).body;
    const res = await admin.patch<{ message: string }>(`/api/users/${me.id}`, {
      username: me.username,
      fullName: me.fullName,
      email: me.email,
      role: "admin",
      active: false,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Du kan inte inaktivera ditt eget konto");
  });
});

describe("employee numbers (anställningsnummer, docs/product-rules.md §1)", () => {
  it("are set on create, shown in the user object and the list, changed, kept when left out, and cleared", async () => {
    const { client: admin } = await app.signedIn("admin");
    const input = userInput();
    const number = `A-${input.username.slice(-8)}`;
    const created = await admin.post<PublicUser>("/api/users", { ...input, employeeNumber: ` ${number} ` });
    expect(created.status).toBe(201);
    expect(created.body.employeeNumber).toBe(number);
    expect((await admin.get<PublicUser[]>("/api/users")).body.find((u) => u.id === created.body.id)?.employeeNumber).toBe(number);

    const kept = await admin.patch<PublicUser>(`/api/users/${created.body.id}`, { ...input, fullName: "Örjan Åkesson" });
    expect(kept.body.employeeNumber).toBe(number);
    const changed = await admin.patch<PublicUser>(`/api/users/${created.body.id}`, { ...input, employeeNumber: `${number}X` });
    expect(changed.body.employeeNumber).toBe(`${number}X`);
    const cleared = await admin.patch<PublicUser>(`/api/users/${created.body.id}`, { ...input, employeeNumber: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.employeeNumber).toBeNull();
    const row = await app.database.db.select({ n: users.employeeNumber }).from(users).where(eq(users.id, created.body.id));
    expect(row[0]?.n).toBeNull();
  });

  it("answers 409 with the field message for a number another user has, on create and on edit; many users may have none", async () => {
    const { client: admin } = await app.signedIn("admin");
    const first = userInput();
    const number = `D-${first.username.slice(-8)}`;
    expect((await admin.post("/api/users", { ...first, employeeNumber: number })).status).toBe(201);
    const duplicate = await admin.post<{ message: string; errors: Record<string, string> }>("/api/users", { ...userInput(), employeeNumber: number });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("Anställningsnumret används redan");
    expect(duplicate.body.errors.employeeNumber).toBe("Anställningsnumret används redan");

    const second = userInput();
    const other = await admin.post<PublicUser>("/api/users", { ...second, employeeNumber: null });
    expect(other.status).toBe(201);
    expect((await admin.post("/api/users", { ...userInput(), employeeNumber: "" })).status).toBe(201);
    const clash = await admin.patch<{ message: string }>(`/api/users/${other.body.id}`, { ...second, employeeNumber: number });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("Anställningsnumret används redan");
  });

  it("refuses a number over 20 characters with the field message", async () => {
    const { client: admin } = await app.signedIn("admin");
    const res = await admin.post<{ errors: Record<string, string> }>("/api/users", { ...userInput(), employeeNumber: "1".repeat(21) });
    expect(res.status).toBe(400);
    expect(res.body.errors.employeeNumber).toBe("Anställningsnumret får vara högst 20 tecken");
  });

  it("audits a change of employee number with before and after", async () => {
    const { client: admin } = await app.signedIn("admin");
    const input = userInput();
    const created = await admin.post<PublicUser>("/api/users", input);
    await admin.patch(`/api/users/${created.body.id}`, { ...input, employeeNumber: `U-${input.username.slice(-8)}` });
    const result = await app.database.db.execute<{ before: string | null; after: string | null }>(
      sql`SELECT changes->'before'->>'employeeNumber' AS before, changes->'after'->>'employeeNumber' AS after
            FROM audit_logs WHERE entity_id = ${created.body.id} AND action = 'update'`,
    );
    expect(result.rows).toEqual([{ before: null, after: `U-${input.username.slice(-8)}` }]);
  });
});
