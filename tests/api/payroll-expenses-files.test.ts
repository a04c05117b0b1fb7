/**
 * The files of an export with expenses (docs/product-rules.md §16): `lonetransaktioner` in the
 * PAXml file, the expense rows of the summary CSV, and that both agree with the preview to the öre.
 */
import fs from "node:fs";
import path from "node:path";
import { DOMParser, type Element } from "@xmldom/xmldom";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollExport, PayrollPreview } from "../../shared/types";
import { DEFAULT_EXPENSE_RATES, lineAmountOre, oreOf, PAY_CODE_INFO, PAY_CODES, type PayCode } from "../../shared/domain";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import { addReports, payPeriod, payrollSettingsInput, previewPath, signedInAs } from "../support/builders";
import { insertExpense } from "./helpers/stored-expenses";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });
const db = () => app.database.db;

async function setEmployeeNumber(userId: string, number: string): Promise<void> {
  await db().execute(sql`UPDATE users SET employee_number = ${number} WHERE id = ${userId}`);
}

const exportPeriod = (admin: TestClient, period: { startDate: string; endDate: string }) =>
  admin.post<PayrollExport & ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });

/** The file as downloaded, parsed strictly; with PAXML_DUMP_DIR set, also written there (for xmllint and the XSD). */
async function paxml(admin: TestClient, exportId: string, dumpAs: string) {
  const file = await admin.download(`/api/payroll/exports/${exportId}/paxml`);
  expect(file.res.status).toBe(200);
  const problems: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) }).parseFromString(file.text, "application/xml");
  expect(problems).toEqual([]);
  if (process.env.PAXML_DUMP_DIR) fs.writeFileSync(path.join(process.env.PAXML_DUMP_DIR, `${dumpAs}.xml`), file.bytes);
  return { file, root: doc.documentElement as unknown as Element };
}

const children = (el: Element) => Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
const childText = (el: Element, name: string) => children(el).find((c) => c.nodeName === name)?.textContent ?? undefined;

/** lonetransTYPE is xs:all; the writer keeps this one order, leaving out what a line does not have. */
const LONETRANS_ORDER = ["lonkod", "lonart", "benamning", "kommentar", "datum", "antal", "apris", "belopp", "moms", "samlingsid", "resenheter"];

