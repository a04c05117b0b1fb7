/** The payroll module (server/payroll), part 1: who may call it, the settings, the preview, bad periods. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollPreview, PayrollSettings } from "../../shared/types";
import { PAY_CODES, TIME_CODES } from "../../shared/domain";
import { BAD_CHECKSUM_ORG_NUMBER, addReports, payPeriod, payrollSettingsInput, previewPath, signedInAs } from "../support/builders";
import { expectAdminOnly, type Endpoint } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

const ADMIN_ENDPOINTS: Endpoint[] = [
  ["GET", "/api/settings/payroll"],
  ["PUT", "/api/settings/payroll"],
  ["GET", "/api/payroll/preview?startDate=2026-01-01&endDate=2026-01-31"],
  ["GET", "/api/payroll/exports"],
  ["POST", "/api/payroll/exports"],
  ["DELETE", "/api/payroll/exports/:id"],
  ["GET", "/api/payroll/exports/:id/paxml"],
  ["GET", "/api/payroll/exports/:id/summary.csv"],
];

describe("who may call payroll", () => {
  it("only admins: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, ADMIN_ENDPOINTS);
  });
});

describe("payroll settings", () => {
  it("start as defaults: no company, overtime per month, the law's limits, every code mapped to itself", async () => {
    const { client: admin } = await app.signedIn("admin");
    const res = await admin.get<PayrollSettings>("/api/settings/payroll");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyName: "",
      orgNumber: "",
      overtimeRule: "month",
      limits: { ordinaryWeek: 40, overtimeFourWeeks: 48, overtimeMonth: 50, overtimeYear: 200 },
      dailyNormHours: 8,
      codeMap: Object.fromEntries([...TIME_CODES, ...PAY_CODES].map((c) => [c, c])),
      mileageRate: "25.00",
      mileageTaxFree: "25.00",
      allowanceFull: "300.00",
      allowanceNight: "150.00",
      mealShares: { breakfast: 20, lunch: 35, dinner: 35 },
      approvalRequired: false,
      unreadable: [],
    });
  });

  it("are saved, read back with the codes left out filled in, and audited under one fixed id", async () => {
    const { client: admin } = await app.signedIn("admin");
    const body = payrollSettingsInput({ overtimeRule: "four-weeks", codeMap: { ARB: "TID", SJK: "SJK_KAR" } });
    const saved = await admin.put<PayrollSettings>("/api/settings/payroll", body);
    expect(saved.status).toBe(200);
    expect(saved.body.codeMap).toMatchObject({ ARB: "TID", SJK: "SJK_KAR", ÖT1: "ÖT1", TJL: "TJL" });
    const read = await admin.get<PayrollSettings>("/api/settings/payroll");
    expect(read.body).toEqual(saved.body);
    expect(read.body.companyName).toBe("Bygg & Söner i Västerås AB");
    expect(read.body.overtimeRule).toBe("four-weeks");

    await admin.put("/api/settings/payroll", { ...body, companyName: "Andra Bolaget AB" });
    const audit = await app.database.db.execute<{ entity_id: string; before: string; after: string }>(
      sql`SELECT entity_id, changes->'before'->>'companyName' AS before, changes->'after'->>'companyName' AS after
            FROM audit_logs WHERE entity_type = 'settings' ORDER BY timestamp`,
    );
    expect(audit.rows.map((r) => [r.before, r.after])).toEqual([
      ["", "Bygg & Söner i Västerås AB"],
      ["Bygg & Söner i Västerås AB", "Andra Bolaget AB"],
    ]);
    expect(new Set(audit.rows.map((r) => r.entity_id)).size).toBe(1);
  });

  it("refuse a missing company name or org number, an org number in the wrong format or with a wrong check digit, an unknown payroll code and an unknown overtime rule", async () => {
    const { client: admin } = await app.signedIn("admin");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: "  " }, "companyName", "Företagsnamn krävs"],
      [{ orgNumber: "" }, "orgNumber", "Organisationsnummer anges som NNNNNN-NNNN"],
      [{ orgNumber: "556677889" }, "orgNumber", "Organisationsnummer anges som NNNNNN-NNNN"],
      [{ orgNumber: "55667788990" }, "orgNumber", "Organisationsnummer anges som NNNNNN-NNNN"],
      [{ orgNumber: "5566778898" }, "orgNumber", "Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte)"],
      [{ orgNumber: BAD_CHECKSUM_ORG_NUMBER }, "orgNumber", "Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte)"],
      [{ codeMap: { ARB: "XYZ" } }, "codeMap.ARB", "Okänd lönekod: välj en PAXml-tidkod"],
      [{ overtimeRule: "year" }, "overtimeRule", "Ogiltig övertidsregel"],
      [{ dailyNormHours: 7.25 }, "dailyNormHours", "Ange normen i hela eller halva timmar, 1–12"],
      [{ dailyNormHours: 0.5 }, "dailyNormHours", "Ange normen i hela eller halva timmar, 1–12"],
      [{ dailyNormHours: 12.5 }, "dailyNormHours", "Ange normen i hela eller halva timmar, 1–12"],
      [{ dailyNormHours: "åtta" }, "dailyNormHours", "Ange normen i hela eller halva timmar, 1–12"],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.put<ApiErrorBody>("/api/settings/payroll", { ...payrollSettingsInput(), ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
    expect((await admin.get<PayrollSettings>("/api/settings/payroll")).body.overtimeRule).not.toBe("year");
  });
});

describe("the daily norm", () => {
  it("is 8 h until an admin sets it, in whole or half hours, and every report form may read it", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    expect((await worker.client.get("/api/settings/daily-norm")).body).toEqual({ dailyNormHours: 8 });
    const saved = await admin.client.put<PayrollSettings>("/api/settings/payroll", payrollSettingsInput({ dailyNormHours: 7.5 }));
    expect(saved.status).toBe(200);
    expect(saved.body.dailyNormHours).toBe(7.5);
    expect((await worker.client.get("/api/settings/daily-norm")).body).toEqual({ dailyNormHours: 7.5 });
    expect((await admin.client.get("/api/settings/daily-norm")).body).toEqual({ dailyNormHours: 7.5 });
  });

  it("is not for the signed out nor a customer", async () => {
    expect((await app.client().get("/api/settings/daily-norm")).status).toBe(401);
    const { client: customer } = await app.signedIn("customer");
    expect((await customer.get("/api/settings/daily-norm")).status).toBe(403);
  });
});

describe("the organisation number without its hyphen", () => {
  it("is stored as NNNNNN-NNNN, its check digit still checked", async () => {
    const { client: admin } = await app.signedIn("admin");
    const saved = await admin.put<PayrollSettings>("/api/settings/payroll", { ...payrollSettingsInput(), orgNumber: " 5560360793 " });
    expect(saved.status).toBe(200);
    expect(saved.body.orgNumber).toBe("556036-0793");
    expect((await admin.get<PayrollSettings>("/api/settings/payroll")).body.orgNumber).toBe("556036-0793");
  });
});

describe("pay period input", () => {
  it("refuses a period that ends before it starts or is longer than 93 days, in the preview and the export", async () => {
    const { client: admin } = await app.signedIn("admin");
    const cases: [{ startDate: string; endDate: string }, string][] = [
      [payPeriod("2026-03-10", "2026-03-01"), "Startdatum måste vara före slutdatum."],
      [payPeriod("2026-01-01", "2026-04-04"), "En löneperiod får vara högst 93 dagar"],
    ];
    for (const [period, message] of cases) {
      const preview = await admin.get<ApiErrorBody>(previewPath(period));
      expect(preview.status).toBe(400);
      expect(preview.body.errors?.endDate).toBe(message);
      const created = await admin.post<ApiErrorBody>("/api/payroll/exports", period);
      expect(created.status).toBe(400);
      expect(created.body.errors?.endDate).toBe(message);
    }
    // 93 days exactly is a period.
    expect((await admin.get(previewPath(payPeriod("2026-01-01", "2026-04-03")))).status).toBe(200);
  });
});

/** A preview worker without expenses (tests/api/payroll-expenses.test.ts has them). */
const NO_EXPENSES = { expenses: [], expenseAmount: "0.00", expensesUnattested: 0 };

