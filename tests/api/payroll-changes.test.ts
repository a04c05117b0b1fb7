/**
 * A reopened period exported again (docs/product-rules.md §10, "Changes"): what changed against
 * the period's previous export, in the export's answer, `/changes`, the preview and the rättelse
 * file; and the summary CSV's kronor, which sum to what is paid.
 */
import fs from "node:fs";
import path from "node:path";
import { DOMParser, type Element } from "@xmldom/xmldom";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollChanges, PayrollExportCreated, PayrollPreview } from "../../shared/types";
import { oreOf, PAY_CODE_INFO, type PayCode } from "../../shared/domain";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import { addReports, payPeriod, previewPath, signedInAs } from "../support/builders";
import { insertExpense } from "./helpers/stored-expenses";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";
import { withOurCompany } from "./helpers/payroll";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });
withOurCompany(app);
const db = () => app.database.db;

async function setEmployeeNumber(userId: string, number: string): Promise<void> {
  await db().execute(sql`UPDATE users SET employee_number = ${number} WHERE id = ${userId}`);
}

const exportPeriod = (admin: TestClient, period: { startDate: string; endDate: string }) =>
  admin.post<PayrollExportCreated & ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });

const children = (el: Element) => Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
const childText = (el: Element, name: string) => children(el).find((c) => c.nodeName === name)?.textContent ?? undefined;

/** The file parsed strictly; with PAXML_DUMP_DIR set, also written there (for xmllint and the XSD). */
function parsePaxml(text: string, dumpAs: string): Element {
  const problems: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) }).parseFromString(text, "application/xml");
  expect(problems).toEqual([]);
  if (process.env.PAXML_DUMP_DIR) fs.writeFileSync(path.join(process.env.PAXML_DUMP_DIR, `${dumpAs}.xml`), text);
  return doc.documentElement as unknown as Element;
}