describe("an export with hours and expenses", () => {
  it("writes each pay line as a lonetrans whose belopp, summed per worker and code, equal the preview and the summary CSV to the öre", async () => {
    const { admin, asa } = await signedInAs(app, { admin: "admin", asa: { role: "worker", fullName: "Åsa Öberg" } });
    const olle = await app.createUser({ role: "worker", fullName: "Olle Ärlig" });
    await setEmployeeNumber(asa.user.id, "1001");
    await setEmployeeNumber(olle.id, "1002");
    // MIL_SKT goes to the company's own löneart; the rest keep the PAXml code.
    const codeMap = { ARB: "TID", MIL_SKT: "7120" };
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ codeMap }))).status).toBe(200);
    const p = await app.createProject({ projectNumber: "P-77" });
    await addReports(asa.client, admin.client, [{ projectId: p.id, date: "2026-02-02", hours: "8" }]);
    const receipt = await insertExpense(db(), {
      workerId: asa.user.id,
      kind: "utlagg",
      date: "2026-02-03",
      amount: "1249.90",
      vat: "249.98",
      description: "Skruv & plugg\r\nFärg <vit>",
      projectId: p.id,
    });
    const drive = await insertExpense(db(), {
      workerId: asa.user.id,
      kind: "mil",
      date: "2026-02-04",
      km: 123,
      rates: { ...DEFAULT_EXPENSE_RATES, mileageRate: "32.50" },
    });
    const trip = await insertExpense(db(), {
      workerId: asa.user.id,
      kind: "trakt",
      departAt: "2026-02-09T13:00",
      returnAt: "2026-02-12T19:30",
      projectId: p.id,
      meals: [
        { date: "2026-02-09", breakfast: false, lunch: true, dinner: true },
        { date: "2026-02-10", breakfast: true, lunch: true, dinner: false },
      ],
    });
    const olleOne = await insertExpense(db(), { workerId: olle.id, kind: "utlagg", date: "2026-02-05", amount: "0.01", vat: "0.00" });
    const olleTwo = await insertExpense(db(), { workerId: olle.id, kind: "utlagg", date: "2026-02-05", amount: "33.33", vat: "6.67" });
    const period = payPeriod("2026-02-01", "2026-02-28");
    const preview = (await admin.client.get<PayrollPreview>(previewPath(period))).body;
    const created = await exportPeriod(admin.client, period);
    expect(created.status).toBe(201);

    const { file, root } = await paxml(admin.client, created.body.id, "hours-and-expenses");
    expect(Buffer.from((await admin.client.download(`/api/payroll/exports/${created.body.id}/paxml`)).bytes).equals(Buffer.from(file.bytes))).toBe(true);
    expect(children(root).map((c) => c.nodeName)).toEqual(["header", "dimensioner", "tidtransaktioner", "lonetransaktioner"]);
    const trans = children(children(root)[3]);
    expect(trans.every((t) => t.nodeName === "lonetrans")).toBe(true);
    const expenseIds = new Map([receipt, drive, trip, olleOne, olleTwo].map((e) => [e.id, e]));
    expect(trans).toHaveLength([...expenseIds.values()].reduce((n, e) => n + e.lines.length, 0));

    const toOurCode = (t: Element): PayCode => {
      const lonkod = childText(t, "lonkod");
      if (lonkod !== undefined) return lonkod as PayCode;
      expect(childText(t, "lonart")).toBe("7120");
      return "MIL_SKT";
    };
    const fileSums = new Map<string, number>();
    for (const t of trans) {
      const names = children(t).map((c) => c.nodeName);
      expect(names).toEqual(LONETRANS_ORDER.filter((n) => names.includes(n)));
      const code = toOurCode(t);
      expect(names.filter((n) => n === "lonkod" || n === "lonart")).toHaveLength(1);
      expect(childText(t, "benamning")).toBe(PAY_CODE_INFO[code].label);
      const expense = expenseIds.get(childText(t, "samlingsid") ?? "");
      expect(expense, "samlingsid names the expense").toBeDefined();
      expect(childText(t, "kommentar")).toBe(expense?.description);
      expect(childText(t, "datum")).toBe(expense?.date);
      // Each line as counted: antal × apris rounded to the öre is belopp; moms only on an utlägg.
      const [antal, apris, belopp] = ["antal", "apris", "belopp"].map((n) => childText(t, n) ?? "");
      expect(lineAmountOre(oreOf(antal), oreOf(apris))).toBe(oreOf(belopp));
      expect(names.includes("moms")).toBe(code === "UTLÄGG");
      const units = children(t).find((c) => c.nodeName === "resenheter");
      const withProject = expense === receipt || expense === trip;
      expect(units ? children(units).map((u) => [u.nodeName, u.getAttribute("dim"), u.getAttribute("id")]) : null).toEqual(
        withProject ? [["resenhet", "6", "P-77"]] : null,
      );
      const key = `${t.getAttribute("anstid")}|${code}`;
      fileSums.set(key, (fileSums.get(key) ?? 0) + oreOf(belopp));
    }
    // The trip's seven lines (days, nights, four meals of two prices) share its samlingsid.
    expect(trans.filter((t) => childText(t, "samlingsid") === trip.id)).toHaveLength(trip.lines.length);
    expect(trip.lines.map((l) => l.code)).toEqual(["INRHEL_FRI", "INRHLV_FRI", "INRNAT_FRI", "MATRED_FRU", "MATRED_LCH", "MATRED_LCH", "MATRED_MID"]);
    expect(childText(trans.find((t) => childText(t, "lonkod") === "UTLÄGG" && t.getAttribute("anstid") === "1001") as Element, "moms")).toBe("249.98");

    const previewSums = new Map<string, number>();
    for (const w of preview.workers) for (const l of w.expenses) previewSums.set(`${w.worker.employeeNumber}|${l.code}`, oreOf(l.amount));
    expect(fileSums).toEqual(previewSums);
    const asaPreview = preview.workers.find((w) => w.worker.id === asa.user.id);
    expect(oreOf(asaPreview?.expenseAmount ?? "")).toBe(oreOf(receipt.amount) + oreOf(drive.amount) + oreOf(trip.amount));
    expect(created.body.expenseAmount).toBe("2912.99");

    // The summary CSV: the hours' rows as before, then per worker and pay code the units and kronor.
    const csv = await admin.client.download(`/api/payroll/exports/${created.body.id}/summary.csv`);
    const parsed = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(["Anställningsnummer", "Namn", "Tidkod", "Benämning", "Lönekod", "Timmar", "Antal", "Enhet", "Belopp (kr)"]);
    expect(rows.slice(0, 4)).toEqual([
      ["1001", "Åsa Öberg", "ARB", "Arbetad tid", "TID", "8,0", "", "", ""],
      ["1001", "Åsa Öberg", "UTLÄGG", "Utlägg", "UTLÄGG", "", "1,00", "st", "1249,90"],
      ["1001", "Åsa Öberg", "MIL_FRI", "Milersättning, skattefri", "MIL_FRI", "", "12,30", "mil", "307,50"],
      ["1001", "Åsa Öberg", "MIL_SKT", "Milersättning, skattepliktig", "7120", "", "12,30", "mil", "92,25"],
    ]);
    const csvSums = new Map<string, number>();
    for (const [anstid, , code, , , hours, , unit, belopp] of rows) {
      if (hours !== "") continue;
      expect(unit).toBe(PAY_CODE_INFO[code as PayCode].unit);
      csvSums.set(`${anstid}|${code}`, oreOf(belopp.replace(",", ".")));
    }
    // A meal reduction is negative in the CSV, as on the screen: the column sums to what is paid.
    const signedPreviewSums = new Map([...previewSums].map(([key, ore]) => [key, PAY_CODE_INFO[key.split("|")[1] as PayCode].deduction ? -ore : ore]));
    expect(csvSums).toEqual(signedPreviewSums);
    // Per worker in PAY_CODES order.
    const olleCodes = rows.filter((r) => r[0] === "1002").map((r) => r[2]);
    expect(olleCodes).toEqual(["UTLÄGG"]);
    expect(rows.find((r) => r[0] === "1002")?.slice(6)).toEqual(["2,00", "st", "33,34"]);
    const asaCodes = rows.filter((r) => r[0] === "1001" && r[5] === "").map((r) => r[2] as PayCode);
    expect(asaCodes).toEqual([...asaCodes].sort((a, b) => PAY_CODES.indexOf(a) - PAY_CODES.indexOf(b)));
  });
});

