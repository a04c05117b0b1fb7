/**
 * The personalliggare as a record the law makes us keep (docs/product-rules.md §15,
 * docs/decisions/2026-11-27-personalliggare-entries.md): the database refuses UPDATE, DELETE and
 * TRUNCATE of entries and their event log (only the retention purge's own function deletes; a
 * setting any session can set opens nothing), and of the audit trail; a correction's link to its
 * original never cascades; a user with entries is deactivated, never deleted;
 * identity numbers never reach the server's log.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLogs, ledgerEntries, ledgerEvents, users } from "../../shared/schema";
import type { LedgerEntry } from "../../shared/types";
import { createLogger } from "../../server/lib/logger";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, newIdentityNumber, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
// Every line the server logs, at the most talkative level.
const logged: string[] = [];
const app = useTestApp({ now: () => clock.now, logger: createLogger("debug") });
beforeEach(() => {
  clock.now = LEDGER_NOW;
  logged.length = 0;
  for (const method of ["log", "error", "warn", "info", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A check-in and a correction of it, with their two event rows. */
async function someEntries() {
  const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
  await giveIdentityNumber(app, worker.user.id);
  const site = await readySite(admin.client);
  const entry = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in" });
  clock.advance(1);
  const correction = await admin.client.post<LedgerEntry>(`/api/ledger/${entry.body.id}/corrections`, { void: true, reason: "Registrerad på fel plats" });
  if (entry.status !== 201 || correction.status !== 201) throw new Error(`${entry.text} ${correction.text}`);
  return { admin, worker, site, entryId: entry.body.id, correctionId: correction.body.id };
}

async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await app.database.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return "not refused";
}

