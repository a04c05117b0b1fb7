/**
 * The personalliggare's chain (docs/product-rules.md §15, "Kedjan"): every entry and event of a
 * site is a link whose hash covers the one before, `GET /api/sites/{id}/ledger/verify` (admin)
 * recomputes it, and a row changed, deleted or slipped in behind the API is named. The changes
 * behind the API are made as the tests' database role, the tables' owner and a superuser, as an
 * intruder with the app's own credentials could.
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { inspectionLinks, ledgerChains, ledgerEntries, ledgerEvents } from "../../shared/schema";
import type { CreatedInspectionLink, LedgerChainCheck, LedgerEntry } from "../../shared/types";
import { databaseRoleWarning } from "../../server/db/role-check";
import { purgeLedger } from "../../server/sites";
import { checkChain } from "../../server/sites/chain-check-repo";
import { signedInAs } from "../support/builders";
import { chainedEntry, chainedEvent, purgeByTheTestsClock } from "./helpers/ledger-chain";
import { giveIdentityNumber, LEDGER_NOW, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});
const db = () => app.database.db;

/** A site with a check-in, a check-out, a correction of the check-out and their events. */
async function siteWithEntries() {
  const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
  await giveIdentityNumber(app, worker.user.id);
  const site = await readySite(admin.client);
  const checkIn = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in" });
  clock.advance(60);
  const checkOut = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out" });
  clock.advance(5);
  const fix = await admin.client.post<LedgerEntry>(`/api/ledger/${checkOut.body.id}/corrections`, {
    occurredAt: new Date(clock.now.getTime() - 30 * 60_000).toISOString(),
    reason: "Glömde checka ut i tid",
  });
  if (checkIn.status !== 201 || checkOut.status !== 201 || fix.status !== 201) throw new Error(`${checkIn.text} ${checkOut.text} ${fix.text}`);
  return { admin, worker, site, checkIn: checkIn.body, checkOut: checkOut.body, fix: fix.body };
}

async function verify(client: { get: <T>(url: string) => Promise<{ status: number; body: T }> }, siteId: string): Promise<LedgerChainCheck> {
  const res = await client.get<LedgerChainCheck>(`/api/sites/${siteId}/ledger/verify`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Runs `statements` as a superuser with every trigger off (`session_replication_role = replica`), as the tests' reset does. */
async function behindTheApi(...statements: ReturnType<typeof sql>[]): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const statement of statements) await tx.execute(statement);
  });
}