describe("a reopened period exported again", () => {
  it("answers exactly the lines that changed, before and after; /changes, the preview and the rättelse file say the same", async () => {
    const { admin, asa } = await signedInAs(app, { admin: "admin", asa: { role: "worker", fullName: "Åsa Öberg" } });
    await setEmployeeNumber(asa.user.id, "1001");
    const p = await app.createProject({ projectNumber: "P-1" });
    const [, shortened, travel] = await addReports(asa.client, admin.client, [
      { projectId: p.id, date: "2026-02-02", hours: "8" },
      { projectId: p.id, date: "2026-02-03", hours: "8" },
      { projectId: p.id, date: "2026-02-02", hours: "1.5", timeCode: "RE1" },
    ]);
    const drive = await insertExpense(db(), { workerId: asa.user.id, kind: "mil", date: "2026-02-04", km: 100 });
    await insertExpense(db(), { workerId: asa.user.id, kind: "utlagg", date: "2026-02-05", amount: "99.00", vat: "19.80" });
    const period = payPeriod("2026-02-01", "2026-02-28");

    const first = await exportPeriod(admin.client, period);
    expect(first.status).toBe(201);
    expect(first.body.changes).toEqual([]);
    expect(first.body.previousExport).toBeNull();
    expect((await admin.client.get<PayrollChanges>(`/api/payroll/exports/${first.body.id}/changes`)).body).toEqual({ previousExport: null, changes: [] });
    const noCorrection = await admin.client.get<ApiErrorBody>(`/api/payroll/exports/${first.body.id}/paxml?only=changes`);
    expect(noCorrection.status).toBe(409);
    expect(noCorrection.body.message).toBe(PAYROLL_MSG.noPreviousExport);

    // Reopened: one day's hours shortened, a travel line taken away, a new day, and the drive made longer.
    expect((await admin.client.request("DELETE", `/api/payroll/exports/${first.body.id}`, { reason: "Timmar och resa ska rättas" })).status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${shortened}/unverify`, { reason: "Fel antal timmar rapporterade." })).status).toBe(200);
    const changed = await asa.client.put(`/api/time-reports/${shortened}`, {
      projectId: p.id,
      date: "2026-02-03",
      hours: "6.5",
      timeCode: "ARB",
      description: "Arbete på bygget enligt plan",
    });
    expect(changed.status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${shortened}/verify`)).status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${travel}/unverify`, { reason: "Resan gjordes aldrig den dagen." })).status).toBe(200);
    expect((await admin.client.request("DELETE", `/api/time-reports/${travel}`, { reason: "Resan gjordes aldrig den dagen." })).status).toBe(200);
    await addReports(asa.client, admin.client, [{ projectId: p.id, date: "2026-02-06", hours: "4" }]);
    await db().execute(sql`DELETE FROM expenses WHERE id = ${drive.id}`);
    await insertExpense(db(), { workerId: asa.user.id, kind: "mil", date: "2026-02-04", km: 120 });

    const worker = { id: asa.user.id, fullName: "Åsa Öberg", employeeNumber: "1001" };
    const expected = [
      { worker, kind: "hours", code: "RE1", date: "2026-02-02", project: "P-1", before: "1.50", after: "0.00" },
      { worker, kind: "hours", code: "ARB", date: "2026-02-03", project: "P-1", before: "8.00", after: "6.50" },
      { worker, kind: "hours", code: "ARB", date: "2026-02-06", project: "P-1", before: "0.00", after: "4.00" },
      { worker, kind: "pay", code: "MIL_FRI", date: "2026-02-04", project: null, before: "250.00", after: "300.00" },
    ];
    // Before exporting again, the preview lists what the export would change.
    const pending = (await admin.client.get<PayrollPreview>(previewPath(period))).body;
    expect(pending.changes).toEqual({ previousExport: { id: first.body.id, createdAt: first.body.createdAt }, changes: expected });

    const second = await exportPeriod(admin.client, period);
    expect(second.status).toBe(201);
    expect(second.body.previousExport).toEqual({ id: first.body.id, createdAt: first.body.createdAt });
    expect(second.body.changes).toEqual(expected);
    expect((await admin.client.get<PayrollChanges>(`/api/payroll/exports/${second.body.id}/changes`)).body.changes).toEqual(expected);
    // Exported, the preview shows what the export changed.
    expect((await admin.client.get<PayrollPreview>(previewPath(period))).body.changes.changes).toEqual(expected);
    // The first export still has nothing before it.
    expect((await admin.client.get<PayrollChanges>(`/api/payroll/exports/${first.body.id}/changes`)).body.changes).toEqual([]);

    const file = await admin.client.download(`/api/payroll/exports/${second.body.id}/paxml?only=changes`);
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get("content-disposition")).toContain('filename="paxml_2026-02-01_2026-02-28_rattelse.xml"');
    const root = parsePaxml(file.text, "correction");
    expect(children(root).map((c) => c.nodeName)).toEqual(["header", "dimensioner", "tidtransaktioner", "lonetransaktioner"]);
    const tid = children(children(root)[2]).map((t) => [t.getAttribute("anstid"), childText(t, "tidkod"), childText(t, "datum"), childText(t, "timmar")]);
    expect(tid).toEqual([
      ["1001", "RE1", "2026-02-02", "-1.50"],
      ["1001", "ARB", "2026-02-03", "-1.50"],
      ["1001", "ARB", "2026-02-06", "4.00"],
    ]);
    const lon = children(children(root)[3]);
    expect(lon.map((t) => children(t).map((c) => [c.nodeName, c.textContent]))).toEqual([
      [
        ["lonkod", "MIL_FRI"],
        ["benamning", "Milersättning, skattefri"],
        ["kommentar", "Rättelse av tidigare export"],
        ["datum", "2026-02-04"],
        ["antal", "2.00"],
        ["belopp", "50.00"],
      ],
    ]);
    // The whole file stays as it was: every line, under its own name.
    const whole = await admin.client.download(`/api/payroll/exports/${second.body.id}/paxml`);
    expect(whole.res.headers.get("content-disposition")).toContain('filename="paxml_2026-02-01_2026-02-28.xml"');
    const wholeRoot = parsePaxml(whole.text, "corrected-whole");
    expect(children(children(wholeRoot)[2])).toHaveLength(3);

    const bad = await admin.client.get<ApiErrorBody>(`/api/payroll/exports/${second.body.id}/paxml?only=allt`);
    expect(bad.status).toBe(400);
    const unknown = await admin.client.get<ApiErrorBody>("/api/payroll/exports/00000000-0000-4000-8000-000000000000/changes");
    expect(unknown.status).toBe(404);
    // Payroll's, as the rest of it: a worker reaches neither.
    expect((await asa.client.get(`/api/payroll/exports/${second.body.id}/changes`)).status).toBe(403);
    expect((await asa.client.get(`/api/payroll/exports/${second.body.id}/paxml?only=changes`)).status).toBe(403);
  });

  it("an export that changed nothing has no changes and a rättelse file without transactions", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setEmployeeNumber(worker.user.id, "2001");
    const p = await app.createProject({ projectNumber: "P-2" });
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-03-02", hours: "8" }]);
    const period = payPeriod("2026-03-01", "2026-03-31");
    const first = await exportPeriod(admin.client, period);
    expect((await admin.client.request("DELETE", `/api/payroll/exports/${first.body.id}`, { reason: "Kontroll utan ändringar" })).status).toBe(200);
    const second = await exportPeriod(admin.client, period);
    expect(second.body.changes).toEqual([]);
    const file = await admin.client.download(`/api/payroll/exports/${second.body.id}/paxml?only=changes`);
    expect(children(parsePaxml(file.text, "correction-empty")).map((c) => c.nodeName)).toEqual(["header", "dimensioner"]);
  });
});

describe("the summary CSV", () => {
  it("writes a meal reduction negative, so Belopp sums to what is paid, and never guards a number cell", async () => {
    const { admin, asa } = await signedInAs(app, { admin: "admin", asa: { role: "worker", fullName: "Åsa Öberg" } });
    await setEmployeeNumber(asa.user.id, "3001");
    const trip = await insertExpense(db(), {
      workerId: asa.user.id,
      kind: "trakt",
      departAt: "2026-04-06T08:00",
      returnAt: "2026-04-07T20:00",
      meals: [{ date: "2026-04-06", breakfast: false, lunch: true, dinner: true }],
    });
    const created = await exportPeriod(admin.client, payPeriod("2026-04-01", "2026-04-30"));
    expect(created.status).toBe(201);
    const csv = await admin.client.download(`/api/payroll/exports/${created.body.id}/summary.csv`);
    expect(csv.text).not.toContain(";'");
    const parsed = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
    const [, ...rows] = parsed.data;
    const byCode = new Map(rows.map((r) => [r[2], r[8]]));
    // Lunch and dinner are 35 % each of the first day's 300 kr.
    expect(byCode.get("MATRED_LCH")).toBe("-105,00");
    expect(byCode.get("MATRED_MID")).toBe("-105,00");
    for (const [, , code, , , , , , belopp] of rows) expect(belopp.startsWith("-")).toBe(PAY_CODE_INFO[code as PayCode].deduction);
    const sum = rows.reduce((ore, r) => ore + oreOf(r[8].replace(",", ".")), 0);
    expect(sum).toBe(oreOf(trip.amount));
    expect(sum).toBe(oreOf(created.body.expenseAmount));
  });
});
