/**
 * The payroll preview's warnings and the acknowledged export (docs/product-rules.md §10): days
 * without a report, duplicate reports and long days of 'Arbetad tid' are listed per worker; an
 * export of a period with warnings answers 409 with them until the admin acknowledges them.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollExport, PayrollPreview, PayrollWarning, PayrollWarningsConflict } from "../../shared/types";
import { addReports, payPeriod, payrollSettingsInput, previewPath, signedInAs } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

let projectCounter = 0;
/** Project numbers here are short (a PAXml dimension id holds 10 characters), so a period can be exported. */
const project = () => app.createProject({ projectNumber: `W${++projectCounter}` });

async function setUser(userId: string, fields: { employeeNumber?: string; employedFrom?: string; active?: boolean }): Promise<void> {
  if (fields.employeeNumber !== undefined) await app.database.db.execute(sql`UPDATE users SET employee_number = ${fields.employeeNumber} WHERE id = ${userId}`);
  if (fields.employedFrom !== undefined) await app.database.db.execute(sql`UPDATE users SET employed_from = ${fields.employedFrom}::date WHERE id = ${userId}`);
  if (fields.active !== undefined) await app.database.db.execute(sql`UPDATE users SET active = ${fields.active} WHERE id = ${userId}`);
}

async function preview(admin: TestClient, startDate: string, endDate: string): Promise<PayrollPreview> {
  const res = await admin.get<PayrollPreview>(previewPath(payPeriod(startDate, endDate)));
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The warnings of these workers only: every active worker of this file has days of its own in a period. */
const warningsOf = (p: PayrollPreview, ...workerIds: string[]): PayrollWarning[] => p.warnings.filter((w) => workerIds.includes(w.worker.id));

const exportsOf = async (admin: TestClient, startDate: string) =>
  (await admin.get<PayrollExport[]>("/api/payroll/exports")).body.filter((e) => e.startDate === startDate && e.reopenedAt === null);

describe("missing days", () => {
  it("are the working days without any report: weekends, Långfredagen and Annandag påsk are not; an absence, a submitted or a sent-back report is a report", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Mats Påsk" } });
    const p = await project();
    // Easter 2026: Långfredagen is Friday 3 April, Annandag påsk Monday 6 April.
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-03-30", hours: "8" },
      { projectId: null, timeCode: "SJK", date: "2026-03-31", hours: "8" },
      { projectId: p.id, date: "2026-04-02", hours: "8", verify: false },
    ]);
    const [sentBack] = await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-04-01", hours: "8", verify: false }]);
    expect((await admin.client.post(`/api/time-reports/${sentBack}/return`, { reason: "Ange vilken våning du arbetade på" })).status).toBe(200);

    const body = await preview(admin.client, "2026-03-30", "2026-04-12");
    expect(warningsOf(body, worker.user.id)).toEqual([
      {
        kind: "missing-days",
        worker: { id: worker.user.id, fullName: "Mats Påsk" },
        dates: ["2026-04-07", "2026-04-08", "2026-04-09", "2026-04-10"],
        normHours: null,
        message: "4 arbetsdagar utan rapport: 7 apr., 8 apr., 9 apr., 10 apr.",
      },
    ]);
  });

  it("skip Kristi himmelsfärdsdag, and the days before the worker's employedFrom", async () => {
    const { admin, early, late, after } = await signedInAs(app, {
      admin: "admin",
      early: { role: "worker", fullName: "Eva Tidig" },
      late: { role: "worker", fullName: "Leo Sen" },
      after: { role: "worker", fullName: "Ulla Senare" },
    });
    // Employed from Wednesday 13 May 2026; Thursday 14 May is Kristi himmelsfärdsdag.
    await setUser(late.user.id, { employedFrom: "2026-05-13" });
    // Employed only after the period: no day of it is missing.
    await setUser(after.user.id, { employedFrom: "2026-05-18" });

    const body = await preview(admin.client, "2026-05-11", "2026-05-17");
    expect(warningsOf(body, early.user.id, late.user.id, after.user.id).map((w) => [w.worker.fullName, w.dates])).toEqual([
      ["Eva Tidig", ["2026-05-11", "2026-05-12", "2026-05-13", "2026-05-15"]],
      ["Leo Sen", ["2026-05-13", "2026-05-15"]],
    ]);
  });

  it("stop before today: in the running period today and the days after it are not missing yet", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const body = await preview(admin.client, "2026-11-16", "2026-11-30");
    expect(warningsOf(body, worker.user.id).map((w) => w.dates)).toEqual([["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19"]]);
  });

  it("name an inactive worker only when it has reports in the period", async () => {
    const { admin, gone, goneWithReports } = await signedInAs(app, {
      admin: "admin",
      gone: { role: "worker", fullName: "Gun Slutat" },
      goneWithReports: { role: "worker", fullName: "Gert Slutat" },
    });
    const p = await project();
    await addReports(goneWithReports.client, admin.client, [{ projectId: p.id, date: "2026-03-09", hours: "8" }]);
    await setUser(gone.user.id, { active: false });
    await setUser(goneWithReports.user.id, { active: false });

    const body = await preview(admin.client, "2026-03-09", "2026-03-15");
    expect(warningsOf(body, gone.user.id, goneWithReports.user.id).map((w) => [w.worker.fullName, w.kind, w.dates])).toEqual([
      ["Gert Slutat", "missing-days", ["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"]],
    ]);
  });
});