describe("GET /api/sites/{id}/ledger/verify", () => {
  it("finds a normal site's chain whole, with its entries and events counted; an admin only", async () => {
    const { admin, worker, site } = await siteWithEntries();
    // The control view's opening adds an event: still one chain.
    await admin.client.get(`/api/sites/${site.id}/ledger`);
    const check = await verify(admin.client, site.id);
    const events = await db().select().from(ledgerEvents).where(eq(ledgerEvents.siteId, site.id));
    expect(check).toEqual({ ok: true, entries: 3, events: events.length, firstBroken: null });
    expect(events.length).toBeGreaterThanOrEqual(3);
    // Each row is the next link: places 1, 2, 3, … across both tables.
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.siteId, site.id));
    const places = [...entries, ...events].map((r) => r.chainSeq).sort((a, b) => a - b);
    expect(places).toEqual(places.map((_, i) => i + 1));
    expect((await worker.client.get(`/api/sites/${site.id}/ledger/verify`)).status).toBe(403);
    expect((await admin.client.get(`/api/sites/00000000-0000-4000-8000-000000000000/ledger/verify`)).status).toBe(404);
  });

  it("names an entry changed behind the API with the triggers off, to the admin and to the inspector's link", async () => {
    const { admin, site, checkOut } = await siteWithEntries();
    const link = await admin.client.post<CreatedInspectionLink>(`/api/sites/${site.id}/inspection-links`, { hours: 2 });
    const token = link.body.url.slice(link.body.url.lastIndexOf("/") + 1);
    const anyone = app.client();
    expect((await anyone.get<LedgerChainCheck>(`/api/inspection/${token}/verify`)).body).toMatchObject({ ok: true, firstBroken: null });
    await behindTheApi(sql`UPDATE ledger_entries SET occurred_at = occurred_at - interval '2 hours' WHERE id = ${checkOut.id}`);
    expect(await verify(admin.client, site.id)).toMatchObject({ ok: false, entries: 3, firstBroken: { table: "ledger_entries", id: checkOut.id } });
    expect((await anyone.get<LedgerChainCheck>(`/api/inspection/${token}/verify`)).body).toMatchObject({
      ok: false,
      firstBroken: { table: "ledger_entries", id: checkOut.id },
    });
    expect((await anyone.get(`/api/inspection/not-a-token/verify`)).status).toBe(404);
  });

  it("names an entry changed by the tables' owner after ALTER TABLE … DISABLE TRIGGER", async () => {
    const { admin, site, checkIn } = await siteWithEntries();
    await db().transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
      await tx.execute(sql`UPDATE ledger_entries SET person_name = 'Någon Annan' WHERE id = ${checkIn.id}`);
      await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    });
    expect((await verify(admin.client, site.id)).firstBroken).toEqual({ table: "ledger_entries", id: checkIn.id });
  });

  it("names an entry changed by a role that owns the table, is no superuser, and drops the trigger", async () => {
    const { admin, site, checkOut } = await siteWithEntries();
    const owner = `tidrapport_probe_${crypto.randomBytes(4).toString("hex")}`;
    const [{ was }] = (await db().execute<{ was: string }>(sql`SELECT pg_get_userbyid(relowner) AS was FROM pg_class WHERE oid = 'ledger_entries'::regclass`))
      .rows;
    await db().transaction(async (tx) => {
      await tx.execute(sql.raw(`CREATE ROLE ${owner} NOLOGIN NOSUPERUSER`));
      await tx.execute(sql.raw(`ALTER TABLE ledger_entries OWNER TO ${owner}`));
      await tx.execute(sql.raw(`SET LOCAL ROLE ${owner}`));
      await tx.execute(sql`DROP TRIGGER ledger_entries_append_only ON ledger_entries`);
      await tx.execute(sql`UPDATE ledger_entries SET occurred_at = occurred_at + interval '3 hours' WHERE id = ${checkOut.id}`);
      // The trigger put back as it was, so that nothing but the chain shows the change.
      await tx.execute(
        sql`CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`,
      );
      await tx.execute(sql`RESET ROLE`);
      await tx.execute(sql.raw(`ALTER TABLE ledger_entries OWNER TO "${was}"`));
      await tx.execute(sql.raw(`DROP ROLE ${owner}`));
    });
    expect(await verify(admin.client, site.id)).toMatchObject({ ok: false, entries: 3, firstBroken: { table: "ledger_entries", id: checkOut.id } });
    await expect(db().execute(sql`UPDATE ledger_entries SET person_name = 'X' WHERE id = ${checkOut.id}`)).rejects.toThrow();
  });

  it("names an event changed behind the API", async () => {
    const { admin, site, fix } = await siteWithEntries();
    const [event] = await db().select().from(ledgerEvents).where(eq(ledgerEvents.entryId, fix.id));
    await behindTheApi(sql`UPDATE ledger_events SET details = '{}'::jsonb WHERE id = ${event.id}`);
    expect((await verify(admin.client, site.id)).firstBroken).toEqual({ table: "ledger_events", id: String(event.id) });
  });

  it("refuses a back-dated row written behind the API, and names one slipped in with the triggers off", async () => {
    const { admin, worker, site, checkIn } = await siteWithEntries();
    const [original] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.id, checkIn.id));
    const backDated = "aaaaaaaa-0000-4000-8000-000000000001";
    // A check-in a day earlier, put at the second place of the chain with the second row's hash.
    const insert = sql`INSERT INTO ledger_entries (id, site_id, user_id, person_name, identity_number, company_name, company_org_number,
        kind, occurred_at, recorded_at, recorded_by, method, chain_seq, hash)
      SELECT ${backDated}::uuid, site_id, user_id, person_name, identity_number, company_name, company_org_number,
        'in', occurred_at - interval '1 day', recorded_at - interval '1 day', recorded_by, 'self', 2,
        (SELECT hash FROM ledger_events WHERE site_id = ${site.id} AND chain_seq = 2 UNION ALL SELECT hash FROM ledger_entries WHERE site_id = ${site.id} AND chain_seq = 2)
      FROM ledger_entries WHERE id = ${original.id}`;
    await expect(db().execute(insert)).rejects.toThrow();
    expect((await verify(admin.client, site.id)).ok).toBe(true);

    await behindTheApi(insert);
    expect(await verify(admin.client, site.id)).toMatchObject({ ok: false, entries: 4, firstBroken: { table: "ledger_entries", id: backDated } });
    expect(worker.user.id).toBe(original.userId);
  });

  it("names an entry deleted from the middle by the row after it, and missing last links by the chain's head", async () => {
    const { admin, site, checkOut } = await siteWithEntries();
    const [gone] = await db().select().from(ledgerEvents).where(eq(ledgerEvents.entryId, checkOut.id));
    const next = gone.chainSeq + 1;
    const [nextEntry] = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.siteId, site.id), eq(ledgerEntries.chainSeq, next)));
    const [nextEvent] = await db()
      .select()
      .from(ledgerEvents)
      .where(and(eq(ledgerEvents.siteId, site.id), eq(ledgerEvents.chainSeq, next)));
    await behindTheApi(sql`DELETE FROM ledger_events WHERE id = ${gone.id}`);
    expect(await verify(admin.client, site.id)).toMatchObject({
      ok: false,
      firstBroken: nextEntry ? { table: "ledger_entries", id: nextEntry.id } : { table: "ledger_events", id: String(nextEvent.id) },
    });

    const other = await readySite(admin.client);
    await chainedEntry(db(), {
      siteId: other.id,
      userId: admin.user.id,
      personName: "Ada Admin",
      identityNumber: "19850412-3459",
      companyName: "Bygg AB",
      companyOrgNumber: "556123-4567",
      kind: "in",
      occurredAt: clock.now,
      recordedAt: clock.now,
      recordedBy: admin.user.id,
      method: "self",
    });
    expect(await verify(admin.client, other.id)).toEqual({ ok: true, entries: 1, events: 0, firstBroken: null });
    await behindTheApi(sql`DELETE FROM ledger_entries WHERE site_id = ${other.id}`);
    expect(await verify(admin.client, other.id)).toEqual({ ok: false, entries: 0, events: 0, firstBroken: { table: "ledger_chains", id: other.id } });
  });

  it("refuses a change of a chain's head, and of where the kept chain begins, outside the database's own functions", async () => {
    const { site } = await siteWithEntries();
    await expect(db().execute(sql`UPDATE ledger_chains SET begins_seq = 2 WHERE site_id = ${site.id}`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM ledger_chains WHERE site_id = ${site.id}`)).rejects.toThrow();
    await expect(db().execute(sql`SELECT ledger_chain_advance(${site.id}::uuid, 99, 'x', 'y')`)).rejects.toThrow();
  });
});

describe("the check, a batch of links a statement", () => {
  // Batches on more connections at once in one snapshot: a PostgreSQL server's; the embedded database has one connection's worth.
  const laneCounts = () => (app.database.embedded ? [1] : [1, 2, 3]);
  const everyWay = async (expected: Awaited<ReturnType<typeof checkChain>>, siteId: string, sizes: number[]) => {
    for (const lanes of laneCounts()) {
      for (const batchSize of sizes) expect(await checkChain(db(), siteId, { batchSize, lanes }), `batch ${batchSize}, ${lanes} lanes`).toEqual(expected);
    }
  };

  it("answers the same whatever the batch and the lanes: a whole chain counted, missing last links, a changed link", async () => {
    const { admin, site, checkIn, checkOut } = await siteWithEntries();
    await admin.client.get(`/api/sites/${site.id}/ledger`);
    const { entries, events } = await verify(admin.client, site.id);
    // One link a statement, two, three, exactly all of them (a last batch that comes back empty), more than all.
    const sizes = [1, 2, 3, entries + events, 1000];
    await everyWay({ entries, events, firstBroken: null }, site.id, sizes);

    const [last] = await db()
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.siteId, site.id))
      .orderBy(sql`${ledgerEvents.chainSeq} DESC`)
      .limit(1);
    await behindTheApi(sql`DELETE FROM ledger_events WHERE id = ${last.id}`);
    await everyWay({ entries, events: events - 1, firstBroken: { table: "ledger_chains", id: site.id } }, site.id, sizes);

    await behindTheApi(sql`UPDATE ledger_entries SET occurred_at = occurred_at - interval '2 hours' WHERE id = ${checkOut.id}`);
    await everyWay({ entries, events: events - 1, firstBroken: { table: "ledger_entries", id: checkOut.id } }, site.id, sizes);

    // Two links broken: the first in the chain's order is named, whichever lane reaches its batch first.
    await behindTheApi(sql`UPDATE ledger_entries SET person_name = 'Någon Annan' WHERE id = ${checkIn.id}`);
    await everyWay({ entries, events: events - 1, firstBroken: { table: "ledger_entries", id: checkIn.id } }, site.id, sizes);
  });

  // Links added while a check's transaction is open take a second connection: the embedded
  // database serves one transaction at a time, and its checks take one lane.
  it.skipIf(!process.env.TEST_DATABASE_URL)("checks the chain as of one moment on every lane: links added meanwhile are not seen", async () => {
    const { admin, worker, site } = await siteWithEntries();
    for (let i = 0; i < 10; i++) await admin.client.get(`/api/sites/${site.id}/ledger`);
    const before = await checkChain(db(), site.id, { batchSize: 1, lanes: 1 });
    let checkedIn = false;
    const addLinks = async () => {
      // Three check-ins and check-outs after the check's moment: three entries and their events.
      for (let i = 0; i < 3; i++) {
        clock.advance(1);
        checkedIn = !checkedIn;
        expect((await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: checkedIn ? "in" : "out" })).status).toBe(201);
      }
    };
    for (const lanes of laneCounts()) {
      const check = await checkChain(db(), site.id, { batchSize: 1, lanes, beforeLanes: addLinks });
      expect(check, `${lanes} lanes`).toEqual(before);
      before.entries += 3;
      before.events += 3;
      expect(await checkChain(db(), site.id, { batchSize: 1, lanes })).toEqual(before);
    }
  });
});

describe("the purge and the chain", () => {
  purgeByTheTestsClock(app);

  it("deletes whole links from the chain's start, records where the kept chain begins, and the rest checks whole", async () => {
    const { admin, site } = await siteWithEntries();
    // Two years on, everything of 2026 is due: the chain begins after its last link.
    const [head] = await db().select().from(ledgerChains).where(eq(ledgerChains.siteId, site.id));
    await purgeLedger(db(), new Date("2029-01-01T10:00:00Z"));
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.siteId, site.id))).toEqual([]);
    const [after] = await db().select().from(ledgerChains).where(eq(ledgerChains.siteId, site.id));
    expect(after).toMatchObject({ seq: head.seq, hash: head.hash, beginsSeq: head.seq, beginsHash: head.hash });
    expect(await verify(admin.client, site.id)).toEqual({ ok: true, entries: 0, events: 0, firstBroken: null });

    // New links follow on from the head.
    clock.now = new Date("2026-11-19T07:00:00Z");
    await admin.client.get(`/api/sites/${site.id}/ledger`);
    expect((await verify(admin.client, site.id)).ok).toBe(true);
  });

  it("is the only way to delete: the database's ledger_purge, which takes only due rows", async () => {
    const { admin, site } = await siteWithEntries();
    await db().execute(sql`SELECT * FROM ledger_purge(${site.id}::uuid, '2026-01-01T00:00:00Z'::timestamptz, 100)`);
    expect((await verify(admin.client, site.id)).entries).toBe(3);
  });
});

describe("the purge's own clock", () => {
  it("deletes nothing that is not due by the database's clock, whatever instant it is handed: no site's ledger is emptied ahead of time", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const site = await readySite(admin.client);
    // Rows of the real today, which no purge may take for two years at least.
    const today = new Date();
    const entry = await chainedEntry(db(), {
      siteId: site.id,
      userId: admin.user.id,
      personName: "Ada Admin",
      identityNumber: "19850412-3459",
      companyName: "Bygg AB",
      companyOrgNumber: "556123-4567",
      kind: "in",
      occurredAt: today,
      recordedAt: today,
      recordedBy: admin.user.id,
      method: "self",
    });
    const event = await chainedEvent(db(), { siteId: site.id, at: today, actorId: admin.user.id, action: "entry", entryId: entry.id });
    const [link] = await db()
      .insert(inspectionLinks)
      .values({
        siteId: site.id,
        tokenHash: crypto.randomBytes(32).toString("hex"),
        createdBy: admin.user.id,
        createdAt: today,
        expiresAt: new Date(today.getTime() + 3_600_000),
      })
      .returning({ id: inspectionLinks.id });
    const [head] = await db().select().from(ledgerChains).where(eq(ledgerChains.siteId, site.id));

    // Called straight, as any session with the app's credentials could, with a date far ahead.
    const called = await db().execute<{ entries: number; events: number }>(
      sql`SELECT entries, events FROM ledger_purge(${site.id}::uuid, '2100-01-01T00:00:00Z'::timestamptz, 1000)`,
    );
    expect(called.rows).toEqual([{ entries: 0, events: 0 }]);
    expect((await db().execute<{ n: number }>(sql`SELECT ledger_purge_links('2100-01-01T00:00:00Z'::timestamptz, 1000) AS n`)).rows).toEqual([{ n: 0 }]);
    // The app's purge handed a clock far ahead takes nothing of today's either.
    await purgeLedger(db(), new Date("2100-06-01T10:00:00Z"));

    expect((await db().select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.siteId, site.id))).map((r) => r.id)).toEqual([entry.id]);
    expect((await db().select({ id: ledgerEvents.id }).from(ledgerEvents).where(eq(ledgerEvents.siteId, site.id))).map((r) => r.id)).toEqual([event]);
    expect((await db().select({ id: inspectionLinks.id }).from(inspectionLinks).where(eq(inspectionLinks.siteId, site.id))).map((r) => r.id)).toEqual([
      link.id,
    ]);
    const [after] = await db().select().from(ledgerChains).where(eq(ledgerChains.siteId, site.id));
    expect(after).toEqual(head);
    expect(await verify(admin.client, site.id)).toEqual({ ok: true, entries: 1, events: 1, firstBroken: null });
  });
});

describe("the server's database role", () => {
  /** What the warning at start says as `role` (made for the test, undone after). */
  async function warningAs(setUp: ReturnType<typeof sql>[]): Promise<string | null> {
    let warning: string | null = "not run";
    const undone = new Error("undone");
    await db()
      .transaction(async (tx) => {
        for (const statement of setUp) await tx.execute(statement);
        await tx.execute(sql`SET LOCAL ROLE tidrapport_chain_role`);
        warning = await databaseRoleWarning(tx);
        throw undone;
      })
      .catch((error: unknown) => {
        if (error !== undone) throw error;
      });
    return warning;
  }

  it("is named at start when it is a superuser, owns the tables or is a member of their owner, and not when it is another role", async () => {
    expect(await databaseRoleWarning(db())).toMatch(/superuser/);
    expect(await warningAs([sql`CREATE ROLE tidrapport_chain_role NOLOGIN`, sql`ALTER TABLE ledger_entries OWNER TO tidrapport_chain_role`])).toMatch(
      /"tidrapport_chain_role", the owner of the tables/,
    );
    expect(
      await warningAs([
        sql`CREATE ROLE tidrapport_chain_owner NOLOGIN`,
        sql`ALTER TABLE ledger_entries OWNER TO tidrapport_chain_owner`,
        sql`CREATE ROLE tidrapport_chain_role NOLOGIN`,
        sql`GRANT tidrapport_chain_owner TO tidrapport_chain_role`,
      ]),
    ).toMatch(/"tidrapport_chain_role", a member of "tidrapport_chain_owner", the owner of the tables/);
    expect(await warningAs([sql`CREATE ROLE tidrapport_chain_role NOLOGIN`])).toBeNull();
  });
});