describe("append-only in the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE of entries and events, and leaves them as they were", async () => {
    const { entryId } = await someEntries();
    const statements = [
      sql`UPDATE ledger_entries SET person_name = 'Någon Annan' WHERE id = ${entryId}`,
      sql`DELETE FROM ledger_entries WHERE id = ${entryId}`,
      sql`TRUNCATE ledger_entries CASCADE`,
      sql`UPDATE ledger_events SET action = 'view' WHERE entry_id = ${entryId}`,
      sql`DELETE FROM ledger_events WHERE entry_id = ${entryId}`,
      sql`TRUNCATE ledger_events`,
    ];
    for (const statement of statements) expect(await refusal(statement)).toMatch(/personalliggaren ändras aldrig/);
    const [row] = await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
    expect(row?.personName).not.toBe("Någon Annan");
    expect(await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.entryId, entryId))).toMatchObject([{ action: "entry" }]);
  });

  it("refuses the old switch: SET LOCAL tidrapport.ledger_purge = 'on' deletes nothing, not even every entry at once", async () => {
    const { entryId, correctionId } = await someEntries();
    const attempt = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL tidrapport.ledger_purge = 'on'`);
      await tx.execute(sql`DELETE FROM ledger_entries`);
    });
    await expect(attempt).rejects.toThrow();
    const ids = (await app.database.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([entryId, correctionId]));
  });

  it("refuses a function of the session's own named like the purge's: as a role that may delete rows but owns nothing", async () => {
    const { entryId, correctionId } = await someEntries();
    const role = `tidrapport_app_${crypto.randomBytes(4).toString("hex")}`;
    const attempt = app.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`CREATE ROLE ${role} NOLOGIN NOSUPERUSER`));
      await tx.execute(sql.raw(`GRANT SELECT, DELETE ON ledger_entries TO ${role}`));
      await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
      await tx.execute(
        sql.raw(`CREATE FUNCTION pg_temp.ledger_purge(p_site uuid, p_before timestamptz, p_limit integer) RETURNS void LANGUAGE plpgsql AS $$
          BEGIN DELETE FROM public.ledger_entries; END $$`),
      );
      await tx.execute(sql`SELECT pg_temp.ledger_purge(NULL, NULL, NULL)`);
    });
    const refused = (await attempt.then(() => new Error("not refused")).catch((error: unknown) => error)) as { cause?: { message?: string }; message: string };
    expect(refused.cause?.message ?? refused.message).toMatch(/personalliggaren ändras aldrig: DELETE på ledger_entries/);
    const ids = (await app.database.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([entryId, correctionId]));
  });

  it("never lets a deleted original take its corrections with it: the link does not cascade", async () => {
    const { entryId, correctionId } = await someEntries();
    // As the tables' owner may: the append-only trigger off, inside a transaction that is undone.
    const attempt = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
      await tx.execute(sql`DELETE FROM ledger_entries WHERE id = ${entryId}`);
    });
    await expect(attempt).rejects.toThrow();
    const ids = (await app.database.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([entryId, correctionId]));
    expect(await refusal(sql`UPDATE ledger_entries SET person_name = 'X' WHERE id = ${entryId}`)).toMatch(/personalliggaren ändras aldrig/);
  });
});

describe("the audit trail", () => {
  it("is append-only like the ledger: UPDATE, DELETE and TRUNCATE of audit_logs are refused", async () => {
    const { admin } = await someEntries();
    const [row] = await app.database.db
      .insert(auditLogs)
      .values({ userId: admin.user.id, action: "update", entityType: "time_report", entityId: admin.user.id, changes: { before: null, after: { hours: 8 } } })
      .returning();
    for (const statement of [
      sql`UPDATE audit_logs SET action = 'delete' WHERE id = ${row.id}`,
      sql`UPDATE audit_logs SET user_id = NULL WHERE id = ${row.id}`,
      sql`DELETE FROM audit_logs WHERE id = ${row.id}`,
      sql`DELETE FROM audit_logs`,
      sql`TRUNCATE audit_logs`,
    ]) {
      expect(await refusal(statement)).toMatch(/ändras aldrig/);
    }
    const [after] = await app.database.db.select().from(auditLogs).where(eq(auditLogs.id, row.id));
    expect(after).toMatchObject({ action: "update", userId: admin.user.id });
  });
});

describe("a user in the ledger", () => {
  it("is deactivated instead of deleted: as the person, as the one who recorded, or as an actor in the log", async () => {
    const { admin, worker } = await someEntries();
    const { boss, reader, fresh } = await signedInAs(app, { boss: "worker", reader: "worker", fresh: "worker" });
    // The boss registered someone; the reader only opened a control list.
    const site = await readySite(admin.client, { responsibleIds: [boss.user.id, reader.user.id] });
    const someone = await signedInAs(app, { w: "worker" });
    await giveIdentityNumber(app, someone.w.user.id);
    expect((await boss.client.post(`/api/sites/${site.id}/ledger`, { kind: "in", userId: someone.w.user.id })).status).toBe(201);
    expect((await reader.client.get(`/api/sites/${site.id}/ledger`)).status).toBe(200);

    for (const kept of [worker, boss, reader]) {
      const res = await admin.client.delete<{ deactivated?: boolean }>(`/api/users/${kept.user.id}`);
      expect(res.body).toEqual({ deactivated: true });
      const [row] = await app.database.db.select().from(users).where(eq(users.id, kept.user.id));
      expect(row?.active).toBe(false);
    }
    expect((await admin.client.delete(`/api/users/${fresh.user.id}`)).body).toEqual({ deleted: true });
  });
});

describe("the server's log", () => {
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  const TIMESTAMP = /\d{4}-\d{2}-\d{2}T[\d:.]+Z/g;

  it("never holds an identity number, whatever the check-in or its failure", async () => {
    const { admin, worker, mate } = await signedInAs(app, { admin: "admin", worker: "worker", mate: "worker" });
    const site = await readySite(admin.client);
    const path = `/api/sites/${site.id}/ledger`;
    const matesNumber = await giveIdentityNumber(app, mate.user.id);
    const own = newIdentityNumber();
    expect((await worker.client.post(path, { kind: "in", identityNumber: matesNumber })).status).toBe(409);
    // A fault in the database while the number is a parameter of the failing statement: a 500, logged.
    await app.database.db.execute(sql.raw(`CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'test fault'; END; $$`));
    await app.database.db.execute(sql.raw(`CREATE TRIGGER test_fault BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION test_fault()`));
    try {
      expect((await worker.client.post(path, { kind: "in", identityNumber: own })).status).toBe(500);
    } finally {
      await app.database.db.execute(sql.raw(`DROP TRIGGER test_fault ON ledger_entries; DROP FUNCTION test_fault()`));
    }
    expect((await worker.client.post(path, { kind: "in", identityNumber: own })).status).toBe(201);
    await admin.client.get(`${path}?q=${own}`);
    await admin.client.get(`/api/sites/${site.id}/present`);

    const text = logged.join("\n");
    expect(text).toContain("unexpected error");
    // Ids and times are stripped first: four digits may appear in them by chance.
    const scrubbed = text.replace(UUID, "").replace(TIMESTAMP, "");
    for (const number of [own, matesNumber]) {
      expect(scrubbed).not.toContain(number.replace("-", "").slice(2));
      expect(scrubbed).not.toMatch(new RegExp(`(?<!\\d)${number.slice(9)}(?!\\d)`));
    }
  });
});
