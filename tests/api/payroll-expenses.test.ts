/** Payroll and attested expenses (docs/product-rules.md §16): the preview, the export's 409s and its snapshot. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollExport, PayrollExportCreated, PayrollPreview } from "../../shared/types";
import { DEFAULT_EXPENSE_RATES } from "../../shared/domain";
import { EXPENSE_MSG } from "../../shared/validation/expenses";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import { addReports, payPeriod, payrollSettingsInput, previewPath, signedInAs } from "../support/builders";
import { insertExpense } from "./helpers/stored-expenses";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";
import { withOurCompany } from "./helpers/payroll";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });
withOurCompany(app);
const db = () => app.database.db;

let projectCounter = 0;
const project = (projectNumber = `X${++projectCounter}`) => app.createProject({ projectNumber });
const worker = (fullName: string) => app.createUser({ role: "worker", fullName });

async function setEmployeeNumber(userId: string, number: string | null): Promise<void> {
  await db().execute(sql`UPDATE users SET employee_number = ${number} WHERE id = ${userId}`);
}

/** The company pays 32,50 kr per mil: 7,50 of it above the tax-free rate (MIL_SKT). */
const HIGH_MILEAGE = { ...DEFAULT_EXPENSE_RATES, mileageRate: "32.50" };

/** Every export here acknowledges the warnings (days without reports): they are tests/api/payroll-warnings.test.ts's matter. */
const exportPeriod = (admin: TestClient, period: { startDate: string; endDate: string }) =>
  admin.post<PayrollExportCreated & ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });

describe("the preview with expenses", () => {
  it("sums each worker's attested expense lines per pay code, counts those waiting, and lists a worker with only expenses", async () => {
    const { admin, anna } = await signedInAs(app, { admin: "admin", anna: { role: "worker", fullName: "Anna Ahl" } });
    const bo = await worker("Bo Berg");
    const cilla = await worker("Cilla Chan");
    await setEmployeeNumber(anna.user.id, "A-1");
    const p = await project();
    await addReports(anna.client, admin.client, [{ projectId: p.id, date: "2026-03-02", hours: "8" }]);
    const a = anna.user.id;
    await insertExpense(db(), { workerId: a, kind: "utlagg", date: "2026-03-03", amount: "250.00", vat: "50.00", projectId: p.id });
    await insertExpense(db(), { workerId: a, kind: "utlagg", date: "2026-03-31", amount: "99.90", vat: "19.98" });
    await insertExpense(db(), { workerId: a, kind: "mil", date: "2026-03-04", km: 123, rates: HIGH_MILEAGE });
    // Three whole days and two nights, a free lunch on the middle day: 900 + 300 - 105 kr.
    await insertExpense(db(), {
      workerId: a,
      kind: "trakt",
      departAt: "2026-03-10T07:00",
      returnAt: "2026-03-12T20:00",
      meals: [{ date: "2026-03-11", breakfast: false, lunch: true, dinner: false }],
    });
    // Not attested yet, and outside the period: neither is summed.
    await insertExpense(db(), { workerId: a, kind: "utlagg", date: "2026-03-05", amount: "1000.00", status: "submitted" });
    await insertExpense(db(), { workerId: a, kind: "utlagg", date: "2026-04-01", amount: "500.00" });
    await insertExpense(db(), { workerId: bo.id, kind: "mil", date: "2026-03-16", km: 40 });
    await insertExpense(db(), { workerId: cilla.id, kind: "mil", date: "2026-03-17", km: 12, status: "draft" });

    const res = await admin.client.get<PayrollPreview>(previewPath(payPeriod("2026-03-01", "2026-03-31")));
    expect(res.status).toBe(200);
    const { warnings: _warnings, ...preview } = res.body;
    expect(preview).toEqual({
      startDate: "2026-03-01",
      endDate: "2026-03-31",
      workers: [
        {
          worker: { id: a, fullName: "Anna Ahl", employeeNumber: "A-1" },
          totals: { ARB: "8.00" },
          unattested: 0,
          // In the file's order; a meal reduction is positive, and subtracted in expenseAmount.
          expenses: [
            { code: "UTLÄGG", quantity: "2.00", amount: "349.90" },
            { code: "MIL_FRI", quantity: "12.30", amount: "307.50" },
            { code: "MIL_SKT", quantity: "12.30", amount: "92.25" },
            { code: "INRHEL_FRI", quantity: "3.00", amount: "900.00" },
            { code: "INRNAT_FRI", quantity: "2.00", amount: "300.00" },
            { code: "MATRED_LCH", quantity: "1.00", amount: "105.00" },
          ],
          expenseAmount: "1844.65",
          expensesUnattested: 1,
          awaitingApproval: 0,
        },
        {
          worker: { id: bo.id, fullName: "Bo Berg", employeeNumber: null },
          totals: {},
          unattested: 0,
          expenses: [{ code: "MIL_FRI", quantity: "4.00", amount: "100.00" }],
          expenseAmount: "100.00",
          expensesUnattested: 0,
          awaitingApproval: 0,
        },
        // Only an expense sent back: listed, since it waits for the worker and blocks the export.
        {
          worker: { id: cilla.id, fullName: "Cilla Chan", employeeNumber: null },
          totals: {},
          unattested: 0,
          expenses: [],
          expenseAmount: "0.00",
          expensesUnattested: 1,
          awaitingApproval: 0,
        },
      ],
      unattested: 0,
      returned: 0,
      expensesUnattested: 2,
      awaitingApproval: 0,
      // Bo has attested expenses and no number; Cilla has nothing attested.
      missingEmployeeNumbers: ["Bo Berg"],
      projectNumbersTooLong: [],
      locked: false,
      export: null,
      // Never exported before: nothing to compare with.
      changes: { previousExport: null, changes: [] },
    });
  });
});

