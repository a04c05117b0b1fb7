/**
 * The daily norm and the working-time limits when their stored setting no longer parses
 * (docs/product-rules.md §10, §11): never the default in silence. The norm's endpoint and 'Dela
 * upp' answer 409 naming 'Ordinarie tid per dag'; the working-time warnings, the week grid's
 * 'Bara varningar' and the overtime journal answer 409 naming the limits or the overtime rule,
 * while a report is still saved. Saving the settings again ends it.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { timeReports } from "../../shared/schema";
import type { ApiErrorBody, DailyNorm, OvertimeJournal, PayrollSettings, SplitTimeReports, TimeReport, WorkingTimeWarning } from "../../shared/types";
import { payrollSettingsInput, reportInput, signedInAs, type SignedIn } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const WEEK = ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"];

const app = useTestApp({ now: () => NOW });

/** A norm of 7,5 h and ordinary time above 30 h a week: figures a default would not give. */
const SAVED = { ...payrollSettingsInput({ dailyNormHours: 7.5 }), limits: { ordinaryWeek: 30 } };

/** Writes straight to the stored document, as an older version or a hand in the database would have left it. */
async function storeSetting(path: string, json: unknown): Promise<void> {
  await app.database.db.execute(
    sql`UPDATE app_settings SET value = jsonb_set(value, ${`{${path}}`}::text[], ${JSON.stringify(json)}::jsonb) WHERE key = 'payroll'`,
  );
}

const unreadable = (name: string) => `Löneinställningen ${name} kan inte läsas – öppna Lön › Inställningar och spara den igen`;

let project: { id: string };
let people: { admin: SignedIn; worker: SignedIn };

beforeEach(async () => {
  people = await signedInAs(app, { admin: "admin", worker: "worker" });
  project = await app.createProject();
  const saved = await people.admin.client.put("/api/settings/payroll", SAVED);
  expect(saved.status, saved.text).toBe(200);
});

const arb = (date: string, hours: string) => reportInput({ projectId: project.id, date, hours, timeCode: "ARB" });
const reportsOfWorker = () => app.database.db.select().from(timeReports).where(eq(timeReports.workerId, people.worker.user.id));

describe("a daily norm that cannot be read", () => {
  it("is named by the settings, refuses the norm's endpoint and 'Dela upp' with 409, and lets a plain report through", async () => {
    const { admin, worker } = people;
    await storeSetting("dailyNormHours", "sju och en halv");
    const settings = await admin.client.get<PayrollSettings>("/api/settings/payroll");
    expect(settings.body.unreadable).toEqual([{ setting: "dailyNormHours", name: "Ordinarie tid per dag" }]);

    for (const client of [worker.client, admin.client]) {
      const norm = await client.get<ApiErrorBody>("/api/settings/daily-norm");
      expect(norm.status).toBe(409);
      expect(norm.body.message).toBe(unreadable("Ordinarie tid per dag"));
    }

    const split = await worker.client.post<ApiErrorBody>("/api/time-reports/split", arb("2026-11-18", "10"));
    expect(split.status).toBe(409);
    expect(split.body.message).toBe(unreadable("Ordinarie tid per dag"));
    expect(await reportsOfWorker()).toEqual([]);

    // Not the norm's: a report is saved as it is; the form has said why it offers no split.
    const plain = await worker.client.post<TimeReport>("/api/time-reports", arb("2026-11-18", "10"));
    expect(plain.status, plain.text).toBe(201);

    expect((await admin.client.put("/api/settings/payroll", SAVED)).status).toBe(200);
    const norm = await worker.client.get<DailyNorm>("/api/settings/daily-norm");
    expect(norm.status).toBe(200);
    expect(norm.body).toEqual({ dailyNormHours: 7.5 });
    const made = await worker.client.post<SplitTimeReports>("/api/time-reports/split", arb("2026-11-17", "10"));
    expect(made.status, made.text).toBe(201);
    expect(made.body.reports.map((r) => [r.timeCode, r.hours])).toEqual([
      ["ARB", "7.50"],
      ["ÖT1", "2.50"],
    ]);
  });

  it("refuses the payroll preview with 409 naming it, instead of judging long days against the default 8 h", async () => {
    const { admin, worker } = people;
    expect((await worker.client.post("/api/time-reports", arb("2026-11-18", "8"))).status).toBe(201);
    const path = "/api/payroll/preview?startDate=2026-11-01&endDate=2026-11-30";
    const before = await admin.client.get<{ warnings: { kind: string; message: string }[] }>(path);
    expect(before.status).toBe(200);
    // Earlier tests of this file left long days of other workers in the month: each is judged by the stored norm.
    const longDays = before.body.warnings.filter((w) => w.kind === "long-day").map((w) => w.message);
    expect(longDays.length).toBeGreaterThan(0);
    for (const message of longDays) expect(message).toContain("Mer än normens 7,5 h Arbetad tid på en dag");

    await storeSetting("dailyNormHours", "sju och en halv");
    const refused = await admin.client.get<ApiErrorBody>(path);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unreadable("Ordinarie tid per dag"));
  });

  it("leaves the working-time warnings alone", async () => {
    await storeSetting("dailyNormHours", 99);
    const res = await people.worker.client.get<WorkingTimeWarning[]>("/api/working-time/warnings?startDate=2026-11-09&endDate=2026-11-15");
    expect(res.status).toBe(200);
  });
});

