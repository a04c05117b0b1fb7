/**
 * Errors whose text names a thing or a day (docs/i18n.md, "Errors"): a site's readiness, a stored
 * payroll setting that cannot be read and a pay period not over yet answer a code of their own
 * and name what they name in the user's language, the Swedish unchanged.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody, Site } from "../../shared/types";
import { addReports, payPeriod, payrollSettingsInput, signedInAs, siteInput } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, readySite, testClock } from "./helpers/ledger";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

async function speak(locale: "sv" | "en" | "pl", ...clients: TestClient[]) {
  for (const client of clients) expect((await client.patch("/api/user", { locale })).status).toBe(200);
}

/** Writes straight to the stored settings, as an older version or a hand in the database would have left them. */
async function storeSetting(path: string, json: unknown): Promise<void> {
  await app.database.db.execute(
    sql`UPDATE app_settings SET value = jsonb_set(value, ${`{${path}}`}::text[], ${JSON.stringify(json)}::jsonb) WHERE key = 'payroll'`,
  );
}

describe("a site's readiness", () => {
  it("is said in the reader's language with a code for each line, and a check-in's 409 names the first", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await giveIdentityNumber(app, worker.user.id);
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
    const bare = await admin.client.post<Site>("/api/sites", siteInput({ skvId: null, startDate: "2026-12-01", endDate: null }));
    expect(bare.status, bare.text).toBe(201);
    expect(bare.body.readiness).toEqual(["Byggarbetsplatsen saknar ID från Skatteverket", "Byggarbetsplatsen är inte aktiv"]);
    expect(bare.body.readinessCodes).toEqual(["site.missing-skv-id", "site.not-active"]);

    await speak("pl", admin.client, worker.client);
    const polish = await admin.client.get<Site>(`/api/sites/${bare.body.id}`);
    expect(polish.body.readinessCodes).toEqual(["site.missing-skv-id", "site.not-active"]);
    expect(polish.body.readiness).toEqual(["Budowa nie ma ID ze Skatteverket", "Budowa nie jest aktywna"]);
    await speak("en", admin.client);
    const listed = (await admin.client.get<Site[]>("/api/sites")).body.find((s) => s.id === bare.body.id);
    expect(listed?.readiness).toEqual(["The building site has no ID from Skatteverket", "The building site is not active"]);

    const refused = await worker.client.post<ApiErrorBody>(`/api/sites/${bare.body.id}/ledger`, { kind: "in" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: "site.missing-skv-id", message: "Budowa nie ma ID ze Skatteverket" });
  });
});

describe("a stored payroll setting that cannot be read", () => {
  it("names the setting in the reader's language, in the site's readiness and the check-in's 409", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await giveIdentityNumber(app, worker.user.id);
    const site = await readySite(admin.client);
    await storeSetting("companyName", 42);

    const swedish = await admin.client.get<Site>(`/api/sites/${site.id}`);
    expect(swedish.body.readiness).toEqual(["Löneinställningen Företagsnamn kan inte läsas – öppna Lön › Inställningar och spara den igen"]);
    expect(swedish.body.readinessCodes).toEqual(["payroll.setting-unreadable"]);

    await speak("en", admin.client);
    expect((await admin.client.get<Site>(`/api/sites/${site.id}`)).body.readiness).toEqual([
      "The payroll setting Company name cannot be read – open Lön › Inställningar and save it again",
    ]);
    await speak("pl", worker.client);
    const refused = await worker.client.post<ApiErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "in" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "payroll.setting-unreadable",
      message: "Nie można odczytać ustawienia płac Nazwa firmy – otwórz Lön › Inställningar i zapisz je ponownie",
    });
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
  });
});

describe("a pay period not over yet", () => {
  it("names the day it can be exported from, its month in the reader's language", async () => {
    clock.now = new Date("2026-11-20T09:00:00Z");
    const { admin, ella } = await signedInAs(app, { admin: "admin", ella: "worker" });
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
    const project = await app.createProject({ projectNumber: "NE-1" });
    await addReports(ella.client, admin.client, [{ projectId: project.id, date: "2026-11-16", hours: "8" }]);
    const exportNovember = () =>
      admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...payPeriod("2026-11-01", "2026-11-30"), acknowledgeWarnings: true });

    const swedish = await exportNovember();
    expect(swedish.status).toBe(409);
    expect(swedish.body).toEqual({ code: "payroll.period-not-ended", message: "Perioden är inte slut – den kan exporteras från 1 december 2026" });
    await speak("en", admin.client);
    expect((await exportNovember()).body).toEqual({
      code: "payroll.period-not-ended",
      message: "The period is not over – it can be exported from 1 December 2026",
    });
    await speak("pl", admin.client);
    expect((await exportNovember()).body).toEqual({
      code: "payroll.period-not-ended",
      message: "Okres jeszcze się nie skończył – można go wyeksportować od 1 grudnia 2026",
    });
  });
});