describe("duplicates and long days", () => {
  it("a duplicate is two reports of one worker with the same date, code, project (none equals none) and hours, in any status", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Dag Dubbel" } });
    const [p, other] = [await project(), await project()];
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-02-02", hours: "4" },
      { projectId: p.id, date: "2026-02-02", hours: "4", verify: false },
      { projectId: null, timeCode: "SJK", date: "2026-02-03", hours: "4" },
      { projectId: null, timeCode: "SJK", date: "2026-02-03", hours: "4" },
      // Not duplicates: other hours, another project, another code.
      { projectId: p.id, date: "2026-02-04", hours: "4" },
      { projectId: p.id, date: "2026-02-04", hours: "3" },
      { projectId: p.id, date: "2026-02-05", hours: "4" },
      { projectId: other.id, date: "2026-02-05", hours: "4" },
      { projectId: p.id, date: "2026-02-06", hours: "2" },
      { projectId: p.id, date: "2026-02-06", hours: "2", timeCode: "ÖT1" },
    ]);

    const body = await preview(admin.client, "2026-02-02", "2026-02-08");
    expect(warningsOf(body, worker.user.id)).toEqual([
      {
        kind: "duplicates",
        worker: { id: worker.user.id, fullName: "Dag Dubbel" },
        dates: ["2026-02-02", "2026-02-03"],
        normHours: null,
        message: "Dubbletter (samma dag, kod, projekt och timmar): 2 feb., 3 feb.",
      },
    ]);
  });

  it("a long day is more ARB summed over the day's reports than the company's daily norm (8 h unless set); overtime codes do not count", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Lars Lång" } });
    const p = await project();
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-02-09", hours: "6" },
      { projectId: p.id, date: "2026-02-09", hours: "3.5", verify: false },
      { projectId: p.id, date: "2026-02-10", hours: "8" },
      { projectId: p.id, date: "2026-02-11", hours: "8" },
      { projectId: p.id, date: "2026-02-11", hours: "4", timeCode: "ÖT1" },
      { projectId: p.id, date: "2026-02-12", hours: "9.5" },
      { projectId: p.id, date: "2026-02-13", hours: "7.5" },
    ]);

    const body = await preview(admin.client, "2026-02-09", "2026-02-15");
    expect(warningsOf(body, worker.user.id)).toEqual([
      {
        kind: "long-day",
        worker: { id: worker.user.id, fullName: "Lars Lång" },
        dates: ["2026-02-09", "2026-02-12"],
        normHours: 8,
        message: "Mer än normens 8 h Arbetad tid på en dag, kanske övertid: 9 feb., 12 feb.",
      },
    ]);
  });

  it("follows the norm the company sets: at 9 h, a day of 9,5 h is long and one of 9 h is not", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Nora Norm" } });
    const p = await project();
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ dailyNormHours: 9 }))).status).toBe(200);
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-03-02", hours: "9.5" },
      { projectId: p.id, date: "2026-03-03", hours: "9" },
      { projectId: p.id, date: "2026-03-04", hours: "5" },
      { projectId: p.id, date: "2026-03-04", hours: "4.5" },
    ]);
    const body = await preview(admin.client, "2026-03-02", "2026-03-04");
    expect(warningsOf(body, worker.user.id)).toEqual([
      expect.objectContaining({
        kind: "long-day",
        dates: ["2026-03-02", "2026-03-04"],
        normHours: 9,
        message: "Mer än normens 9 h Arbetad tid på en dag, kanske övertid: 2 mars, 4 mars",
      }),
    ]);
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
  });

  it("one warning per worker and kind, workers by name, kinds in the order missing days, duplicates, long day", async () => {
    const { admin, ada, berit } = await signedInAs(app, {
      admin: "admin",
      berit: { role: "worker", fullName: "Berit Ordning" },
      ada: { role: "worker", fullName: "Ada Ordning" },
    });
    const p = await project();
    await addReports(ada.client, admin.client, [
      { projectId: p.id, date: "2026-02-17", hours: "11" },
      { projectId: p.id, date: "2026-02-18", hours: "6" },
      { projectId: p.id, date: "2026-02-18", hours: "6" },
      { projectId: p.id, date: "2026-02-19", hours: "3" },
      { projectId: p.id, date: "2026-02-19", hours: "3" },
    ]);
    await addReports(berit.client, admin.client, [{ projectId: p.id, date: "2026-02-16", hours: "8" }]);

    const body = await preview(admin.client, "2026-02-16", "2026-02-22");
    expect(warningsOf(body, ada.user.id, berit.user.id).map((w) => [w.worker.fullName, w.kind, w.dates])).toEqual([
      ["Ada Ordning", "missing-days", ["2026-02-16", "2026-02-20"]],
      ["Ada Ordning", "duplicates", ["2026-02-18", "2026-02-19"]],
      ["Ada Ordning", "long-day", ["2026-02-17", "2026-02-18"]],
      ["Berit Ordning", "missing-days", ["2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20"]],
    ]);
  });
});

