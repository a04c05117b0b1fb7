/**
 * Retention of the personalliggare (server/sites/retention.ts, docs/product-rules.md §15,
 * Retention): entries, the event log, inspection links and other companies' people go on
 * 1 January of the third year after their own, Stockholm time; payroll is never touched. The clock is set forward by
 * handing the purge its `now`; ledger rows are written straight to the database.
 */
import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  appSettings,
  auditLogs,
  inspectionLinks,
  ledgerEntries,
  ledgerEvents,
  payrollExportLines,
  payrollExports,
  siteCompanies,
  sitePeople,
  timeReports,
  users,
} from "../../shared/schema";
import type { PayrollExport, Site } from "../../shared/types";
import { purgeLedger, purgeLedgerDaily } from "../../server/sites";
import { VALID_ORG_NUMBER, addReports, payPeriod, payrollSettingsInput, signedInAs, siteInput } from "../support/builders";
import type { CreatedUser } from "../support/builders";
import { chainedEntry, chainedEvent, purgeByTheTestsClock } from "./helpers/ledger-chain";
import { useTestApp } from "./helpers/test-app";
import type { NewEntry } from "../../server/sites/ledger-repo";

const NOW = new Date("2026-11-18T11:00:00Z");
const app = useTestApp({ now: () => NOW });
// The purge is handed a `now` years ahead; the database's own clock would hold it to today's due rows.
purgeByTheTestsClock(app);

/** Stockholm's midnight into 2029 (UTC+1 in winter), and the last second before it. */
const NEW_YEAR_2029 = new Date("2028-12-31T23:00:00Z");
const LAST_SECOND_OF_2028 = new Date("2028-12-31T22:59:59Z");
const NEW_YEAR_2030 = new Date("2029-12-31T23:00:00Z");

let admin: CreatedUser;
let worker: CreatedUser;
let site: Site;

beforeAll(async () => {
  const signed = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Vera Virke" } });
  admin = signed.admin.user;
  worker = signed.worker.user;
  await app.database.db.update(users).set({ identityNumber: "19850412-3459" }).where(eq(users.id, worker.id));
  const created = await signed.admin.client.post<Site>("/api/sites", siteInput({ ledgerScope: "site", startDate: "2026-01-01", endDate: null }));
  site = created.body;
});

// Each test starts from an empty ledger: a purge far ahead takes everything of the ones before.
afterEach(async () => {
  await purgeLedger(app.database.db, new Date("2100-06-01T00:00:00Z"));
  await app.database.db.delete(appSettings).where(eq(appSettings.key, "ledgerPurge"));
});

const db = () => app.database.db;

/** An entry of our worker (or of `personId`), at `at`. */
async function entry(at: string, more: Partial<NewEntry> = {}): Promise<string> {
  const row = await chainedEntry(db(), {
    siteId: site.id,
    userId: more.personId ? null : worker.id,
    personName: "Vera Virke",
    identityNumber: "19850412-3459",
    companyName: "Bygg & Söner i Västerås AB",
    companyOrgNumber: VALID_ORG_NUMBER,
    kind: "in",
    occurredAt: new Date(at),
    recordedAt: new Date(at),
    recordedBy: admin.id,
    method: "self",
    ...more,
  });
  return row.id;
}

/** A correction of `original` stating the time `at`, made on `recordedAt`. */
const correction = (original: string, at: string, recordedAt = at) =>
  entry(at, { method: "correction", correctsId: original, supersedes: true, reason: "Fel tid angiven vid incheckning", recordedAt: new Date(recordedAt) });

const event = (at: string): Promise<number> => chainedEvent(db(), { siteId: site.id, at: new Date(at), actorId: admin.id, action: "entry" });

const entryIds = async () => (await db().select({ id: ledgerEntries.id }).from(ledgerEntries)).map((r) => r.id).sort();
const eventIds = async () => (await db().select({ id: ledgerEvents.id }).from(ledgerEvents)).map((r) => r.id).sort((a, b) => a - b);

