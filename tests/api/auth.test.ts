/**
 * The auth module (server/auth), the account endpoints of docs/product-rules.md §1: admin setup, session
 * user, login, register, forgot/reset password, logout. Rate limits and transport security:
 * security.test.ts.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimits, users } from "../../shared/schema";
import { registerSchema } from "../../shared/validation/auth";
import type { ApiErrorBody } from "../../shared/types";
import { DEFAULT_PASSWORD, registrationInput, uniqueEmail, uniqueSuffix } from "../support/builders";
import { startTestApp, useTestApp } from "./helpers/test-app";
import type { TestClient, TestResponse } from "./helpers/http-client";

const PUBLIC_USER_KEYS = [
  "active",
  "avatarUrl",
  "createdAt",
  "email",
  "employedFrom",
  "employeeNumber",
  "fullName",
  "id",
  "identityNumber",
  "locale",
  "role",
  "updatedAt",
  "username",
];
const INVALID_RESET = "Återställningslänken är ogiltig eller har gått ut";
const FORGOT_ANSWER = { code: "done.reset-mail-sent", message: "Om e-postadressen finns kommer du få ett återställningsmeddelande" };

interface UserBody {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: string;
  avatarUrl: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const app = useTestApp();
// Every test starts with unused rate-limit counters (all requests here come from 127.0.0.1).
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
});

/** A user object as docs/product-rules.md §14 defines it, and nothing secret anywhere in the response. */
function expectPublicUser(res: TestResponse<unknown>): UserBody {
  const body = res.body as UserBody;
  expect(Object.keys(body).sort()).toEqual(PUBLIC_USER_KEYS);
  expect(res.text).not.toMatch(/argon2|password|reset_?token/i);
  expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
  return body;
}

async function userRow(id: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("first admin: GET /api/admin/status, POST /api/admin/setup", { timeout: 90_000 }, () => {
  it("ten concurrent setups on a fresh installation create exactly one admin, signed in", async () => {
    // A fresh installation: a database of its own, without any admin.
    const fresh = await startTestApp();
    try {
      const before = await fresh.client().get("/api/admin/status");
      expect(before.status).toBe(200);
      // The test app's mailer stands for SMTP (mail is sent) in a development configuration without SMTP_URL.
      expect(before.body).toEqual({ hasAdmin: false, resetLinkInLog: true, mailConfigured: true, registration: "open" });

      const clients = Array.from({ length: 10 }, () => fresh.client());
      const results = await Promise.all(
        clients.map((client, i) =>
          client.post<UserBody & ApiErrorBody>("/api/admin/setup", {
            username: `chef${i}`,
            fullName: `Anna Chef ${i}`,
            email: `chef${i}@example.se`,
            password: "admin1234",
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409))
        expect(r.body).toEqual({ code: "auth.admin-exists", message: "Det finns redan en administratör" });

      const winner = results.findIndex((r) => r.status === 201);
      const admin = expectPublicUser(results[winner]);
      expect(admin).toMatchObject({ role: "admin", username: `chef${winner}`, email: `chef${winner}@example.se`, active: true });

      const admins = await fresh.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      expect(admins).toEqual([{ id: admin.id }]);
      expect(
        await fresh.database.db
          .select({ id: users.id })
          .from(users)
          .where(sql`${users.email} like 'chef%'`),
      ).toHaveLength(1);

      // The winner is signed in; the others are not.
      const me = await clients[winner].get<UserBody>("/api/user");
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: admin.id, role: "admin" });
      expect((await clients[(winner + 1) % 10].get("/api/user")).status).toBe(401);

      expect((await fresh.client().get("/api/admin/status")).body).toEqual({
        hasAdmin: true,
        resetLinkInLog: true,
        mailConfigured: true,
        registration: "open",
      });
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ["SMTP is configured", { SMTP_URL: "smtp://127.0.0.1:2525" }, false],
    ["in production", { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PUBLIC_URL: "http://127.0.0.1" }, false],
    ["in development without SMTP", { NODE_ENV: "development" }, true],
  ] as const)("says whether the reset link goes to the log (developer note): %s → resetLinkInLog %s", async (_case, env, expected) => {
    const other = await startTestApp({ database: app.database, env });
    try {
      const res = await other.client().get("/api/admin/status");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ resetLinkInLog: expected });
    } finally {
      await other.close();
    }
  });

  it("a later setup is 409 'Det finns redan en administratör' and creates nobody", async () => {
    await app.createUser({ role: "admin" });
    const late = registrationInput({ password: "admin1234" });
    const res = await app.client().post("/api/admin/setup", late);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "auth.admin-exists", message: "Det finns redan en administratör" });
    expect(await app.database.db.select().from(users).where(eq(users.email, late.email))).toEqual([]);
  });

  it("validates the setup form with the shared messages", async () => {
    const res = await app.client().post<ApiErrorBody>("/api/admin/setup", { username: "an", fullName: "A", email: "anna", password: "123" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: "Användarnamn måste vara minst 3 tecken",
      fullName: "Fullständigt namn krävs",
      email: "Ogiltig e-postadress",
      password: "Lösenord måste vara minst 8 tecken",
    });
  });
});

