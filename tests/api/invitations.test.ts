/**
 * Accounts a company controls (docs/product-rules.md §1, the auth module): the registration
 * setting (`/api/settings/accounts`, `REGISTRATION`) and the admin's invitations
 * (`/api/invitations`, the public lookup, `POST /api/register` with `invitationToken`).
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appSettings, auditLogs, invitations, rateLimits, users } from "../../shared/schema";
import type { AdminWeek, ApiErrorBody, CreatedInvitation, Invitation, PublicUser } from "../../shared/types";
import { loadConfig } from "../../server/env";
import { addDays, todayIn } from "../../shared/dates";
import { registrationInput, uniqueEmail, uniqueSuffix } from "../support/builders";
import { expectAdminOnly } from "./helpers/permissions";
import { startTestApp, useTestApp } from "./helpers/test-app";
import type { TestClient } from "./helpers/http-client";

const NEEDS_INVITATION = { code: "auth.registration-needs-invitation", message: "Registrering kräver en inbjudan – be din arbetsledare om en" };
const INVALID_INVITATION = "Inbjudan är ogiltig eller har gått ut";
const DAY_MS = 24 * 60 * 60_000;

const app = useTestApp();
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
  // Each test starts from REGISTRATION's default (open in this test configuration).
  await app.database.db.delete(appSettings).where(eq(appSettings.key, "accounts"));
});

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

async function invite(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const body = { email: uniqueEmail("inbjuden"), fullName: `Nya Kollegan ${uniqueSuffix()}`, role: "worker", ...overrides };
  const res = await admin.post<CreatedInvitation>("/api/invitations", body);
  expect(res.status).toBe(201);
  return { body, created: res.body, token: tokenOf(res.body.url) };
}

describe("admin endpoints", () => {
  it("only admins read and change the setting and the invitations: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, [
      ["GET", "/api/settings/accounts"],
      ["PUT", "/api/settings/accounts"],
      ["GET", "/api/invitations"],
      ["POST", "/api/invitations"],
      ["DELETE", "/api/invitations/:id"],
    ]);
  });
});

describe("the registration setting", () => {
  it("REGISTRATION decides until an admin sets it: invite in production, open in development", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
    expect(loadConfig(production).registration).toBe("invite");
    expect(loadConfig({ NODE_ENV: "development" }).registration).toBe("open");
    expect(loadConfig({ ...production, REGISTRATION: "open" }).registration).toBe("open");
    expect(loadConfig({ NODE_ENV: "development", REGISTRATION: "invite" }).registration).toBe("invite");
    expect(() => loadConfig({ REGISTRATION: "alla" })).toThrow(/REGISTRATION/);
  });

  it("with invite, register without an invitation is 403 and creates nobody; the status says invite; open lets anyone in again", async () => {
    const { client: admin, user } = await app.signedIn("admin");
    expect((await admin.get("/api/settings/accounts")).body).toEqual({ registration: "open" });
    expect((await app.client().get("/api/admin/status")).body).toMatchObject({ registration: "open" });

    const saved = await admin.put("/api/settings/accounts", { registration: "invite" });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ registration: "invite" });
    expect((await app.client().get("/api/admin/status")).body).toMatchObject({ registration: "invite", mailConfigured: true });

    const stranger = registrationInput();
    const refused = await app.client().post("/api/register", stranger);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(NEEDS_INVITATION);
    expect(await app.database.db.select().from(users).where(eq(users.email, stranger.email))).toEqual([]);

    await admin.put("/api/settings/accounts", { registration: "open" });
    expect((await app.client().post("/api/register", registrationInput())).status).toBe(201);

    const trail = await app.database.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.entityType} = 'settings' AND ${auditLogs.userId} = ${user.id}`)
      .orderBy(auditLogs.timestamp);
    expect(trail.map((row) => row.changes?.after)).toEqual([{ registration: "invite" }, { registration: "open" }]);
  });

  it("refuses a mode that is neither invite nor open", async () => {
    const { client: admin } = await app.signedIn("admin");
    const res = await admin.put<ApiErrorBody>("/api/settings/accounts", { registration: "alla" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ registration: "Välj inbjudan eller öppen registrering" });
  });

  it("a server started with REGISTRATION=invite refuses strangers, and still lets a fresh installation make its first admin", async () => {
    const fresh = await startTestApp({ env: { REGISTRATION: "invite" } });
    try {
      expect((await fresh.client().get("/api/admin/status")).body).toMatchObject({ hasAdmin: false, registration: "invite" });
      expect((await fresh.client().post("/api/register", registrationInput())).status).toBe(403);
      const setup = await fresh.client().post<PublicUser>("/api/admin/setup", registrationInput({ password: "admin1234" }));
      expect(setup.status).toBe(201);
      expect(setup.body.role).toBe("admin");
    } finally {
      await fresh.close();
    }
  });
});

describe("invitations", () => {
  it("creates a link for 7 days, stores only its hash, mails it, and lists the open ones without secrets", async () => {
    const { client: admin } = await app.signedIn("admin");
    const before = Date.now();
    const employeeNumber = `A-${uniqueSuffix()}`;
    const { body, created, token } = await invite(admin, { employeeNumber });
    expect(Object.keys(created).sort()).toEqual(["email", "expiresAt", "id", "url"]);
    expect(created.email).toBe(body.email);
    expect(created.url).toBe(`${app.url}/register?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(created.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);

    const [row] = await app.database.db.select().from(invitations).where(eq(invitations.id, created.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(app.mails.filter((m) => m.to === body.email).map((m) => m.invitation)).toEqual([created.url]);

    const list = await admin.get<Invitation[]>("/api/invitations");
    expect(list.status).toBe(200);
    const listed = list.body.find((i) => i.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      email: body.email,
      fullName: body.fullName,
      role: "worker",
      employeeNumber,
      employedFrom: null,
      locale: "sv",
      expiresAt: created.expiresAt,
      createdAt: expect.any(String),
    });
    expect(list.text).not.toContain(token);
    expect(list.text).not.toContain(row.tokenHash);
  });

  it("the link makes the account the invitation names, once, in invite mode too, and signs it in", async () => {
    const { client: admin } = await app.signedIn("admin");
    await admin.put("/api/settings/accounts", { registration: "invite" });
    const employeeNumber = `B-${uniqueSuffix()}`;
    const { body, created, token } = await invite(admin, { role: "admin", employeeNumber });

    const lookup = await app.client().post("/api/invitations/lookup", { token });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ email: body.email, fullName: body.fullName, locale: "sv" });

    // Role, name and employee number come from the invitation, whatever the form sends.
    const newcomer = app.client();
    const input = registrationInput({ email: uniqueEmail("annan"), fullName: "Någon Annan", invitationToken: token, role: "worker" });
    const made = await newcomer.post<PublicUser>("/api/register", input);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ email: body.email, fullName: body.fullName, role: "admin", employeeNumber, username: input.username });
    expect((await newcomer.get<PublicUser>("/api/user")).body.email).toBe(body.email);

    const again = await app.client().post<ApiErrorBody>("/api/register", registrationInput({ invitationToken: token }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_INVITATION);
    expect((await app.client().post("/api/invitations/lookup", { token })).status).toBe(404);
    expect((await admin.get<Invitation[]>("/api/invitations")).body.map((i) => i.id)).not.toContain(created.id);

    const [row] = await app.database.db.select().from(invitations).where(eq(invitations.id, created.id));
    expect(row.usedBy).toBe(made.body.id);
    expect(row.usedAt).not.toBeNull();
  });

  it("carries 'Anställd från' into the account, so the days before it are never missing", async () => {
    const { client: admin } = await app.signedIn("admin");
    await admin.put("/api/settings/accounts", { registration: "invite" });
    // Starts tomorrow: every working day of last week lies before it.
    const employedFrom = addDays(todayIn(), 1);
    const lastWeek = addDays(todayIn(), -7);
    const { created, token } = await invite(admin, { employedFrom });
    expect((await admin.get<Invitation[]>("/api/invitations")).body.find((i) => i.id === created.id)).toMatchObject({ employedFrom });

    const newcomer = app.client();
    const made = await newcomer.post<PublicUser>("/api/register", registrationInput({ invitationToken: token, employedFrom: "2020-01-01" }));
    expect(made.status, made.text).toBe(201);
    // The invitation's date, whatever the form sends.
    expect(made.body.employedFrom).toBe(employedFrom);
    expect((await newcomer.get<PublicUser>("/api/user")).body.employedFrom).toBe(employedFrom);

    // Without a date, as before: no 'Anställd från', and last week is missing.
    const plain = await invite(admin);
    const plainMade = await app.client().post<PublicUser>("/api/register", registrationInput({ invitationToken: plain.token }));
    expect(plainMade.body.employedFrom).toBeNull();

    // The admin's 'Bara saknade dagar' of last week: the worker employed all along, not the one who starts tomorrow.
    const missing = await admin.get<AdminWeek>(`/api/admin/week?date=${lastWeek}&onlyMissing=true&limit=200`);
    expect(missing.status).toBe(200);
    const missingIds = missing.body.workers.map((w) => w.id);
    expect(missingIds).toContain(plainMade.body.id);
    expect(missingIds).not.toContain(made.body.id);
    // An empty field is no date.
    const empty = await invite(admin, { employedFrom: "" });
    expect((await admin.get<Invitation[]>("/api/invitations")).body.find((i) => i.id === empty.created.id)?.employedFrom).toBeNull();
  });

  it.each(["2026-02-30", "1899-12-31", "3000-01-01", "1 april", 20260401])(
    "refuses the 'Anställd från' %j with 'Ogiltigt datum' and its code, and invites nobody",
    async (bad) => {
      const { client: admin } = await app.signedIn("admin");
      const email = uniqueEmail("datum");
      const res = await admin.post<ApiErrorBody>("/api/invitations", { email, fullName: "Ny Person", role: "worker", employedFrom: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ employedFrom: "Ogiltigt datum" });
      expect(res.body.errorCodes).toEqual({ employedFrom: "field.date-invalid" });
      expect(await app.database.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
    },
  );

  it("two registrations racing on one link make one account", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { token } = await invite(admin);
    const results = await Promise.all([0, 1, 2].map(() => app.client().post("/api/register", registrationInput({ invitationToken: token }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it("a common password is refused and does not spend the link", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { token } = await invite(admin);
    const common = await app.client().post<ApiErrorBody>("/api/register", registrationInput({ invitationToken: token, password: "password123" }));
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: "Lösenordet är för vanligt – välj ett annat" });
    expect((await app.client().post("/api/register", registrationInput({ invitationToken: token, password: "Takstol-Regn-47" }))).status).toBe(201);
  });

  it("an expired link and an unknown token make nothing", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { body, created, token } = await invite(admin);
    await app.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, created.id));
    for (const t of [token, crypto.randomBytes(32).toString("base64url")]) {
      const res = await app.client().post<ApiErrorBody>("/api/register", registrationInput({ invitationToken: t }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID_INVITATION);
      const lookup = await app.client().post("/api/invitations/lookup", { token: t });
      expect(lookup.status).toBe(404);
      expect(lookup.body).toEqual({ code: "auth.invalid-invitation", message: INVALID_INVITATION });
    }
    expect(await app.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect((await admin.get<Invitation[]>("/api/invitations")).body.map((i) => i.id)).not.toContain(created.id);
  });

  it("withdrawing an invitation makes its link worthless; a withdrawn or unknown id is 404", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { created, token } = await invite(admin);
    const withdrawn = await admin.delete(`/api/invitations/${created.id}`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ code: "done.invitation-withdrawn", message: "Inbjudan har dragits tillbaka" });
    expect((await app.client().post("/api/register", registrationInput({ invitationToken: token }))).status).toBe(400);
    expect((await admin.delete(`/api/invitations/${created.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/invitations/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("a new invitation to the same address replaces the open one", async () => {
    const { client: admin } = await app.signedIn("admin");
    const email = uniqueEmail("dubbel");
    const first = await invite(admin, { email });
    const second = await invite(admin, { email: email.toUpperCase() });
    expect((await app.client().post("/api/invitations/lookup", { token: first.token })).status).toBe(404);
    expect((await app.client().post("/api/invitations/lookup", { token: second.token })).status).toBe(200);
    const open = (await admin.get<Invitation[]>("/api/invitations")).body.filter((i) => i.email === email);
    expect(open.map((i) => i.id)).toEqual([second.created.id]);
  });

  it("refuses an address that has an account, a taken employee number, a customer role and bad fields", async () => {
    const { client: admin } = await app.signedIn("admin");
    const existing = await app.createUser({ email: uniqueEmail("finns") });
    const taken = await admin.post<ApiErrorBody>("/api/invitations", { email: existing.email.toUpperCase(), fullName: "Finns Redan", role: "worker" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("E-postadressen används redan");

    const numbered = await app.createUser();
    await app.database.db
      .update(users)
      .set({ employeeNumber: `N-${numbered.id.slice(0, 8)}` })
      .where(eq(users.id, numbered.id));
    const number = await admin.post<ApiErrorBody>("/api/invitations", {
      email: uniqueEmail(),
      fullName: "Ny Person",
      role: "worker",
      employeeNumber: `N-${numbered.id.slice(0, 8)}`,
    });
    expect(number.status).toBe(409);
    expect(number.body.message).toBe("Anställningsnumret används redan");

    const bad = await admin.post<ApiErrorBody>("/api/invitations", { email: "inte-en-adress", fullName: "", role: "customer" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: "Ogiltig e-postadress", fullName: "Fullständigt namn krävs", role: "Välj Byggarbetare eller Admin" });
  });

  it("without SMTP nothing is mailed and the admin still gets the link to copy", async () => {
    const sent: string[] = [];
    const noSmtp = await startTestApp({
      database: app.database,
      mailer: {
        configured: false,
        async sendPasswordReset() {},
        async sendReportReturned() {},
        async sendReportRejected() {},
        async sendExpenseReturned() {},
        async sendExpenseRejected() {},
        async sendInvitation(to) {
          sent.push(to.email);
        },
      },
    });
    try {
      const { client: admin } = await noSmtp.signedIn("admin");
      const res = await admin.post<CreatedInvitation>("/api/invitations", { email: uniqueEmail(), fullName: "Utan Post", role: "worker" });
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/\/register\?token=[A-Za-z0-9_-]{43}$/);
      expect(sent).toEqual([]);
    } finally {
      await noSmtp.close();
    }
  });

  it("unknown tokens count against the address like failed sign-ins", async () => {
    const limited = await startTestApp({ database: app.database, limits: { loginPerIp: { max: 3, windowMs: 15 * 60_000 } } });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await limited.client().post("/api/invitations/lookup", { token: `gissning-${i}` })).status).toBe(404);
      }
      expect((await limited.client().post("/api/invitations/lookup", { token: "gissning-4" })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("of unknown tokens sent at once, exactly the limit are looked up (404), the rest are 429", async () => {
    await app.database.db.delete(rateLimits);
    const limited = await startTestApp({ database: app.database, limits: { loginPerIp: { max: 3, windowMs: 15 * 60_000 } } });
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => limited.client().post("/api/invitations/lookup", { token: `samtidig-${i}` })));
      expect(answers.map((res) => res.status).sort()).toEqual([404, 404, 404, ...Array<number>(9).fill(429)]);
    } finally {
      await limited.close();
    }
  });
});
