/**
 * Every error carries a stable `code` beside its `message` (docs/i18n.md, "Errors"): the code
 * never changes with the language; the message, and each message in `errors`, is in the
 * signed-in user's language, or signed out in Accept-Language's best of sv, en and pl (Swedish
 * for `*`, no header, or none of ours). Per-field codes are in `errorCodes`.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { payrollExports, rateLimits } from "../../shared/schema";
import type { ApiErrorBody, TimeReport } from "../../shared/types";
import { reportInput } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm; 2 to 8 November is the period locked below.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW, limits: { loginPerAccountAndIp: { max: 2, windowMs: 15 * 60_000 } } });
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
});

const language = (value: string) => ({ headers: { "accept-language": value } });

/** A user of `role` signed in, who chose `locale` (PATCH /api/user). */
async function speaking(role: "worker" | "admin", locale: "en" | "pl") {
  const signed = await app.signedIn(role);
  expect((await signed.client.patch("/api/user", { locale })).status).toBe(200);
  return signed;
}

const BAD_CREDENTIALS = {
  sv: "Ogiltiga inloggningsuppgifter",
  en: "Wrong email or password",
  pl: "Nieprawidłowy e-mail lub hasło",
};

describe("signed out, Accept-Language picks the language; the code stays", () => {
  it.each([
    ["pl-PL,pl;q=0.9", BAD_CREDENTIALS.pl],
    ["en-US", BAD_CREDENTIALS.en],
    ["de-DE,de;q=0.9,en;q=0.5", BAD_CREDENTIALS.en],
    ["*", BAD_CREDENTIALS.sv],
    ["de", BAD_CREDENTIALS.sv],
    [undefined, BAD_CREDENTIALS.sv],
  ])("bad credentials with Accept-Language %j", async (header, message) => {
    const user = await app.createUser();
    const res = await app.client().post<ApiErrorBody>("/api/login", { email: user.email, password: "fel-lösenord" }, header ? language(header) : {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "auth.invalid-credentials", message });
  });

  it("a body that fails the schema: validation.failed, each field's message in the language, and its code in errorCodes", async () => {
    const body = { email: "inte-en-adress", password: "" };
    const polish = await app.client().post<ApiErrorBody>("/api/login", body, language("pl-PL,pl;q=0.9"));
    expect(polish.status).toBe(400);
    expect(polish.body).toEqual({
      code: "validation.failed",
      message: "Nieprawidłowy adres e-mail",
      errors: { email: "Nieprawidłowy adres e-mail", password: "Hasło jest wymagane" },
      errorCodes: { email: "field.email-invalid", password: "field.password-required" },
    });
    const swedish = await app.client().post<ApiErrorBody>("/api/login", body);
    expect(swedish.body).toEqual({
      code: "validation.failed",
      message: "Ogiltig e-postadress",
      errors: { email: "Ogiltig e-postadress", password: "Lösenord krävs" },
      errorCodes: polish.body.errorCodes,
    });
  });

  it("not found, and not signed in", async () => {
    const missing = await app.client().get<ApiErrorBody>("/api/no-such-thing", language("en-GB,en;q=0.8"));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: "not-found", message: "Not found" });
    const signedOut = await app.client().get<ApiErrorBody>("/api/user", language("pl"));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ code: "auth.required", message: "Musisz się zalogować" });
  });

  it("rate limited: the same code in every language, the minutes as the language counts them", async () => {
    const user = await app.createUser();
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await app.client().post<ApiErrorBody>("/api/login", { email: user.email, password: "fel" }, language("pl")));
    expect(tries.map((r) => r.status)).toEqual([401, 401, 429]);
    const minutes = Math.max(1, Math.ceil(Number(tries[2].headers.get("retry-after")) / 60));
    expect(minutes).toBe(15);
    expect(tries[2].body).toEqual({ code: "rate-limited.retry-in", message: "Zbyt wiele prób. Spróbuj ponownie za 15 minut" });
    const english = await app.client().post<ApiErrorBody>("/api/login", { email: user.email, password: "fel" }, language("en"));
    expect(english.body).toEqual({ code: "rate-limited.retry-in", message: "Too many attempts. Try again in 15 minutes" });
  });
});

describe("signed in, the user's locale decides, whatever Accept-Language says", () => {
  it("forbidden and not found in Polish; the same codes in Swedish for a user without locale", async () => {
    const polish = await speaking("worker", "pl");
    const forbidden = await polish.client.get<ApiErrorBody>("/api/users", language("en-US"));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: "auth.forbidden", message: "Brak dostępu" });
    const missing = await polish.client.get<ApiErrorBody>(`/api/time-reports/${crypto.randomUUID()}`, language("en-US"));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: "not-found", message: "Nie znaleziono" });

    const swedish = await app.signedIn("worker");
    expect((await swedish.client.get<ApiErrorBody>("/api/users", language("pl"))).body).toEqual({ code: "auth.forbidden", message: "Åtkomst nekad" });
  });

  it("a locked pay period in English: the period-locked codes, the dates as values", async () => {
    const worker = await speaking("worker", "en");
    const project = await app.createProject();
    const inside = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-05", hours: "2" }));
    expect(inside.status).toBe(201);
    const [period] = await app.database.db
      .insert(payrollExports)
      .values({ startDate: "2026-11-02", endDate: "2026-11-08", reportCount: 0, totalHours: "0", companyName: "Bygg AB", orgNumber: "556677-8899" })
      .returning({ id: payrollExports.id });
    try {
      const changed = await worker.client.put<ApiErrorBody>(
        `/api/time-reports/${inside.body.id}`,
        reportInput({ projectId: project.id, date: "2026-11-05", hours: "3" }),
      );
      expect(changed.status).toBe(409);
      expect(changed.body).toEqual({ code: "report.period-locked", message: "The pay period is locked for payroll" });
      const added = await worker.client.post<ApiErrorBody>("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-06" }));
      expect(added.status).toBe(409);
      expect(added.body).toEqual({
        code: "report.date-in-locked-period",
        message: "The period 2026-11-02 – 2026-11-08 is locked for payroll. Contact the payroll office if something needs to be corrected.",
      });
    } finally {
      await app.database.db
        .update(payrollExports)
        .set({ reopenedAt: new Date(), reopenReason: "Testet öppnar perioden" })
        .where(eq(payrollExports.id, period.id));
    }
  });

  it("a field error of a service in Polish: its own code, and the field's in errorCodes", async () => {
    const admin = await speaking("admin", "pl");
    const other = await app.createUser();
    const res = await admin.client.post<ApiErrorBody>("/api/users", {
      username: `u${Date.now()}`,
      fullName: "Jan Kowalski",
      email: other.email,
      password: "ett-langt-losenord-9",
      role: "worker",
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "field.email-taken",
      message: "Ten adres e-mail jest już używany",
      errors: { email: "Ten adres e-mail jest już używany" },
      errorCodes: { email: "field.email-taken" },
    });
  });
});