describe("GET /api/user", () => {
  it("is 401 'Du måste logga in' without a session", async () => {
    const res = await app.client().get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "auth.required", message: "Du måste logga in" });
  });

  it("is 401 with a forged or unknown session cookie", async () => {
    const res = await app.client().get("/api/user", { headers: { cookie: "sid=s%3Aforged.c2lnbmF0dXJl" } });
    expect(res.status).toBe(401);
  });

  it("returns the signed-in user's public fields only", async () => {
    const { client, user } = await app.signedIn("worker", { fullName: "Erik Andersson" });
    const res = await client.get("/api/user");
    expect(res.status).toBe(200);
    expect(expectPublicUser(res)).toEqual({
      id: user.id,
      username: user.username,
      fullName: "Erik Andersson",
      email: user.email,
      role: "worker",
      avatarUrl: null,
      active: true,
      employeeNumber: null,
      employedFrom: null,
      identityNumber: null,
      locale: "sv",
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    });
  });

  it.each(["admin", "customer"] as const)("works for a %s too", async (role) => {
    const { client, user } = await app.signedIn(role);
    const res = await client.get<UserBody>("/api/user");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, role });
  });
});

describe("POST /api/login", () => {
  it("signs in and returns the user object", async () => {
    const user = await app.createUser();
    const client = app.client();
    const res = await client.post("/api/login", { email: user.email, password: user.plainPassword });
    expect(res.status).toBe(200);
    expect(expectPublicUser(res)).toMatchObject({ id: user.id, email: user.email, role: "worker" });
    expect(((await client.get("/api/user")).body as UserBody).id).toBe(user.id);
  });

  it("treats the e-mail case-insensitively, also when it was stored with capitals", async () => {
    const n = uniqueSuffix();
    const user = await app.createUser({ email: `Karin.Berg${n}@Example.se` });
    for (const email of [`karin.berg${n}@example.se`, `KARIN.BERG${n}@EXAMPLE.SE`, `  Karin.Berg${n}@Example.se `]) {
      const res = await app.client().post<UserBody>("/api/login", { email, password: user.plainPassword });
      expect(res.status, email).toBe(200);
      expect(res.body.id).toBe(user.id);
    }
  });

  it("answers wrong password, unknown e-mail and deactivated account alike: 401 'Ogiltiga inloggningsuppgifter'", async () => {
    const user = await app.createUser();
    const inactive = await app.createUser();
    await app.database.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));

    const attempts = [
      { email: user.email, password: "fel-lösenord" },
      { email: uniqueEmail("okand"), password: user.plainPassword },
      { email: inactive.email, password: inactive.plainPassword },
    ];
    for (const body of attempts) {
      const client = app.client();
      const res = await client.post("/api/login", body);
      expect(res.status, body.email).toBe(401);
      expect(res.body).toEqual({ code: "auth.invalid-credentials", message: "Ogiltiga inloggningsuppgifter" });
      expect(client.cookieHeader).toBe("");
      expect((await client.get("/api/user")).status).toBe(401);
    }
  });

  it("a deactivated user's existing session stops working", async () => {
    const { client, user } = await app.signedIn("worker");
    expect((await client.get("/api/user")).status).toBe(200);
    await app.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("gives a new session id on every login; the earlier id no longer signs anyone in", async () => {
    const first = await app.createUser();
    const second = await app.createUser();
    const client = app.client();

    expect((await client.post("/api/login", { email: first.email, password: first.plainPassword })).status).toBe(200);
    const before = client.cookie("sid");
    expect(before).toBeTruthy();

    // A failed try leaves the session alone …
    expect((await client.post("/api/login", { email: first.email, password: "fel-lösenord" })).status).toBe(401);
    expect(client.cookie("sid")).toBe(before);

    // … a successful one replaces it.
    expect((await client.post("/api/login", { email: second.email, password: second.plainPassword })).status).toBe(200);
    const after = client.cookie("sid");
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(((await client.get("/api/user")).body as UserBody).id).toBe(second.id);

    // Someone holding the old id (session fixation) is not signed in as anybody.
    const holder = app.client();
    const stale = await holder.get("/api/user", { headers: { cookie: `sid=${before}` } });
    expect(stale.status).toBe(401);
  });

  it("is 400 with field messages for an invalid body", async () => {
    const res = await app.client().post<ApiErrorBody>("/api/login", { email: "inte-en-adress", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: "Ogiltig e-postadress", password: "Lösenord krävs" });
    expect(["Ogiltig e-postadress", "Lösenord krävs"]).toContain(res.body.message);
  });
});

