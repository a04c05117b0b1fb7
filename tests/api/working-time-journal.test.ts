/**
 * The overtime journal (docs/product-rules.md §11, Arbetstidslagen 11 §): per worker and month the `ÖT1` and
 * `ÖT2` hours reported (every stored report, a returned one included), their sum, the year to date and what is left of
 * the yearly limit of the payroll settings; as JSON and as CSV. Admin only.
 */
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, OvertimeJournal, OvertimeJournalRow, WorkingTimeWarning } from "../../shared/types";
import { addReports, payrollSettingsInput, signedInAs, type PlannedReport } from "../support/builders";
import { expectAdminOnly } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

/** Two workers with overtime in 2026 (and some that must not count), one without. */
async function seed() {
  const { admin, asa, bo, cai } = await signedInAs(app, {
    admin: "admin",
    asa: { role: "worker", fullName: "Åsa Öberg" },
    bo: { role: "worker", fullName: "Bo Ek" },
    cai: { role: "worker", fullName: "Cai Ljung" },
  });
  await app.database.db.execute(sql`UPDATE users SET employee_number = ${`Å-${asa.user.id.slice(0, 6)}`} WHERE id = ${asa.user.id}`);
  const project = await app.createProject();
  const p = project.id;
  const asaReports: PlannedReport[] = [
    { projectId: p, date: "2026-01-15", hours: "3", timeCode: "ÖT1" },
    { projectId: p, date: "2026-01-16", hours: "2", timeCode: "ÖT2", verify: false },
    { projectId: p, date: "2026-03-10", hours: "4.5", timeCode: "ÖT1", verify: false },
    // Ordinary time, travel and absence are not overtime; December 2025 is another year.
    { projectId: p, date: "2026-03-10", hours: "8" },
    { projectId: p, date: "2026-03-11", hours: "2", timeCode: "RE1" },
    { projectId: null, date: "2026-03-12", hours: "8", timeCode: "SJK" },
    { projectId: p, date: "2025-12-01", hours: "6", timeCode: "ÖT1" },
  ];
  await addReports(asa.client, admin.client, asaReports);
  // Sent back for correction: a draft, still counted (docs/decisions/2026-11-26-overtime-counts-every-stored-report.md).
  const [returned] = await addReports(asa.client, admin.client, [{ projectId: p, date: "2026-03-13", hours: "5", timeCode: "ÖT1", verify: false }]);
  expect((await admin.client.post(`/api/time-reports/${returned}/return`, { reason: "Fel projekt angivet" })).status).toBe(200);
  await addReports(bo.client, admin.client, [
    { projectId: p, date: "2026-11-02", hours: "6", timeCode: "ÖT2" },
    { projectId: p, date: "2026-11-03", hours: "1.5", timeCode: "ÖT1" },
  ]);
  await addReports(cai.client, admin.client, [{ projectId: p, date: "2026-11-02", hours: "8" }]);
  return { admin, asa, bo, cai };
}

const rowsOf = (journal: OvertimeJournal, ids: string[]) => journal.rows.filter((r) => ids.includes(r.worker.id));
const figures = (r: OvertimeJournalRow) => [r.worker.fullName, r.month, r.ot1, r.ot2, r.total, r.yearToDate, r.leftOfYear];

describe("who may read the journal", () => {
  it("is the admin's: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, [
      ["GET", "/api/working-time/journal?year=2026"],
      ["GET", "/api/working-time/journal.csv?year=2026"],
    ]);
  });
});