describe("an export of expenses alone", () => {
  it("has no tidtransaktioner (the schema wants at least one tidtrans in it) and the same bytes after the expenses and the code map change", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const vera = await app.createUser({ role: "worker", fullName: "Vera Väg" });
    await setEmployeeNumber(vera.id, "2001");
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ codeMap: { MIL_FRI: "MIL 1" } }))).status).toBe(200);
    const drive = await insertExpense(db(), { workerId: vera.id, kind: "mil", date: "2026-03-03", km: 87, route: "Kontoret - Gävle\tmöte" });
    const created = await exportPeriod(admin.client, payPeriod("2026-03-01", "2026-03-31"));
    expect(created.status).toBe(201);

    const { file, root } = await paxml(admin.client, created.body.id, "expenses-only");
    expect(children(root).map((c) => c.nodeName)).toEqual(["header", "dimensioner", "lonetransaktioner"]);
    const [line] = children(children(root)[2]);
    expect(children(line).map((c) => [c.nodeName, c.textContent])).toEqual([
      ["lonart", "MIL 1"],
      ["benamning", "Milersättning, skattefri"],
      ["kommentar", "Kontoret - Gävle\tmöte"],
      ["datum", "2026-03-03"],
      ["antal", "8.70"],
      ["apris", "25.00"],
      ["belopp", "217.50"],
      ["samlingsid", drive.id],
    ]);

    await db().execute(sql`UPDATE expenses SET description = 'Ändrad efteråt', status = 'submitted' WHERE id = ${drive.id}`);
    await db().execute(sql`UPDATE expense_lines SET amount = 1, unit_price = 1 WHERE expense_id = ${drive.id}`);
    await admin.client.put("/api/settings/payroll", payrollSettingsInput());
    const again = await admin.client.download(`/api/payroll/exports/${created.body.id}/paxml`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(file.bytes))).toBe(true);
  });
});

describe("an expense's description the file cannot carry", () => {
  it("stored around the input rules: the export answers 409 naming the worker and locks nothing; in a snapshot, the download answers 409", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const kim = await app.createUser({ role: "worker", fullName: "Kim Kant" });
    await setEmployeeNumber(kim.id, "3001");
    const receipt = await insertExpense(db(), { workerId: kim.id, kind: "utlagg", date: "2026-04-06", amount: "80.00", description: "Tejp\u000brulle" });
    const period = payPeriod("2026-04-01", "2026-04-30");
    const refused = await exportPeriod(admin.client, period);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYROLL_MSG.expenseTextsNotForPayroll(["Kim Kant"]));
    expect((await admin.client.get<PayrollPreview>(previewPath(period))).body.locked).toBe(false);

    // Line breaks and tabs are text in kommentar: corrected so, the period goes out.
    await db().execute(sql`UPDATE expenses SET description = ${"Tejp\r\nrulle\t2 st"} WHERE id = ${receipt.id}`);
    const created = await exportPeriod(admin.client, period);
    expect(created.status).toBe(201);
    const { root } = await paxml(admin.client, created.body.id, "multiline-comment");
    expect(childText(children(children(root)[2])[0], "kommentar")).toBe("Tejp\r\nrulle\t2 st");

    await db().execute(sql`UPDATE payroll_export_pay_lines SET comment = ${"Tejp\uffff"} WHERE export_id = ${created.body.id}`);
    const res = await admin.client.get<ApiErrorBody>(`/api/payroll/exports/${created.body.id}/paxml`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYROLL_MSG.expenseTextsNotForPayroll(["Kim Kant"]));
    expect(res.headers.get("content-disposition")).toBeNull();
  });
});
