/**
 * 'Ej i personalliggaren' (docs/product-rules.md §15, "Hours and the ledger"; §10 warnings): a
 * work report on a site's project on a Stockholm day when the worker has no entry on that site
 * is marked in the admin week grid (`notInLedger`) and listed in the Lön preview as the warning
 * `not-in-ledger`, which the admin acknowledges to export — never a blocker. Work is working time
 * on the site, 'Arbetad tid' and overtime: travel to it ('Restid') is not.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminWeek, LedgerEntry, PayrollExport, PayrollPreview, PayrollWarning, PayrollWarningsConflict } from "../../shared/types";
import { addReports, payPeriod, previewPath, signedInAs, type SignedIn } from "../support/builders";
import { giveIdentityNumber, readySite, testClock } from "./helpers/ledger";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });

/** The instant of a Stockholm wall-clock time in November (UTC+1). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

// Week 47 of 2026: Monday 16 to Sunday 22 November.
const WEEK = payPeriod("2026-11-16", "2026-11-22");

let admin: SignedIn;
/** Åsa: at work all week; her ledger misses Wednesday (another site only) and Saturday; Friday she only travelled to Kajen. */
let asa: SignedIn;
/** Mats: at work on Kajen on Monday with no entry of his own, nothing else: days missing too. */
let mats: SignedIn;

beforeAll(async () => {
  clock.now = at("2026-11-16", "06:00");
  ({ admin, asa, mats } = await signedInAs(app, {
    admin: "admin",
    asa: { role: "worker", fullName: "Åsa Ledger" },
    mats: { role: "worker", fullName: "Mats Ledger" },
  }));
  for (const [worker, number] of [
    [asa, "L-1"],
    [mats, "L-2"],
  ] as const) {
    await giveIdentityNumber(app, worker.user.id);
    await app.database.db.execute(sql`UPDATE users SET employee_number = ${number} WHERE id = ${worker.user.id}`);
  }
  const kajen = await readySite(admin.client, { name: "Kajen" });
  const hamnen = await readySite(admin.client, { name: "Hamnen" });
  // Short project numbers: a PAXml dimension id holds 10 characters.
  const onKajen = await app.createProject({ projectNumber: "NIL-K", siteId: kajen.id });
  const onHamnen = await app.createProject({ projectNumber: "NIL-H", siteId: hamnen.id });
  const noSite = await app.createProject({ projectNumber: "NIL-X" });

  const enter = async (client: TestClient, siteId: string, kind: LedgerEntry["kind"], occurredAt: Date, userId?: string) => {
    const res = await client.post<LedgerEntry>(`/api/sites/${siteId}/ledger`, { kind, occurredAt: occurredAt.toISOString(), userId });
    expect(res.status, res.text).toBe(201);
  };
  // Monday on Kajen until half past midnight: Tuesday's only entry is that check-out (23:30 UTC on Monday).
  clock.now = at("2026-11-17", "01:00");
  await enter(asa.client, kajen.id, "in", at("2026-11-16", "07:00"));
  await enter(asa.client, kajen.id, "out", at("2026-11-17", "00:30"));
  // Wednesday on Hamnen only.
  clock.now = at("2026-11-18", "23:00");
  await enter(asa.client, hamnen.id, "in", at("2026-11-18", "06:00"));
  await enter(asa.client, hamnen.id, "out", at("2026-11-18", "07:00"));
  // Thursday on Kajen, registered by the admin.
  clock.now = at("2026-11-19", "23:00");
  await enter(admin.client, kajen.id, "in", at("2026-11-19", "07:00"), asa.user.id);
  await enter(admin.client, kajen.id, "out", at("2026-11-19", "15:00"), asa.user.id);

  clock.now = at("2026-11-23", "09:00");
  await addReports(asa.client, admin.client, [
    { projectId: onKajen.id, date: "2026-11-16", hours: "8" },
    { projectId: onKajen.id, date: "2026-11-17", hours: "8" },
    { projectId: onHamnen.id, date: "2026-11-18", hours: "2" },
    { projectId: onKajen.id, date: "2026-11-18", hours: "6" },
    { projectId: onKajen.id, date: "2026-11-18", hours: "1", timeCode: "ÖT1" },
    { projectId: onKajen.id, date: "2026-11-19", hours: "8" },
    { projectId: noSite.id, date: "2026-11-20", hours: "8" },
    { projectId: onKajen.id, date: "2026-11-20", hours: "1.5", timeCode: "RE1" },
    { projectId: onKajen.id, date: "2026-11-21", hours: "4", timeCode: "ÖT2" },
  ]);
  await addReports(mats.client, admin.client, [{ projectId: onKajen.id, date: "2026-11-16", hours: "8" }]);
});

