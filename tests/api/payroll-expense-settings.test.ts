/** The expenses' part of the payroll settings (docs/product-rules.md §16): the rates and the pay codes' code map. */
import { DOMParser, type Element } from "@xmldom/xmldom";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollExport, PayrollSettings } from "../../shared/types";
import { DEFAULT_EXPENSE_RATES, PAY_CODES, TIME_CODES } from "../../shared/domain";
import { EXPENSE_MSG } from "../../shared/validation/expenses";
import { MSG } from "../../shared/validation/messages";
import { payPeriod, payrollSettingsInput } from "../support/builders";
import { insertExpense } from "./helpers/stored-expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

describe("the rates", () => {
  it("are Skatteverket's 2026 figures until saved, and round-trip as kronor with two decimals and whole percent", async () => {
    const { client: admin } = await app.signedIn("admin");
    const defaults = (await admin.get<PayrollSettings>("/api/settings/payroll")).body;
    expect(defaults).toMatchObject(DEFAULT_EXPENSE_RATES);
    expect(defaults.codeMap).toMatchObject(Object.fromEntries(PAY_CODES.map((c) => [c, c])));

    const body = payrollSettingsInput({
      mileageRate: "32,5",
      mileageTaxFree: 25,
      allowanceFull: "290",
      allowanceNight: "145.00",
      mealShares: { breakfast: 25, lunch: "30", dinner: 30 },
      codeMap: { UTLÄGG: " 7110 ", MATRED_FRU: "MATRED_FRU" },
    });
    const saved = await admin.put<PayrollSettings>("/api/settings/payroll", body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      mileageRate: "32.50",
      mileageTaxFree: "25.00",
      allowanceFull: "290.00",
      allowanceNight: "145.00",
      mealShares: { breakfast: 25, lunch: 30, dinner: 30 },
    });
    expect(saved.body.codeMap).toEqual({ ...Object.fromEntries([...TIME_CODES, ...PAY_CODES].map((c) => [c, c])), UTLÄGG: "7110" });
    expect((await admin.get<PayrollSettings>("/api/settings/payroll")).body).toEqual(saved.body);

    // A document saved before the rates existed reads with the defaults, keeping what it has.
    await app.database.db.execute(
      sql`UPDATE app_settings SET value = value - 'mileageRate' - 'mileageTaxFree' - 'allowanceFull' - 'allowanceNight' - 'mealShares' WHERE key = 'payroll'`,
    );
    const older = (await admin.get<PayrollSettings>("/api/settings/payroll")).body;
    expect(older).toMatchObject({ ...DEFAULT_EXPENSE_RATES, companyName: saved.body.companyName });
    expect(older.codeMap.UTLÄGG).toBe("7110");
  });

  it("and the pay codes' code map refuse bad values with a Swedish message per field and keep what was saved", async () => {
    const { client: admin } = await app.signedIn("admin");
    expect((await admin.put("/api/settings/payroll", payrollSettingsInput({ mileageRate: "30.00" }))).status).toBe(200);
    const before = (await admin.get<PayrollSettings>("/api/settings/payroll")).body;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mileageRate: "abc" }, "mileageRate", EXPENSE_MSG.rateFormat],
      [{ mileageTaxFree: "25.005" }, "mileageTaxFree", EXPENSE_MSG.rateFormat],
      [{ allowanceFull: "10000.01" }, "allowanceFull", EXPENSE_MSG.rateFormat],
      [{ allowanceNight: "-150" }, "allowanceNight", EXPENSE_MSG.rateFormat],
      [{ mealShares: { breakfast: 20, lunch: 2.5, dinner: 35 } }, "mealShares.lunch", EXPENSE_MSG.shareRange],
      [{ mealShares: { breakfast: 40, lunch: 35, dinner: 35 } }, "mealShares", EXPENSE_MSG.mealSharesTotal],
      [{ codeMap: { UTLÄGG: "" } }, "codeMap.UTLÄGG", EXPENSE_MSG.payrollArticle],
      [{ codeMap: { MIL_SKT: "L".repeat(21) } }, "codeMap.MIL_SKT", EXPENSE_MSG.payrollArticle],
      [{ codeMap: { INRNAT_FRI: 7110 } }, "codeMap.INRNAT_FRI", EXPENSE_MSG.payrollArticle],
      [{ codeMap: { MATRED_MID: "71\t10" } }, "codeMap.MATRED_MID", MSG.notForPayroll],
      [{ codeMap: { MIL_FRI: "71\n10" } }, "codeMap.MIL_FRI", MSG.notForPayroll],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.put<ApiErrorBody>("/api/settings/payroll", { ...payrollSettingsInput(), ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
    expect((await admin.get<PayrollSettings>("/api/settings/payroll")).body).toEqual(before);
  });
});

describe("a pay code mapped to the company's löneart", () => {
  it("is written as lonart in the PAXml file, and a code mapped to itself as lonkod", async () => {
    const { client: admin } = await app.signedIn("admin");
    const worker = await app.createUser({ role: "worker", fullName: "Lars Lön" });
    await app.database.db.execute(sql`UPDATE users SET employee_number = '4001' WHERE id = ${worker.id}`);
    expect((await admin.put("/api/settings/payroll", payrollSettingsInput({ codeMap: { UTLÄGG: "U-7110", MIL_FRI: "MIL_FRI" } }))).status).toBe(200);
    await insertExpense(app.database.db, { workerId: worker.id, kind: "utlagg", date: "2026-10-05", amount: "45.00", vat: "9.00" });
    await insertExpense(app.database.db, { workerId: worker.id, kind: "mil", date: "2026-10-06", km: 20 });
    const created = await admin.post<PayrollExport>("/api/payroll/exports", { ...payPeriod("2026-10-01", "2026-10-31"), acknowledgeWarnings: true });
    expect(created.status).toBe(201);

    const file = await admin.download(`/api/payroll/exports/${created.body.id}/paxml`);
    const doc = new DOMParser().parseFromString(file.text, "application/xml");
    const lines = Array.from(doc.getElementsByTagName("lonetrans")) as unknown as Element[];
    const codes = lines.map((l) =>
      Array.from(l.childNodes)
        .filter((n): n is Element => n.nodeType === 1 && (n.nodeName === "lonkod" || n.nodeName === "lonart"))
        .map((c) => [c.nodeName, c.textContent]),
    );
    expect(codes).toEqual([[["lonart", "U-7110"]], [["lonkod", "MIL_FRI"]]]);
  });
});
