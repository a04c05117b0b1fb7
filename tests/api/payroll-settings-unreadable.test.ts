/**
 * Stored payroll settings that no longer parse (docs/product-rules.md §10): each setting is read on
 * its own, what this version does not know survives a save, and a setting that cannot be read is
 * named on the settings screen and blocks the check-ins and exports that need it, never replaced
 * by a default in silence.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollExport, PayrollSettings, Site } from "../../shared/types";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import { addReports, payPeriod, payrollSettingsInput, signedInAs } from "../support/builders";
import { milInput } from "./helpers/expenses";
import { giveIdentityNumber, LEDGER_NOW, readySite, testClock } from "./helpers/ledger";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

const SAVED = payrollSettingsInput({ codeMap: { ARB: "TID" }, mileageRate: "30.00", dailyNormHours: 7.5 });

/** Writes straight to the stored document, as an older version or a hand in the database would have left it. */
async function storeSetting(path: string, json: unknown): Promise<void> {
  await app.database.db.execute(
    sql`UPDATE app_settings SET value = jsonb_set(value, ${`{${path}}`}::text[], ${JSON.stringify(json)}::jsonb) WHERE key = 'payroll'`,
  );
}

async function storedDocument(): Promise<Record<string, unknown>> {
  const rows = await app.database.db.execute<{ value: Record<string, unknown> }>(sql`SELECT value FROM app_settings WHERE key = 'payroll'`);
  return rows.rows[0]!.value;
}

const settingsOf = async (admin: TestClient) => {
  const res = await admin.get<PayrollSettings>("/api/settings/payroll");
  expect(res.status, res.text).toBe(200);
  return res.body;
};

let serial = 0;