describe("working-time limits that cannot be read", () => {
  const weekWarnings = () =>
    people.worker.client.get<WorkingTimeWarning[] & ApiErrorBody>("/api/working-time/warnings?startDate=2026-11-09&endDate=2026-11-15");

  it("still saves the report, but the warnings, 'Bara varningar' and the journal answer 409 naming the limits until saved", async () => {
    const { admin, worker } = people;
    for (const date of WEEK) expect((await worker.client.post("/api/time-reports", arb(date, "8"))).status).toBe(201);
    expect((await weekWarnings()).body.map((w) => w.message)).toEqual(["Ordinarie arbetstid 40,0 h i vecka 46 2026 – gränsen är 30 h per vecka"]);

    await storeSetting("limits,ordinaryWeek", "trettio");
    expect((await admin.client.get<PayrollSettings>("/api/settings/payroll")).body.unreadable).toEqual([{ setting: "limits", name: "Arbetstidsgränser" }]);
    // The law's 40 h would give no warning for this week: the answer says the limit cannot be read instead.
    const refused = await weekWarnings();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unreadable("Arbetstidsgränser"));
    const saved = await worker.client.post<TimeReport>("/api/time-reports", arb("2026-11-16", "8"));
    expect(saved.status, saved.text).toBe(201);

    const onlyWarnings = await admin.client.get<ApiErrorBody>("/api/admin/week?date=2026-11-09&onlyWarnings=true");
    expect(onlyWarnings.status).toBe(409);
    expect(onlyWarnings.body.message).toBe(unreadable("Arbetstidsgränser"));
    expect((await admin.client.get("/api/admin/week?date=2026-11-09")).status).toBe(200);
    for (const path of ["/api/working-time/journal?year=2026", "/api/working-time/journal.csv?year=2026"]) {
      const journal = await admin.client.get<ApiErrorBody>(path);
      expect(journal.status, path).toBe(409);
      expect(journal.body.message).toBe(unreadable("Arbetstidsgränser"));
    }

    expect((await admin.client.put("/api/settings/payroll", SAVED)).status).toBe(200);
    expect((await weekWarnings()).body.map((w) => w.message)).toEqual(["Ordinarie arbetstid 40,0 h i vecka 46 2026 – gränsen är 30 h per vecka"]);
    const journal = await admin.client.get<OvertimeJournal>("/api/working-time/journal?year=2026");
    expect(journal.status).toBe(200);
    expect(journal.body.yearLimit).toBe(200);
  });

  it("an overtime rule that cannot be read refuses the warnings the same way, and leaves the journal alone", async () => {
    const { admin } = people;
    await storeSetting("overtimeRule", "kvartal");
    const refused = await weekWarnings();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unreadable("Övertidsregel"));
    expect((await admin.client.get("/api/working-time/journal?year=2026")).status).toBe(200);
  });
});

describe("an expense rate that cannot be read", () => {
  it("refuses the rates the phone counts with, as the expense itself is refused, until saved", async () => {
    const { admin, worker } = people;
    expect((await worker.client.get("/api/settings/expense-rates")).status).toBe(200);
    await storeSetting("mileageRate", "tjugofem");
    const refused = await worker.client.get<ApiErrorBody>("/api/settings/expense-rates");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unreadable("Milersättning"));
    expect((await admin.client.put("/api/settings/payroll", SAVED)).status).toBe(200);
    expect((await worker.client.get("/api/settings/expense-rates")).status).toBe(200);
  });
});