describe("POST /api/register", () => {
  it("creates a worker even when role admin is sent, and signs it in", async () => {
    const input = registrationInput({ role: "admin", email: `Ny.Arbetare${uniqueSuffix()}@Example.se` });
    const client = app.client();
    const res = await client.post("/api/register", input);
    expect(res.status).toBe(201);
    const created = expectPublicUser(res);
    expect(created).toMatchObject({
      username: input.username,
      fullName: input.fullName,
      email: String(input.email).toLowerCase(),
      role: "worker",
      active: true,
    });

    const me = await client.get<UserBody>("/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: created.id, role: "worker" });
    expect((await userRow(created.id))?.role).toBe("worker");

    // The chosen password works for a later login.
    expect((await app.client().post("/api/login", { email: input.email, password: input.password })).status).toBe(200);
  });

  it("is 409 'Användarnamnet är upptaget' for a taken username", async () => {
    const existing = await app.createUser();
    const res = await app.client().post<ApiErrorBody>("/api/register", registrationInput({ username: existing.username }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Användarnamnet är upptaget");
    expect(res.body.errors).toEqual({ username: "Användarnamnet är upptaget" });
  });

  it("is 409 'E-postadressen används redan' for a taken e-mail in any letter case", async () => {
    const existing = await app.createUser();
    const res = await app.client().post<ApiErrorBody>("/api/register", registrationInput({ email: existing.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("E-postadressen används redan");
    expect(res.body.errors).toEqual({ email: "E-postadressen används redan" });
    const rows = await app.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${existing.email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    { username: "ab", fullName: "E", email: "erik@", password: "12345" },
    { username: "erik", fullName: "Erik Andersson", email: "erik@example.se", password: "kort" },
    {},
  ])("is 400 with the shared schema's messages for %j", async (input) => {
    const client = app.client();
    const res = await client.post<ApiErrorBody>("/api/register", input);
    expect(res.status).toBe(400);
    const parsed = registerSchema.safeParse(input);
    const expected: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) expected[issue.path.join(".")] ??= issue.message;
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(res.body.errors).toEqual(expected);
    expect(Object.values(expected)).toContain(res.body.message);
    expect((await client.get("/api/user")).status).toBe(401);
  });
});

describe("POST /api/forgot-password and /api/reset-password", () => {
  async function requestReset(email: string): Promise<string> {
    const count = app.mails.length;
    const res = await app.client().post("/api/forgot-password", { email });
    expect(res.status).toBe(200);
    expect(app.mails.length).toBe(count + 1);
    const link = app.mails[app.mails.length - 1].link;
    return new URL(link).searchParams.get("token") ?? "";
  }

  it("answers the same for an existing and an unknown address, and mails only the existing one", async () => {
    const user = await app.createUser();
    const before = app.mails.length;

    const known = await app.client().post("/api/forgot-password", { email: user.email.toUpperCase() });
    const unknown = await app.client().post("/api/forgot-password", { email: uniqueEmail("finns.inte") });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(FORGOT_ANSWER);
    expect(unknown.body).toEqual(FORGOT_ANSWER);

    const sent = app.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(user.email);
    expect(sent[0].link).toMatch(new RegExp(`^${app.config.publicUrl.replace(/\./g, "\\.")}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
  });

  it("stores only the SHA-256 of the token, valid for 60 minutes", async () => {
    const user = await app.createUser();
    const started = Date.now();
    const token = await requestReset(user.email);
    const row = await userRow(user.id);
    expect(row?.resetToken).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const expiry = row?.resetTokenExpiry?.getTime() ?? 0;
    expect(expiry).toBeGreaterThan(started + 59 * 60_000);
    expect(expiry).toBeLessThan(Date.now() + 61 * 60_000);
  });

  it("sends nothing to a deactivated account", async () => {
    const user = await app.createUser();
    await app.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const before = app.mails.length;
    const res = await app.client().post("/api/forgot-password", { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(FORGOT_ANSWER);
    expect(app.mails.length).toBe(before);
  });

  it("resets once: the new password works, the old does not, and the link is then spent", async () => {
    const user = await app.createUser();
    const token = await requestReset(user.email);

    const reset = await app.client().post("/api/reset-password", { token, newPassword: "nyttlösen1" });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ code: "done.password-reset", message: "Lösenordet har återställts" });

    expect((await app.client().post("/api/login", { email: user.email, password: "nyttlösen1" })).status).toBe(200);
    expect((await app.client().post("/api/login", { email: user.email, password: user.plainPassword })).status).toBe(401);

    const again = await app.client().post("/api/reset-password", { token, newPassword: "tredje-lösen" });
    expect(again.status).toBe(400);
    expect((again.body as ApiErrorBody).message).toBe(INVALID_RESET);
    expect((await app.client().post("/api/login", { email: user.email, password: "tredje-lösen" })).status).toBe(401);
    expect((await userRow(user.id))?.resetToken).toBeNull();
  });

  it("ends every session the user had", async () => {
    const { client: phone, user } = await app.signedIn("worker");
    const laptop = app.client();
    expect((await laptop.post("/api/login", { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    const other = await app.signedIn("worker");

    const token = await requestReset(user.email);
    expect((await app.client().post("/api/reset-password", { token, newPassword: "nyttlösen2" })).status).toBe(200);

    expect((await phone.get("/api/user")).status).toBe(401);
    expect((await laptop.get("/api/user")).status).toBe(401);
    // Someone else's session is untouched.
    expect((await other.client.get("/api/user")).status).toBe(200);
  });

  it("rejects an expired token and leaves the password unchanged", async () => {
    const user = await app.createUser();
    const token = await requestReset(user.email);
    await app.database.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id));
    const res = await app.client().post("/api/reset-password", { token, newPassword: "nyttlösen3" });
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).message).toBe(INVALID_RESET);
    expect((await app.client().post("/api/login", { email: user.email, password: user.plainPassword })).status).toBe(200);
  });

  it("a newer request replaces the earlier link", async () => {
    const user = await app.createUser();
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(second).not.toBe(first);

    const old = await app.client().post("/api/reset-password", { token: first, newPassword: "nyttlösen4" });
    expect(old.status).toBe(400);
    expect((old.body as ApiErrorBody).message).toBe(INVALID_RESET);
    expect((await app.client().post("/api/reset-password", { token: second, newPassword: "nyttlösen4" })).status).toBe(200);
  });

  it("rejects an unknown token, a missing token and a short password with their messages", async () => {
    const unknown = await app
      .client()
      .post<ApiErrorBody>("/api/reset-password", { token: crypto.randomBytes(32).toString("base64url"), newPassword: "nyttlösen" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(INVALID_RESET);

    const missing = await app.client().post<ApiErrorBody>("/api/reset-password", { newPassword: "nyttlösen" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ token: "Ingen återställningstoken hittades" });

    const user = await app.createUser();
    const token = await requestReset(user.email);
    const short = await app.client().post<ApiErrorBody>("/api/reset-password", { token, newPassword: "123" });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ newPassword: "Lösenord måste vara minst 8 tecken" });
    // A rejected new password does not spend the link.
    expect((await app.client().post("/api/reset-password", { token, newPassword: "nyttlösen5" })).status).toBe(200);
  });

  it("an invalid address is 400 'Ogiltig e-postadress'", async () => {
    const res = await app.client().post<ApiErrorBody>("/api/forgot-password", { email: "inte-en-adress" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: "Ogiltig e-postadress" });
  });
});

describe("new passwords: at least 8 characters, not a common one (docs/product-rules.md §1)", () => {
  const COMMON = "Lösenordet är för vanligt – välj ett annat";

  it("register and admin setup refuse a password from the common list, in any letter case, and create nobody", async () => {
    for (const password of ["password123", "Qwerty123", "12345678"]) {
      const input = registrationInput({ password });
      const res = await app.client().post<ApiErrorBody>("/api/register", input);
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({
        code: "field.password-common",
        message: COMMON,
        errors: { password: COMMON },
        errorCodes: { password: "field.password-common" },
      });
      expect(await app.database.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    }
    const setup = await app.client().post<ApiErrorBody>("/api/admin/setup", registrationInput({ password: "iloveyou" }));
    expect(setup.status).toBe(400);
    expect(setup.body.errors).toEqual({ password: COMMON });
  });

  it("7 characters are refused, 8 uncommon ones are taken", async () => {
    const short = await app.client().post<ApiErrorBody>("/api/register", registrationInput({ password: "Bygg-47" }));
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: "Lösenord måste vara minst 8 tecken" });
    expect((await app.client().post("/api/register", registrationInput({ password: "Bygg-47x" }))).status).toBe(201);
  });

  it("a reset refuses a common new password and keeps the link for a good one", async () => {
    const user = await app.createUser();
    await app.client().post("/api/forgot-password", { email: user.email });
    const token = new URL(app.mails.filter((m) => m.to === user.email).at(-1)?.link ?? "").searchParams.get("token");
    const common = await app.client().post<ApiErrorBody>("/api/reset-password", { token, newPassword: "sunshine1" });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ newPassword: COMMON });
    expect((await app.client().post("/api/reset-password", { token, newPassword: "Takstol-Regn-47" })).status).toBe(200);
  });

  it("an existing password shorter than 8 characters still signs in", async () => {
    const user = await app.createUser({ password: "kort12" });
    expect((await app.client().post("/api/login", { email: user.email, password: "kort12" })).status).toBe(200);
  });
});

describe("'Glömt lösenord' on a server without SMTP", () => {
  it("answers that an admin must set a new password, and says mail is not configured", async () => {
    const noSmtp = await startTestApp({
      database: app.database,
      mailer: {
        configured: false,
        async sendPasswordReset() {},
        async sendReportReturned() {},
        async sendReportRejected() {},
        async sendExpenseReturned() {},
        async sendExpenseRejected() {},
        async sendInvitation() {},
      },
    });
    try {
      const user = await app.createUser();
      for (const email of [user.email, uniqueEmail("okand")]) {
        const res = await noSmtp.client().post("/api/forgot-password", { email });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          code: "done.reset-ask-admin",
          message: "Lösenord kan inte återställas via e-post här – be en administratör att sätta ett nytt lösenord åt dig",
        });
      }
      const status = await noSmtp.client().get("/api/admin/status");
      expect(status.body).toMatchObject({ mailConfigured: false, resetLinkInLog: true });
    } finally {
      await noSmtp.close();
    }
  });
});

describe("POST /api/logout", () => {
  it("is 200 when nobody is signed in", async () => {
    const res = await app.client().post("/api/logout");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("ends the session on the server and clears the cookie", async () => {
    const { client } = await app.signedIn("worker");
    const cookie = client.cookie("sid");
    expect(cookie).toBeTruthy();

    const res = await client.post("/api/logout");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /^sid=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect(client.cookie("sid")).toBeUndefined();
    expect((await client.get("/api/user")).status).toBe(401);

    // The old cookie, replayed, is worthless.
    const replay = await app.client().get("/api/user", { headers: { cookie: `sid=${cookie}` } });
    expect(replay.status).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const { client: first, user } = await app.signedIn("worker");
    const second: TestClient = app.client();
    expect((await second.post("/api/login", { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await first.post("/api/logout")).status).toBe(200);
    expect((await second.get("/api/user")).status).toBe(200);
  });
});

describe("GET /api/demo-accounts", () => {
  it("is an empty list when demo accounts are off, without a session", async () => {
    const res = await app.client().get("/api/demo-accounts");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