describe("exporting a period with expenses", () => {
  it("answers 409 for expenses not attested after the reports, then for numbers missing or too long, in that order", async () => {
    const { admin, ella } = await signedInAs(app, { admin: "admin", ella: { role: "worker", fullName: "Ella Ek" } });
    const frans = await worker("Frans Fors");
    await setEmployeeNumber(ella.user.id, "E-1");
    const p = await project();
    const period = payPeriod("2026-05-01", "2026-05-31");
    const expect409 = async (message: string) => {
      const res = await exportPeriod(admin.client, period);
      expect(res.status, message).toBe(409);
      expect(res.body.message).toBe(message);
    };

    const [reportId] = await addReports(ella.client, admin.client, [{ projectId: p.id, date: "2026-05-04", hours: "8", verify: false }]);
    const submitted = await insertExpense(db(), { workerId: ella.user.id, kind: "utlagg", date: "2026-05-05", amount: "120.00", status: "submitted" });
    await expect409(PAYROLL_MSG.unattested(1));
    expect((await admin.client.post(`/api/time-reports/${reportId}/verify`)).status).toBe(200);
    await expect409("1 ersättning i perioden är inte attesterad eller skickad tillbaka");
    const returned = await insertExpense(db(), { workerId: ella.user.id, kind: "mil", date: "2026-05-06", km: 30, status: "draft" });
    await expect409(EXPENSE_MSG.unattested(2));
    await db().execute(sql`UPDATE expenses SET status = 'verified', return_reason = NULL WHERE id IN (${submitted.id}, ${returned.id})`);

    // A worker with only an attested expense needs an employee number too.
    const long = await project("EXP-LÅNGT-12");
    await insertExpense(db(), { workerId: frans.id, kind: "mil", date: "2026-05-07", km: 55, projectId: long.id });
    await expect409(PAYROLL_MSG.missingEmployeeNumbers(["Frans Fors"]));
    await setEmployeeNumber(frans.id, "F-1");
    expect((await admin.client.get<PayrollPreview>(previewPath(period))).body.projectNumbersTooLong).toEqual(["EXP-LÅNGT-12"]);
    await expect409(PAYROLL_MSG.projectNumbersTooLong(["EXP-LÅNGT-12"]));
    await db().execute(sql`UPDATE projects SET project_number = 'EXP-12' WHERE id = ${long.id}`);

    const created = await exportPeriod(admin.client, period);
    expect(created.status).toBe(201);
    // 120 kr, 3 mil and 5,5 mil at 25 kr.
    expect(created.body).toMatchObject({ reportCount: 1, totalHours: "8.00", expenseCount: 3, expenseAmount: "332.50" });
  });

  it("of expenses alone: 201, snapshotted line by line with the code map of that moment and the audit row as for hours", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const gun = await worker("Gun Gran");
    await setEmployeeNumber(gun.id, "G-1");
    const p = await project("G-PROJ");
    const codeMap = { UTLÄGG: "7110", INRHEL_FRI: "INRHEL_FRI" };
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ codeMap }))).status).toBe(200);
    const receipt = await insertExpense(db(), {
      workerId: gun.id,
      kind: "utlagg",
      date: "2026-06-02",
      amount: "249.50",
      vat: "49.90",
      description: "Borr & bits\nTill trapphuset",
      projectId: p.id,
    });
    const trip = await insertExpense(db(), { workerId: gun.id, kind: "trakt", departAt: "2026-06-08T13:00", returnAt: "2026-06-09T18:00", lodgingPaid: true });
    const period = payPeriod("2026-06-01", "2026-06-30");

    const created = await exportPeriod(admin.client, period);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...period, reportCount: 0, totalHours: "0.00", expenseCount: 2, expenseAmount: "549.50" });
    // The export as listed, and in its answer what it changed: nothing, the period's first.
    const { previousExport, changes, ...listed } = created.body;
    expect({ previousExport, changes }).toEqual({ previousExport: null, changes: [] });
    expect((await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body.find((e) => e.id === created.body.id)).toEqual(listed);

    const lines = await db().execute(sql`
      SELECT employee_number, full_name, expense_id::text, position, kind::text, pay_code, payroll_code, date::text, project_number,
             quantity::text, unit_price::text, amount::text, vat::text, comment, worker_id::text
        FROM payroll_export_pay_lines WHERE export_id = ${created.body.id} ORDER BY date, position`);
    const who = { employee_number: "G-1", full_name: "Gun Gran", worker_id: gun.id };
    expect(lines.rows).toEqual([
      {
        ...who,
        expense_id: receipt.id,
        position: 1,
        kind: "utlagg",
        pay_code: "UTLÄGG",
        payroll_code: "7110",
        date: "2026-06-02",
        project_number: "G-PROJ",
        quantity: "1.00",
        unit_price: "249.50",
        amount: "249.50",
        vat: "49.90",
        comment: "Borr & bits\nTill trapphuset",
      },
      // Departure after noon and return before seven: two half days; the employer paid the lodging.
      {
        ...who,
        expense_id: trip.id,
        position: 1,
        kind: "trakt",
        pay_code: "INRHLV_FRI",
        payroll_code: "INRHLV_FRI",
        date: "2026-06-08",
        project_number: null,
        quantity: "2.00",
        unit_price: "150.00",
        amount: "300.00",
        vat: null,
        comment: "Luleå, montage av stomme",
      },
    ]);
    const audit = await db().execute<{ count: string; amount: string }>(
      sql`SELECT changes->'after'->>'expenseCount' AS count, changes->'after'->>'expenseAmount' AS amount
            FROM audit_logs WHERE entity_id = ${created.body.id} AND action = 'export'`,
    );
    expect(audit.rows).toEqual([{ count: "2", amount: "549.50" }]);
    expect((await admin.client.get<PayrollPreview>(previewPath(period))).body).toMatchObject({
      locked: true,
      export: { id: created.body.id, expenseCount: 2 },
    });
  });

  it("says there is nothing to export only when neither hours nor expenses are attested", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const hugo = await worker("Hugo Hall");
    await setEmployeeNumber(hugo.id, "H-1");
    const empty = await exportPeriod(admin.client, payPeriod("2026-07-01", "2026-07-15"));
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe("Det finns inga attesterade timmar eller ersättningar i perioden");

    await insertExpense(db(), { workerId: hugo.id, kind: "utlagg", date: "2026-07-20", amount: "10.00" });
    const created = await exportPeriod(admin.client, payPeriod("2026-07-16", "2026-07-31"));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reportCount: 0, expenseCount: 1, expenseAmount: "10.00" });
  });
});