describe("what goes, and when", () => {
  it("entries and events of 2026 stay until Stockholm's midnight into 2029 and go then; those of 2027 stay", async () => {
    const summer = await entry("2026-06-01T05:00:00Z");
    // 23:59:59 on New Year's Eve 2026 in Stockholm is still 2026; a second later it is 2027.
    const lastOf2026 = await entry("2026-12-31T22:59:59Z", { kind: "out" });
    // Written in the order of their times, as the ledger is: the purge takes the chain's start.
    const eventOf2026 = await event("2026-12-31T22:59:59Z");
    const firstOf2027 = await entry("2026-12-31T23:00:00Z");
    const eventOf2027 = await event("2026-12-31T23:00:00Z");
    const laterEvent = await event("2027-08-01T10:00:00Z");

    const early = await purgeLedger(db(), LAST_SECOND_OF_2028);
    expect(early).toMatchObject({ entries: 0, events: 0, people: 0, companies: 0 });
    expect(early.cutoff.toISOString()).toBe("2025-12-31T23:00:00.000Z");
    expect(await entryIds()).toEqual([summer, lastOf2026, firstOf2027].sort());
    expect(await eventIds()).toEqual([eventOf2026, eventOf2027, laterEvent]);

    const due = await purgeLedger(db(), NEW_YEAR_2029);
    expect(due).toEqual({ cutoff: new Date("2026-12-31T23:00:00Z"), entries: 2, events: 1, links: 0, people: 0, companies: 0 });
    expect(await entryIds()).toEqual([firstOf2027]);
    expect(await eventIds()).toEqual([eventOf2027, laterEvent]);

    // Again the same day: nothing more is due.
    expect(await purgeLedger(db(), new Date("2029-06-01T10:00:00Z"))).toMatchObject({ entries: 0, events: 0 });
    expect(await purgeLedger(db(), NEW_YEAR_2030)).toMatchObject({ entries: 1, events: 2 });
    expect(await entryIds()).toEqual([]);
  });

  it("inspection links go with the events, by the year they stopped working, revoked or not", async () => {
    const link = async (expiresAt: string, revoked = false) => {
      const end = new Date(expiresAt);
      const [row] = await db()
        .insert(inspectionLinks)
        .values({
          siteId: site.id,
          tokenHash: crypto.randomBytes(32).toString("hex"),
          createdBy: admin.id,
          createdAt: new Date(end.getTime() - 3_600_000),
          expiresAt: end,
          revokedAt: revoked ? new Date(end.getTime() - 1_800_000) : null,
          revokedBy: revoked ? admin.id : null,
        })
        .returning({ id: inspectionLinks.id });
      return row.id;
    };
    const linkIds = async () => (await db().select({ id: inspectionLinks.id }).from(inspectionLinks)).map((r) => r.id).sort();
    // 23:59:59 on New Year's Eve 2026 in Stockholm still ends in 2026; midnight is 2027.
    const lastOf2026 = await link("2026-12-31T22:59:59Z");
    const revoked = await link("2026-06-01T10:00:00Z", true);
    const firstOf2027 = await link("2026-12-31T23:00:00Z");
    await event("2026-06-01T09:00:00Z");

    expect(await purgeLedger(db(), LAST_SECOND_OF_2028)).toMatchObject({ links: 0, events: 0 });
    expect(await linkIds()).toEqual([lastOf2026, revoked, firstOf2027].sort());
    expect(await purgeLedger(db(), NEW_YEAR_2029)).toMatchObject({ links: 2, events: 1 });
    expect(await linkIds()).toEqual([firstOf2027]);
    // Outside the purge the database still keeps the one left.
    await expect(db().delete(inspectionLinks)).rejects.toThrow();
    expect(await purgeLedger(db(), NEW_YEAR_2030)).toMatchObject({ links: 1 });
    expect(await linkIds()).toEqual([]);
  });

  it("a correction goes with its original, even one made the next year; a chain of corrections reaching into a kept year stays whole", async () => {
    const original = await entry("2026-05-04T05:00:00Z");
    await correction(original, "2026-05-04T04:30:00Z", "2027-01-10T08:00:00Z");
    // Checked in at 23:40 on New Year's Eve, corrected to 23:45, then to 00:10 on New Year's Day.
    const nightIn = await entry("2026-12-31T22:40:00Z");
    const firstFix = await correction(nightIn, "2026-12-31T22:45:00Z");
    const secondFix = await correction(firstFix, "2026-12-31T23:10:00Z");

    const due = await purgeLedger(db(), NEW_YEAR_2029);
    expect(due.entries).toBe(2);
    expect(await entryIds()).toEqual([nightIn, firstFix, secondFix].sort());

    expect((await purgeLedger(db(), NEW_YEAR_2030)).entries).toBe(3);
    expect(await entryIds()).toEqual([]);
  });

  it("other companies' people go with their last entry unless changed since; a company goes once no person or entry names it", async () => {
    const company = async (name: string, orgNumber: string, touched: string) => {
      const [row] = await db()
        .insert(siteCompanies)
        .values({ siteId: site.id, name, orgNumber, createdAt: new Date(touched), updatedAt: new Date(touched) })
        .returning();
      return row;
    };
    const person = async (companyId: string, fullName: string, identityNumber: string, touched: string) => {
      const [row] = await db()
        .insert(sitePeople)
        .values({ siteId: site.id, companyId, fullName, identityNumber, createdAt: new Date(touched), updatedAt: new Date(touched) })
        .returning();
      return row;
    };
    const theirEntry = (p: { id: string; fullName: string; identityNumber: string }, c: { name: string; orgNumber: string }, at: string) =>
      entry(at, { personId: p.id, personName: p.fullName, identityNumber: p.identityNumber, companyName: c.name, companyOrgNumber: c.orgNumber });

    const gone = await company("Rivning AB", "556012-3456", "2026-02-01T08:00:00Z");
    const leaver = await person(gone.id, "Anna Berg", "19900101-1239", "2026-02-01T08:00:00Z");
    await theirEntry(leaver, gone, "2026-04-01T05:00:00Z");

    const staying = await company("Rör & Vent AB", "559900-1236", "2026-02-01T08:00:00Z");
    // Bo came with another company in 2026 and moved to Rör & Vent: his 2027 entry still names the first one.
    const former = await company("Bos gamla firma AB", "212000-0142", "2026-02-01T08:00:00Z");
    const bo = await person(staying.id, "Bo Ek", "19750203-4569", "2026-02-01T08:00:00Z");
    await theirEntry(bo, staying, "2026-04-01T05:00:00Z");
    await theirEntry(bo, former, "2027-04-01T05:00:00Z");

    const registered = await company("El-Bolaget AB", "556703-7485", "2026-02-01T08:00:00Z");
    const changed = await person(registered.id, "Cia Ny", "19620815-2345", "2027-02-01T08:00:00Z");
    const empty = await company("Tomt AB", "556036-0793", "2026-02-01T08:00:00Z");
    const recent = await company("Nytt AB", "556016-0680", "2027-03-01T08:00:00Z");

    const due = await purgeLedger(db(), NEW_YEAR_2029);
    expect(due).toMatchObject({ entries: 2, people: 1, companies: 2 });
    const people = await db().select({ id: sitePeople.id }).from(sitePeople);
    expect(people.map((p) => p.id).sort()).toEqual([bo.id, changed.id].sort());
    const companies = await db().select({ id: siteCompanies.id }).from(siteCompanies);
    expect(companies.map((c) => c.id).sort()).toEqual([staying.id, former.id, registered.id, recent.id].sort());
    expect(companies.map((c) => c.id)).not.toContain(empty.id);

    // Our own worker keeps the identity number: a user's number lives as long as the user.
    const [ours] = await db().select({ identityNumber: users.identityNumber }).from(users).where(eq(users.id, worker.id));
    expect(ours?.identityNumber).toBe("19850412-3459");
  });

  it("time reports, pay periods, their lines and the audit trail are never touched", async () => {
    const signed = await signedInAs(app, { boss: "admin", hand: "worker" });
    await app.database.db.update(users).set({ employeeNumber: "R-1" }).where(eq(users.id, signed.hand.user.id));
    expect((await signed.boss.client.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
    const project = await app.createProject({ projectNumber: "P1" });
    const reportIds = await addReports(signed.hand.client, signed.boss.client, [{ projectId: project.id, date: "2026-06-02", hours: "8" }]);
    const exported = await signed.boss.client.post<PayrollExport>("/api/payroll/exports", {
      ...payPeriod("2026-06-01", "2026-06-30"),
      acknowledgeWarnings: true,
    });
    expect(exported.status).toBe(201);
    await entry("2026-06-02T05:00:00Z");
    await event("2026-06-02T05:00:00Z");

    const snapshot = async () => ({
      reports: await db().select().from(timeReports).where(inArray(timeReports.id, reportIds)),
      exports: await db().select().from(payrollExports),
      lines: await db().select().from(payrollExportLines),
      audits: await db().select().from(auditLogs),
    });
    const before = await snapshot();
    expect(before.reports).toHaveLength(1);
    expect(before.lines.length).toBeGreaterThan(0);

    expect(await purgeLedger(db(), NEW_YEAR_2029)).toMatchObject({ entries: 1, events: 1 });
    expect(await snapshot()).toEqual(before);
  });
});

describe("the append-only guard", () => {
  it("outside the purge the database still refuses to delete entries and events, also on the connections the purge used", async () => {
    await entry("2026-06-01T05:00:00Z");
    await event("2026-06-01T05:00:00Z");
    await purgeLedger(db(), LAST_SECOND_OF_2028);
    for (let i = 0; i < 3; i++) {
      await expect(db().delete(ledgerEntries)).rejects.toThrow();
      await expect(db().execute(sql`DELETE FROM ledger_events`)).rejects.toThrow();
    }
    const refused = await db()
      .execute(sql`DELETE FROM ledger_entries`)
      .catch((error: unknown) => error);
    expect(String((refused as { cause?: unknown }).cause ?? refused)).toContain("personalliggaren ändras aldrig");
    expect(await entryIds()).toHaveLength(1);
    expect(await eventIds()).toHaveLength(1);
  });
});

describe("the server's daily run", () => {
  // 00:10 and 23:50 on 1 January 2029 in Stockholm, and 00:30 on the 2nd.
  const JAN_1_EARLY = new Date("2028-12-31T23:10:00Z");
  const JAN_1_LATE = new Date("2029-01-01T22:50:00Z");
  const JAN_2 = new Date("2029-01-01T23:30:00Z");

  it("runs once a Stockholm day, whichever of two servers gets there first", async () => {
    const first = await entry("2026-06-01T05:00:00Z");
    const runs = await Promise.all([purgeLedgerDaily(db(), JAN_1_EARLY), purgeLedgerDaily(db(), JAN_1_EARLY)]);
    expect(runs.filter((r) => r !== null)).toEqual([expect.objectContaining({ entries: 1 })]);
    expect(await entryIds()).not.toContain(first);

    // Later the same day it does nothing, though something new is due; the next day it takes it.
    const second = await entry("2026-07-01T05:00:00Z");
    expect(await purgeLedgerDaily(db(), JAN_1_LATE)).toBeNull();
    expect(await entryIds()).toContain(second);
    expect(await purgeLedgerDaily(db(), JAN_2)).toMatchObject({ entries: 1 });
    expect(await entryIds()).not.toContain(second);
  });

  // The embedded database is one session running one transaction at a time: another connection
  // cannot hold the lock while the purge asks for it. PostgreSQL shows the lock at work.
  it.skipIf(!process.env.TEST_DATABASE_URL)("does nothing while another server holds the lock", async () => {
    const kept = await entry("2026-06-01T05:00:00Z");
    const other = await app.database.pool.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock(7460014)");
      expect(await purgeLedgerDaily(db(), JAN_1_EARLY)).toBeNull();
      expect(await entryIds()).toContain(kept);
      await other.query("COMMIT");
    } finally {
      other.release();
    }
    expect(await purgeLedgerDaily(db(), JAN_1_EARLY)).toMatchObject({ entries: 1 });
  });
});