/** Each test its own worker, project and month (an exported month is locked for the next). */
async function setUp() {
  const n = ++serial;
  const month = `2026-${String(n + 3).padStart(2, "0")}`;
  const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Ines Inställning" } });
  await giveIdentityNumber(app, worker.user.id);
  await app.database.db.execute(sql`UPDATE users SET employee_number = ${`I-${n}`} WHERE id = ${worker.user.id}`);
  const site: Site = await readySite(admin.client);
  expect((await admin.client.put("/api/settings/payroll", SAVED)).status).toBe(200);
  const p = await app.createProject({ projectNumber: `U${n}` });
  await addReports(worker.client, admin.client, [{ projectId: p.id, date: `${month}-05`, hours: "8" }]);
  const exportMonth = () =>
    admin.client.post<PayrollExport & ApiErrorBody>("/api/payroll/exports", { ...payPeriod(`${month}-01`, `${month}-28`), acknowledgeWarnings: true });
  const checkIn = (kind: "in" | "out") => worker.client.post<ApiErrorBody>(`/api/sites/${site.id}/ledger`, { kind });
  const exportsOfMonth = async () => (await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body.filter((e) => e.startDate === `${month}-01`);
  return { admin: admin.client, worker: worker.client, site, checkIn, exportMonth, exportsOfMonth };
}

const unreadable = (name: string) => `Löneinställningen ${name} kan inte läsas – öppna Lön › Inställningar och spara den igen`;

describe("stored payroll settings that no longer parse", () => {
  it("never lets an export go out with our company blank: refused while never saved, made once saved", async () => {
    const { admin, exportMonth, exportsOfMonth } = await setUp();
    await app.database.db.execute(sql`DELETE FROM app_settings WHERE key = 'payroll'`);
    expect(await settingsOf(admin)).toMatchObject({ companyName: "", orgNumber: "" });

    const refused = await exportMonth();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYROLL_MSG.companyMissingForExport);
    expect(await exportsOfMonth()).toEqual([]);

    expect((await admin.put("/api/settings/payroll", SAVED)).status).toBe(200);
    const made = await exportMonth();
    expect(made.status, made.text).toBe(201);
    expect(await exportsOfMonth()).toHaveLength(1);
  });

  it("a code this version does not know, and a key it does not know, leave every setting readable and survive a save", async () => {
    const { admin, checkIn } = await setUp();
    await storeSetting("codeMap,XYZ", "TID");
    await storeSetting("futureSetting", { on: true });

    const settings = await settingsOf(admin);
    expect(settings).toMatchObject({ companyName: SAVED.companyName, orgNumber: SAVED.orgNumber, mileageRate: "30.00", dailyNormHours: 7.5, unreadable: [] });
    expect(settings.codeMap.ARB).toBe("TID");
    expect((await checkIn("in")).status).toBe(201);

    expect((await admin.put("/api/settings/payroll", { ...SAVED, mileageRate: "31.00" })).status).toBe(200);
    const stored = await storedDocument();
    expect(stored).toMatchObject({ futureSetting: { on: true }, mileageRate: "31.00", codeMap: { XYZ: "TID", ARB: "TID" } });
  });

  it("a code map that cannot be read is named, keeps the company and the other settings, lets a check-in through and blocks the export until saved", async () => {
    const { admin, checkIn, exportMonth, exportsOfMonth } = await setUp();
    await storeSetting("codeMap,ARB", "NOPE");

    const settings = await settingsOf(admin);
    expect(settings.unreadable).toEqual([{ setting: "codeMap", name: "Lönekoder" }]);
    expect(settings).toMatchObject({ companyName: SAVED.companyName, orgNumber: SAVED.orgNumber, mileageRate: "30.00", dailyNormHours: 7.5 });
    expect((await checkIn("in")).status).toBe(201);

    const refused = await exportMonth();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unreadable("Lönekoder"));
    expect(await exportsOfMonth()).toEqual([]);

    expect((await admin.put("/api/settings/payroll", SAVED)).status).toBe(200);
    expect((await settingsOf(admin)).unreadable).toEqual([]);
    expect((await exportMonth()).status).toBe(201);
  });

  it("a company name that cannot be read blocks check-ins, the site's readiness says it, and the export is refused rather than sent without it", async () => {
    const { admin, site, checkIn, exportMonth } = await setUp();
    await storeSetting("companyName", 42);

    const settings = await settingsOf(admin);
    expect(settings.unreadable).toEqual([{ setting: "companyName", name: "Företagsnamn" }]);
    expect(settings).toMatchObject({ orgNumber: SAVED.orgNumber, mileageRate: "30.00" });
    expect(settings.codeMap.ARB).toBe("TID");

    const refused = await checkIn("in");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unreadable("Företagsnamn"));
    const shown = await admin.get<Site>(`/api/sites/${site.id}`);
    expect(shown.body.readiness).toEqual([unreadable("Företagsnamn")]);

    const exported = await exportMonth();
    expect(exported.status).toBe(409);
    expect(exported.body.message).toBe(unreadable("Företagsnamn"));

    expect((await admin.put("/api/settings/payroll", SAVED)).status).toBe(200);
    expect((await checkIn("in")).status).toBe(201);
    const created = await exportMonth();
    expect(created.status).toBe(201);
    const file = await admin.download(`/api/payroll/exports/${created.body.id}/paxml`);
    expect(file.text).toContain("Bygg &amp; Söner i Västerås AB");
  });

  it("a document that is no object at all names every setting and blocks both", async () => {
    const { admin, checkIn, exportMonth } = await setUp();
    await app.database.db.execute(sql`UPDATE app_settings SET value = '"trasig"'::jsonb WHERE key = 'payroll'`);
    const settings = await settingsOf(admin);
    expect(settings.unreadable.map((u) => u.setting)).toContain("companyName");
    expect((await checkIn("in")).body.message).toBe(unreadable("Företagsnamn"));
    expect((await exportMonth()).body.message).toBe(unreadable("Företagsnamn"));
  });

  it("a mileage rate that cannot be read refuses an expense rather than count it at the default rate, and leaves check-ins alone", async () => {
    const { admin, worker, checkIn } = await setUp();
    await storeSetting("mileageRate", "många");
    expect((await settingsOf(admin)).unreadable).toEqual([{ setting: "mileageRate", name: "Milersättning" }]);

    const refused = await worker.post<ApiErrorBody>("/api/expenses", milInput());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unreadable("Milersättning"));
    expect((await checkIn("in")).status).toBe(201);

    expect((await admin.put("/api/settings/payroll", SAVED)).status).toBe(200);
    const filed = await worker.post<{ amount: string }>("/api/expenses", milInput());
    expect(filed.status).toBe(201);
    expect(filed.body.amount).toBe("369.00");
  });
});