describe("payroll preview", () => {
  it("sums verified hours per worker and code, counts what is not attested or was sent back, and names workers without numbers", async () => {
    const { admin, anna, bo } = await signedInAs(app, {
      admin: "admin",
      anna: { role: "worker", fullName: "Anna Åström" },
      bo: { role: "worker", fullName: "Bo Ek" },
    });
    await app.database.db.execute(sql`UPDATE users SET employee_number = ${"A-1"} WHERE id = ${anna.user.id}`);
    const project = await app.createProject({ projectNumber: "P-1001" });
    await addReports(anna.client, admin.client, [
      { projectId: project.id, date: "2026-01-05", hours: "8" },
      { projectId: project.id, date: "2026-01-06", hours: "7.5" },
      { projectId: project.id, date: "2026-01-06", hours: "2", timeCode: "ÖT1" },
      { projectId: project.id, date: "2026-01-07", hours: "4", verify: false },
      // Outside the period: not counted.
      { projectId: project.id, date: "2026-02-02", hours: "8" },
    ]);
    await addReports(bo.client, admin.client, [{ projectId: project.id, date: "2026-01-08", hours: "6.5" }]);
    // Sick leave has no project; Bo's report of the 12th is sent back and not sent again.
    await addReports(anna.client, admin.client, [{ projectId: null, timeCode: "SJK", date: "2026-01-09", hours: "8" }]);
    const [returnedId] = await addReports(bo.client, admin.client, [{ projectId: project.id, date: "2026-01-12", hours: "3", verify: false }]);
    expect((await admin.client.post(`/api/time-reports/${returnedId}/return`, { reason: "Fel projekt angivet" })).status).toBe(200);

    const res = await admin.client.get<PayrollPreview>(previewPath(payPeriod("2026-01-01", "2026-01-31")));
    expect(res.status).toBe(200);
    const { warnings, ...preview } = res.body;
    // Their days without a report (tests/api/payroll-warnings.test.ts has the rules): Anna's submitted
    // report and Bo's sent-back one are reports, so those days are not missing.
    expect(warnings.filter((w) => w.worker.id === anna.user.id || w.worker.id === bo.user.id).map((w) => [w.worker.fullName, w.kind, w.dates.length])).toEqual([
      ["Anna Åström", "missing-days", 17],
      ["Bo Ek", "missing-days", 18],
    ]);
    expect(preview).toEqual({
      startDate: "2026-01-01",
      endDate: "2026-01-31",
      workers: [
        {
          worker: { id: anna.user.id, fullName: "Anna Åström", employeeNumber: "A-1" },
          totals: { ARB: "15.50", ÖT1: "2.00", SJK: "8.00" },
          unattested: 1,
          ...NO_EXPENSES,
          awaitingApproval: 0,
        },
        { worker: { id: bo.user.id, fullName: "Bo Ek", employeeNumber: null }, totals: { ARB: "6.50" }, unattested: 0, ...NO_EXPENSES, awaitingApproval: 0 },
      ],
      // Anna's submitted report and Bo's returned one: both block the export.
      unattested: 2,
      returned: 1,
      expensesUnattested: 0,
      // Approval is not required here: nothing waits for an arbetsledare.
      awaitingApproval: 0,
      missingEmployeeNumbers: ["Bo Ek"],
      projectNumbersTooLong: [],
      locked: false,
      export: null,
      // Never exported before: nothing to compare with.
      changes: { previousExport: null, changes: [] },
    });
  });
});