describe("the overtime journal", () => {
  it("sums ÖT1 and ÖT2 per worker and month with the year to date and what is left of 200 h", async () => {
    const { admin, asa, bo, cai } = await seed();
    const res = await admin.client.get<OvertimeJournal>("/api/working-time/journal?year=2026");
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(2026);
    expect(res.body.yearLimit).toBe(200);
    const mine = rowsOf(res.body, [asa.user.id, bo.user.id, cai.user.id]);
    expect(mine.map(figures)).toEqual([
      ["Bo Ek", 11, "1.50", "6.00", "7.50", "7.50", "192.50"],
      ["Åsa Öberg", 1, "3.00", "2.00", "5.00", "5.00", "195.00"],
      ["Åsa Öberg", 3, "9.50", "0.00", "9.50", "14.50", "185.50"],
    ]);
    expect(mine[1].worker.employeeNumber).toMatch(/^Å-/);
    expect(mine[0].worker.employeeNumber).toBeNull();

    const lastYear = await admin.client.get<OvertimeJournal>("/api/working-time/journal?year=2025");
    expect(rowsOf(lastYear.body, [asa.user.id]).map(figures)).toEqual([["Åsa Öberg", 12, "6.00", "0.00", "6.00", "6.00", "194.00"]]);
  });

  it("takes the yearly limit from the payroll settings and never goes below 0", async () => {
    const { admin, asa } = await seed();
    const saved = await admin.client.put("/api/settings/payroll", { ...payrollSettingsInput(), limits: { overtimeYear: 8 } });
    expect(saved.status).toBe(200);
    try {
      const res = await admin.client.get<OvertimeJournal>("/api/working-time/journal?year=2026");
      expect(res.body.yearLimit).toBe(8);
      expect(rowsOf(res.body, [asa.user.id]).map((r) => [r.month, r.yearToDate, r.leftOfYear])).toEqual([
        [1, "5.00", "3.00"],
        [3, "14.50", "0.00"],
      ]);
    } finally {
      await admin.client.put("/api/settings/payroll", payrollSettingsInput());
    }
  });

  it("counts a returned report's overtime, as the warnings do", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Ture Sent" } });
    const project = await app.createProject();
    const [returned] = await addReports(worker.client, admin.client, [
      { projectId: project.id, date: "2026-11-02", hours: "5", timeCode: "ÖT1", verify: false },
    ]);
    expect((await admin.client.post(`/api/time-reports/${returned}/return`, { reason: "Fel projekt angivet" })).status).toBe(200);
    const saved = await admin.client.put("/api/settings/payroll", { ...payrollSettingsInput(), limits: { overtimeYear: 4 } });
    expect(saved.status).toBe(200);
    try {
      const journal = await admin.client.get<OvertimeJournal>("/api/working-time/journal?year=2026");
      expect(rowsOf(journal.body, [worker.user.id]).map(figures)).toEqual([["Ture Sent", 11, "5.00", "0.00", "5.00", "5.00", "0.00"]]);
      const warnings = await admin.client.get<WorkingTimeWarning[]>(
        `/api/working-time/warnings?workerId=${worker.user.id}&startDate=2026-11-01&endDate=2026-11-30`,
      );
      expect(warnings.status).toBe(200);
      expect(warnings.body.map((w) => [w.date, w.rule, w.message])).toEqual([
        ["2026-11-02", "overtime-year", "Övertid 5,0 h under 2026 – gränsen är 4 h per år"],
      ]);
    } finally {
      await admin.client.put("/api/settings/payroll", payrollSettingsInput());
    }
  });

  it("answers a bad year 400 with a Swedish message", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    for (const query of ["", "?year=", "?year=abc", "?year=26", "?year=1999", "?year=2101", "?year=2026.5", "?year=2026&year=2027"]) {
      for (const path of ["/api/working-time/journal", "/api/working-time/journal.csv"]) {
        const res = await admin.client.get<ApiErrorBody>(path + query);
        expect(res.status, path + query).toBe(400);
        expect(res.body.errors?.year, path + query).toBe("Ange ett år mellan 2000 och 2100");
      }
    }
  });
});

describe("the journal as CSV", () => {
  it("reads back in the §4 format with the journal's columns and file name", async () => {
    const { admin, asa, bo } = await seed();
    const res = await fetch(`${app.url}/api/working-time/journal.csv?year=2026`, { headers: { cookie: admin.client.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="overtidsjournal_2026.csv"; filename*=UTF-8''overtidsjournal_2026.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, "");
    expect(text.endsWith("\r\n")).toBe(true);
    const parsed = Papa.parse<string[]>(text, { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(["Anställningsnummer", "Namn", "Månad", "Övertid enkel", "Övertid kvalificerad", "Summa", "Hittills i år", "Kvar av årsgränsen"]);
    const asaNumber = `Å-${asa.user.id.slice(0, 6)}`;
    expect(rows.filter((r) => r[0] === asaNumber)).toEqual([
      [asaNumber, "Åsa Öberg", "2026-01", "3,0", "2,0", "5,0", "5,0", "195,0"],
      [asaNumber, "Åsa Öberg", "2026-03", "9,5", "0,0", "9,5", "14,5", "185,5"],
    ]);
    // Bo has no employee number: the cell is empty.
    expect(rows).toContainEqual(["", "Bo Ek", "2026-11", "1,5", "6,0", "7,5", "7,5", "192,5"]);
    expect(bo.user.employeeNumber).toBeNull();
  });

  it("is the header alone for a year without overtime", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const res = await fetch(`${app.url}/api/working-time/journal.csv?year=2001`, { headers: { cookie: admin.client.cookieHeader } });
    expect(res.status).toBe(200);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe("\uFEFFAnställningsnummer;Namn;Månad;Övertid enkel;Övertid kvalificerad;Summa;Hittills i år;Kvar av årsgränsen\r\n");
  });
});