describe("exporting a period with warnings", () => {
  it("answers 409 with the warnings and locks nothing; acknowledged, it exports and the audit row keeps the warnings", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Erik Export" } });
    await setUser(worker.user.id, { employeeNumber: "W-1" });
    const p = await project();
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-06-01", hours: "8" },
      { projectId: p.id, date: "2026-06-02", hours: "8" },
      { projectId: p.id, date: "2026-06-03", hours: "8" },
      { projectId: p.id, date: "2026-06-04", hours: "8" },
    ]);
    const period = payPeriod("2026-06-01", "2026-06-07");
    const before = await preview(admin.client, period.startDate, period.endDate);
    expect(warningsOf(before, worker.user.id).map((w) => w.dates)).toEqual([["2026-06-05"]]);

    for (const body of [period, { ...period, acknowledgeWarnings: false }]) {
      const refused = await admin.client.post<PayrollWarningsConflict>("/api/payroll/exports", body);
      expect(refused.status).toBe(409);
      const n = before.warnings.length;
      expect(refused.body).toEqual({
        code: expect.any(String),
        message: `Perioden har ${n === 1 ? "1 varning" : `${n} varningar`}. Granska ${n === 1 ? "den" : "dem"} och bekräfta för att exportera ändå.`,
        warnings: before.warnings,
      });
    }
    // Nothing is locked: no export, and the worker still files the missing Friday.
    expect(await exportsOf(admin.client, period.startDate)).toEqual([]);
    expect((await preview(admin.client, period.startDate, period.endDate)).locked).toBe(false);
    await addReports(worker.client, admin.client, [{ projectId: null, timeCode: "SEM", date: "2026-06-05", hours: "8" }]);
    const after = await preview(admin.client, period.startDate, period.endDate);
    expect(warningsOf(after, worker.user.id)).toEqual([]);

    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ ...period, reportCount: 5, totalHours: "40.00" });
    const file = await admin.client.download(`/api/payroll/exports/${created.body.id}/paxml`);
    expect(file.res.status).toBe(200);
    expect(file.text.match(/anstid="W-1"/g)).toHaveLength(5);

    const audit = await app.database.db.execute<{ warnings: PayrollWarning[] }>(
      sql`SELECT changes->'after'->'acknowledgedWarnings' AS warnings FROM audit_logs WHERE entity_id = ${created.body.id} AND action = 'export'`,
    );
    expect(audit.rows).toEqual([{ warnings: after.warnings }]);
  });

  it("without warnings needs no acknowledgement", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setUser(worker.user.id, { employeeNumber: "W-2" });
    const p = await project();
    await addReports(
      worker.client,
      admin.client,
      ["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-09", "2026-07-10"].map((date) => ({ projectId: p.id, date, hours: "8" })),
    );
    // Every other worker of this file is employed only from the day after this period, for this test.
    const others = await app.database.db.execute<{ id: string; employed_from: string | null }>(
      sql`SELECT id, employed_from::text FROM users WHERE role = 'worker' AND id <> ${worker.user.id}`,
    );
    await app.database.db.execute(sql`UPDATE users SET employed_from = '2026-07-13' WHERE role = 'worker' AND id <> ${worker.user.id}`);
    try {
      expect((await preview(admin.client, "2026-07-06", "2026-07-12")).warnings).toEqual([]);
      const created = await admin.client.post<PayrollExport>("/api/payroll/exports", payPeriod("2026-07-06", "2026-07-12"));
      expect(created.status, created.text).toBe(201);
    } finally {
      for (const o of others.rows) await app.database.db.execute(sql`UPDATE users SET employed_from = ${o.employed_from}::date WHERE id = ${o.id}`);
    }
  });

  it("still answers the hard blockers first: a report not attested, nothing attested", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setUser(worker.user.id, { employeeNumber: "W-3" });
    const p = await project();
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-08-03", hours: "6" },
      { projectId: p.id, date: "2026-08-03", hours: "6", verify: false },
    ]);
    const cases: [{ startDate: string; endDate: string }, string][] = [
      [payPeriod("2026-08-03", "2026-08-09"), "1 rapport i perioden är inte attesterad"],
      [payPeriod("2026-08-10", "2026-08-16"), "Det finns inga attesterade timmar eller ersättningar i perioden"],
    ];
    for (const [period, message] of cases) {
      expect((await preview(admin.client, period.startDate, period.endDate)).warnings.length).toBeGreaterThan(0);
      for (const body of [period, { ...period, acknowledgeWarnings: true }]) {
        const res = await admin.client.post<ApiErrorBody & { warnings?: unknown }>("/api/payroll/exports", body);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: expect.any(String), message });
      }
      expect(await exportsOf(admin.client, period.startDate)).toEqual([]);
    }
  });

  it("refuses an acknowledgeWarnings that is not true or false with 400, exporting nothing", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setUser(worker.user.id, { employeeNumber: "W-4" });
    const p = await project();
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-09-07", hours: "8" }]);
    const period = payPeriod("2026-09-07", "2026-09-13");
    for (const value of ["true", 1, null, "ja", {}]) {
      const res = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.errors?.acknowledgeWarnings).toBe("Bekräftelsen av varningarna ska vara true eller false");
    }
    expect(await exportsOf(admin.client, period.startDate)).toEqual([]);
  });
});