describe("the week grid", () => {
  it("names per worker the days with work on a site's project and no entry of theirs on that site that Stockholm day", async () => {
    const res = await admin.client.get<AdminWeek>(`/api/admin/week?date=2026-11-18&q=Ledger`);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.workers.map((w) => [w.fullName, w.notInLedger]));
    expect(byName).toEqual({ "Åsa Ledger": ["2026-11-18", "2026-11-21"], "Mats Ledger": ["2026-11-16"] });
  });

  it("does not count travel: a day with only 'Restid' on a site's project and no entry there is not marked", async () => {
    const res = await admin.client.get<AdminWeek>(`/api/admin/week?date=2026-11-18&q=Ledger`);
    const asaWeek = res.body.workers.find((w) => w.fullName === "Åsa Ledger")!;
    const friday = asaWeek.reports.filter((r) => r.date.startsWith("2026-11-20"));
    expect(friday.map((r) => [r.timeCode, r.project?.projectNumber]).sort()).toEqual([
      ["ARB", "NIL-X"],
      ["RE1", "NIL-K"],
    ]);
    expect(asaWeek.notInLedger).not.toContain("2026-11-20");
  });

  it("is empty in a week without such reports", async () => {
    const res = await admin.client.get<AdminWeek>(`/api/admin/week?date=2026-11-11&q=Ledger`);
    expect(res.body.workers.map((w) => w.notInLedger)).toEqual([[], []]);
  });
});

describe("the Lön preview and the export", () => {
  const ours = (warnings: PayrollWarning[]) => warnings.filter((w) => w.worker.id === asa.user.id || w.worker.id === mats.user.id);

  it("lists not-in-ledger per worker after the other kinds, with its sentence; travel alone is not in it", async () => {
    const preview = await admin.client.get<PayrollPreview>(previewPath(WEEK));
    expect(preview.status).toBe(200);
    expect(ours(preview.body.warnings).map((w) => [w.worker.fullName, w.kind, w.dates, w.message])).toEqual([
      [
        "Mats Ledger",
        "missing-days",
        ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"],
        "4 arbetsdagar utan rapport: 17 nov., 18 nov., 19 nov., 20 nov.",
      ],
      ["Mats Ledger", "not-in-ledger", ["2026-11-16"], "Arbete på en byggarbetsplats utan incheckning i personalliggaren: 16 nov."],
      // Not Friday 20th: only 'Restid' on Kajen.
      ["Åsa Ledger", "not-in-ledger", ["2026-11-18", "2026-11-21"], "Arbete på en byggarbetsplats utan incheckning i personalliggaren: 18 nov., 21 nov."],
    ]);
  });

  it("the export answers 409 with it until the admin acknowledges it; then the period goes out and the audit keeps it", async () => {
    const before = (await admin.client.get<PayrollPreview>(previewPath(WEEK))).body;
    const refused = await admin.client.post<PayrollWarningsConflict>("/api/payroll/exports", WEEK);
    expect(refused.status).toBe(409);
    expect(refused.body.warnings).toEqual(before.warnings);
    expect(ours(refused.body.warnings).filter((w) => w.kind === "not-in-ledger")).toHaveLength(2);

    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...WEEK, acknowledgeWarnings: true });
    expect(created.status, created.text).toBe(201);
    const audit = await app.database.db.execute<{ warnings: PayrollWarning[] }>(
      sql`SELECT changes->'after'->'acknowledgedWarnings' AS warnings FROM audit_logs WHERE entity_id = ${created.body.id} AND action = 'export'`,
    );
    expect(audit.rows).toEqual([{ warnings: before.warnings }]);
  });
});
