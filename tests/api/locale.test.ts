/**
 * The user's language (docs/product-rules.md §17): `locale` in the user object, changed by
 * users themselves (`PATCH /api/user`), set by an admin in the user form and on an invitation,
 * `sv` for anyone created without it, and nothing else stored, by the API or the database.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLogs, rateLimits, users } from "../../shared/schema";
import type { ApiErrorBody, CreatedInvitation, Invitation, PublicUser } from "../../shared/types";
import { registrationInput, uniqueEmail, userInput } from "../support/builders";
import { startTestApp, useTestApp } from "./helpers/test-app";

const UNKNOWN_LANGUAGE = "Okänt språk – välj ett av sv, en, pl";
const UNKNOWN_LANGUAGE_EN = "Unknown language – choose one of sv, en, pl";
/** What a Polish phone sends: a request's language never decides a new account's. */
const POLISH_BROWSER = { headers: { "accept-language": "pl-PL,pl;q=0.9,en;q=0.8" } };

const app = useTestApp();
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
});

const localeOf = async (id: string) => (await app.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

describe("PATCH /api/user {locale}", () => {
  it("a worker chooses Polish: the answer, the next GET /api/user and the row say pl, with an audit row", async () => {
    const { client, user } = await app.signedIn("worker");
    expect((await client.get<PublicUser>("/api/user")).body.locale).toBe("sv");

    const changed = await client.patch<PublicUser>("/api/user", { locale: "pl" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: user.id, email: user.email, locale: "pl" });
    expect((await client.get<PublicUser>("/api/user")).body.locale).toBe("pl");
    expect(await localeOf(user.id)).toBe("pl");

    const trail = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, user.id));
    expect(trail.filter((row) => row.action === "update" && row.userId === user.id)).toHaveLength(1);

    expect((await client.patch<PublicUser>("/api/user", { locale: "en" })).body.locale).toBe("en");
    expect((await client.patch<PublicUser>("/api/user", { locale: "sv" })).body.locale).toBe("sv");
  });

  it("an admin and a customer change their own too", async () => {
    for (const role of ["admin", "customer"] as const) {
      const { client, user } = await app.signedIn(role);
      expect((await client.patch<PublicUser>("/api/user", { locale: "en" })).status).toBe(200);
      expect(await localeOf(user.id)).toBe("en");
    }
  });

  it("any other value is 400, in the user's language (English here), and nothing changes", async () => {
    const { client, user } = await app.signedIn("worker");
    await client.patch("/api/user", { locale: "en" });
    for (const body of [{ locale: "de" }, { locale: "PL" }, { locale: "pl-PL" }, { locale: "" }, { locale: null }, { locale: 1 }, {}, { fullName: "Ny" }]) {
      const res = await client.patch<ApiErrorBody>("/api/user", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("validation.failed");
      expect(res.body.message).toBe(UNKNOWN_LANGUAGE_EN);
      expect(res.body.errors).toEqual({ locale: UNKNOWN_LANGUAGE_EN });
      expect(res.body.errorCodes).toEqual({ locale: "field.locale-invalid" });
    }
    expect(await localeOf(user.id)).toBe("en");
    expect((await client.get<PublicUser>("/api/user")).body.fullName).toBe(user.fullName);
  });

  it("signed out it is 401", async () => {
    const res = await app.client().patch<ApiErrorBody>("/api/user", { locale: "pl" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Du måste logga in");
  });
});

describe("an admin sets the language", () => {
  it("POST /api/users with locale makes the account in it; without, sv whatever the request's language", async () => {
    const { client: admin } = await app.signedIn("admin");
    const polish = await admin.post<PublicUser>("/api/users", { ...userInput(), locale: "pl" });
    expect(polish.status).toBe(201);
    expect(polish.body.locale).toBe("pl");
    expect(await localeOf(polish.body.id)).toBe("pl");

    const plain = await admin.post<PublicUser>("/api/users", userInput(), POLISH_BROWSER);
    expect(plain.status).toBe(201);
    expect(plain.body.locale).toBe("sv");
    expect(await localeOf(plain.body.id)).toBe("sv");
  });

  it("PATCH /api/users/{id} changes it, leaves it when left out, and refuses an unknown one", async () => {
    const { client: admin } = await app.signedIn("admin");
    const input = userInput();
    const made = (await admin.post<PublicUser>("/api/users", input)).body;
    const fields = { username: input.username, fullName: input.fullName, email: input.email, role: input.role };

    expect((await admin.patch<PublicUser>(`/api/users/${made.id}`, { ...fields, locale: "en" })).body.locale).toBe("en");
    expect((await admin.patch<PublicUser>(`/api/users/${made.id}`, { ...fields, fullName: "Ett Annat Namn" })).body.locale).toBe("en");

    const refused = await admin.patch<ApiErrorBody>(`/api/users/${made.id}`, { ...fields, fullName: "Tredje Namnet", locale: "fi" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ locale: UNKNOWN_LANGUAGE });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, made.id));
    expect({ locale: row.locale, fullName: row.fullName }).toEqual({ locale: "en", fullName: "Ett Annat Namn" });
  });

  it("POST /api/users with an unknown locale is 400 and makes nobody", async () => {
    const { client: admin } = await app.signedIn("admin");
    const input = userInput();
    const res = await admin.post<ApiErrorBody>("/api/users", { ...input, locale: "no" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ locale: UNKNOWN_LANGUAGE });
    expect(await app.database.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
  });

  it("an invitation in Polish is listed so and makes a Polish account; one without is sv", async () => {
    const { client: admin } = await app.signedIn("admin");
    const email = uniqueEmail("polak");
    const created = await admin.post<CreatedInvitation>("/api/invitations", { email, fullName: "Łukasz Wiśniewski", role: "worker", locale: "pl" });
    expect(created.status).toBe(201);
    const listed = (await admin.get<Invitation[]>("/api/invitations")).body.find((i) => i.id === created.body.id);
    expect(listed?.locale).toBe("pl");

    const token = new URL(created.body.url).searchParams.get("token") ?? "";
    const made = await app.client().post<PublicUser>("/api/register", registrationInput({ invitationToken: token }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ email, locale: "pl" });

    const swedish = await admin.post<CreatedInvitation>(
      "/api/invitations",
      { email: uniqueEmail("svensk"), fullName: "Sven Svensson", role: "worker" },
      POLISH_BROWSER,
    );
    const swedishToken = new URL(swedish.body.url).searchParams.get("token") ?? "";
    const registered = await app.client().post<PublicUser>("/api/register", registrationInput({ invitationToken: swedishToken }), POLISH_BROWSER);
    expect(registered.body.locale).toBe("sv");
  });

  it("an invitation with an unknown locale is 400 and none is made", async () => {
    const { client: admin } = await app.signedIn("admin");
    const email = uniqueEmail("tysk");
    const res = await admin.post<ApiErrorBody>("/api/invitations", { email, fullName: "Hans Müller", role: "worker", locale: "de" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ locale: UNKNOWN_LANGUAGE });
    expect((await admin.get<Invitation[]>("/api/invitations")).body.map((i) => i.email)).not.toContain(email);
  });
});

describe("signed out", () => {
  it("open registration and the first admin get sv, even from a Polish browser", async () => {
    const worker = await app.client().post<PublicUser>("/api/register", registrationInput(), POLISH_BROWSER);
    expect(worker.status).toBe(201);
    expect(worker.body.locale).toBe("sv");

    // A fresh installation of its own: the first admin is made on an empty database.
    const fresh = await startTestApp();
    try {
      const admin = await fresh.client().post<PublicUser>("/api/admin/setup", registrationInput(), POLISH_BROWSER);
      expect(admin.status).toBe(201);
      expect(admin.body.locale).toBe("sv");
    } finally {
      await fresh.close();
    }
  });
});

describe("the database", () => {
  it("refuses a language that is not in the list, whatever writes it", async () => {
    const { user } = await app.signedIn("worker");
    const refused = await app.database.db.execute(sql`UPDATE users SET locale = 'de' WHERE id = ${user.id}`).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Drizzle wraps the driver's error; the check's name is on its cause.
    expect(refused).toMatchObject({ cause: { constraint: "users_locale_known" } });
    expect(await localeOf(user.id)).toBe("sv");
  });
});
