/**
 * The personalliggare's event log (docs/product-rules.md §15, "Kontroll"):
 * GET /api/sites/{id}/ledger/log for an admin, newest first, a page at a time, with who acted
 * (nobody for an inspector's link); no row ever holds a full identity number.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ledgerEvents, users } from "../../shared/schema";
import type { CreatedInspectionLink, LedgerEntry, LedgerLogEvent, SiteCompany, SitePerson } from "../../shared/types";
import { writeLedgerEvent } from "../../server/sites/ledger-events";
import { signedInAs } from "../support/builders";
import { at, controlDay, eventCounts, VOID_REASON } from "./helpers/control";
import { addSiteCompany, addSitePerson, giveIdentityNumber, LEDGER_NOW, newIdentityNumber, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";
import { chainBulkRows } from "../../bench/ledger-seed";
import { withoutRandomIds } from "./helpers/personal-data";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };
// A whole ÅÅÅÅMMDD-NNNN standing alone: a UUID such as 67056271-1943-… is not one.
const FULL_NUMBER = /(?<![\w-])\d{8}-\d{4}(?![\w-])/;

describe("GET /api/sites/{id}/ledger/log", () => {
  it("answers an admin every event of the site, newest first, with who acted and on which entry", async () => {
    const day = await controlDay(app, clock);
    const link = await day.boss.client.post<CreatedInspectionLink>(`/api/sites/${day.site.id}/inspection-links`, { hours: 2 });
    await app.client().get(`/api/inspection/${link.body.url.split("/").pop()}`);
    await day.boss.client.get(`/api/sites/${day.site.id}/ledger`);

    const res = await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${day.site.id}/ledger/log`);
    expect(res.status).toBe(200);
    expect(res.body.map((e) => e.action)).toEqual([
      "view",
      "link-use",
      "link-create",
      "correction",
      "correction",
      "entry",
      "entry",
      "entry",
      "entry",
      "correction",
      "entry",
    ]);
    const ids = res.body.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [view, use, create] = res.body;
    expect(view).toMatchObject({ actor: { id: day.boss.user.id, fullName: "Per Platschef" }, entryId: null, details: { from: "2026-11-18", rows: 8 } });
    expect(use).toMatchObject({ actor: null, details: { linkId: link.body.id, read: "header" } });
    expect(create.details).toEqual({ linkId: link.body.id, hours: 2, expiresAt: at(120) });
    const firstEntry = res.body[res.body.length - 1];
    expect(firstEntry).toMatchObject({ action: "entry", actor: { id: day.worker.user.id, fullName: "Åsa Öberg" }, entryId: day.ids.night });
    expect(firstEntry.details).toMatchObject({ kind: "in", method: "self" });
    expect(new Date(firstEntry.at).toISOString()).toBe(firstEntry.at);
  });

  it("pages with limit and before, and refuses a bad page in Swedish", async () => {
    const day = await controlDay(app, clock);
    const path = `/api/sites/${day.site.id}/ledger/log`;
    const all = (await day.admin.client.get<LedgerLogEvent[]>(path)).body;
    const first = await day.admin.client.get<LedgerLogEvent[]>(`${path}?limit=3`);
    expect(first.body.map((e) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));
    const next = await day.admin.client.get<LedgerLogEvent[]>(`${path}?limit=3&before=${first.body[2].id}`);
    expect(next.body.map((e) => e.id)).toEqual(all.slice(3, 6).map((e) => e.id));
    expect((await day.admin.client.get<LedgerLogEvent[]>(`${path}?before=${all[all.length - 1].id}`)).body).toEqual([]);
    for (const query of ["?limit=0", "?limit=1001", "?limit=abc", "?limit=1.5", "?before=0", "?before=x"]) {
      const res = await day.admin.client.get<ErrorBody>(`${path}${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe("Ogiltiga uppgifter");
    }
  });

  it("holds only the site's own events", async () => {
    const day = await controlDay(app, clock);
    const other = await readySite(day.admin.client);
    await day.admin.client.get(`/api/sites/${other.id}/ledger`);
    const log = await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${other.id}/ledger/log`);
    expect(log.body.map((e) => e.action)).toEqual(["view"]);
  });

  it("is for an admin only: the platsansvarig 403, another worker 403 (404 on a site it cannot read), a customer 403", async () => {
    const day = await controlDay(app, clock);
    const path = `/api/sites/${day.site.id}/ledger/log`;
    expect((await day.boss.client.get(path)).status).toBe(403);
    expect((await day.outsider.client.get(path)).status).toBe(403);
    expect((await day.customer.client.get(path)).status).toBe(403);
    expect((await app.client().get(path)).status).toBe(401);
    const hidden = await readySite(day.admin.client);
    expect((await day.outsider.client.get(`/api/sites/${hidden.id}/ledger/log`)).status).toBe(404);
    expect((await day.admin.client.get(`/api/sites/${crypto.randomUUID()}/ledger/log`)).status).toBe(404);
    expect((await day.admin.client.get("/api/sites/inte-ett-id/ledger/log")).status).toBe(404);
  });
});

describe("no full identity number in the log", () => {
  it("whatever was written: first check-ins giving one, people made and changed, searches by one", async () => {
    const { admin, boss, newcomer } = await signedInAs(app, { admin: "admin", boss: "worker", newcomer: "worker" });
    const site = await readySite(admin.client, { ledgerScope: "site", responsibleIds: [boss.user.id] });
    const numbers: string[] = [];
    // A first check-in that gives the worker's number.
    const own = newIdentityNumber();
    numbers.push(own);
    expect((await newcomer.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", identityNumber: own })).status).toBe(201);
    // Another company's person made and given a new number.
    const company = await boss.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: "Rör AB", orgNumber: "559012-3450" });
    const first = newIdentityNumber();
    const second = newIdentityNumber();
    numbers.push(first, second);
    const person = await boss.client.post<SitePerson>(`/api/sites/${site.id}/people`, {
      companyId: company.body.id,
      fullName: "Anna Berg",
      identityNumber: first,
    });
    expect(person.status).toBe(201);
    expect((await boss.client.patch(`/api/sites/${site.id}/people/${person.body.id}`, { identityNumber: second })).status).toBe(200);
    expect((await boss.client.post(`/api/sites/${site.id}/ledger`, { kind: "in", personId: person.body.id })).status).toBe(201);
    // Searches by the numbers, in the list, the CSV and a PDF's record.
    for (const n of numbers) {
      await boss.client.get(`/api/sites/${site.id}/ledger?q=${n}`);
      await boss.client.download(`/api/sites/${site.id}/ledger.csv?q=${n.replace("-", "")}`);
      await boss.client.post(`/api/sites/${site.id}/ledger/exports`, { format: "pdf", q: n, rows: 1 });
    }
    await boss.client.get(`/api/sites/${site.id}/present`);

    const log = await admin.client.get<LedgerLogEvent[]>(`/api/sites/${site.id}/ledger/log`);
    expect(log.body.map((e) => e.action)).toEqual(expect.arrayContaining(["entry", "company-create", "person-create", "person-update", "view", "export"]));
    expect(log.text).not.toMatch(FULL_NUMBER);
    for (const n of numbers) {
      expect(log.text).not.toContain(n.slice(9));
      expect(log.text).not.toContain(n.replace("-", ""));
    }
    expect(log.body.find((e) => e.action === "person-update")?.details).toMatchObject({
      changes: { identityNumber: { before: `${first.slice(0, 8)}-****`, after: `${second.slice(0, 8)}-****` } },
    });
  });

  it("a writer that hands one over by mistake has it masked, at any depth", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const site = await readySite(admin.client);
    const n = newIdentityNumber();
    await writeLedgerEvent(app.database.db, {
      siteId: site.id,
      actorId: admin.user.id,
      action: "person-update",
      details: { identityNumber: n, note: `Ändrat från ${n}`, changes: [{ before: n }], orgNumber: "559012-3450" },
    });
    const [event] = (await admin.client.get<LedgerLogEvent[]>(`/api/sites/${site.id}/ledger/log`)).body;
    const masked = `${n.slice(0, 8)}-****`;
    expect(event.details).toEqual({ identityNumber: masked, note: `Ändrat från ${masked}`, changes: [{ before: masked }], orgNumber: "559012-3450" });
  });
});

describe("whom an entry or correction is about, and why", () => {
  it("names the person as the entry recorded them, and a correction's reason", async () => {
    const day = await controlDay(app, clock);
    const log = (await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${day.site.id}/ledger/log`)).body;
    const of = (entryId: string) => log.find((e) => e.entryId === entryId);
    expect(of(day.ids.piotrIn)?.details).toMatchObject({ personName: "Piotr Nowak", method: "registered", kind: "in" });
    expect(of(day.ids.boIn)?.details).toMatchObject({ personName: "Bo Ek", method: "registered" });
    expect(of(day.ids.boVoid)?.details).toMatchObject({ personName: "Bo Ek", void: true, reason: VOID_REASON });
    expect(of(day.ids.added)?.details).toMatchObject({ personName: "Åsa Öberg", kind: "out", reason: "Glömde checka ut efter nattskiftet" });

    // A later change of the name rewrites nothing: the log says what the entry said.
    await app.database.db.update(users).set({ fullName: "Bo Ekström" }).where(eq(users.id, day.bo.user.id));
    const again = (await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${day.site.id}/ledger/log`)).body;
    expect(again.find((e) => e.entryId === day.ids.boIn)?.details.personName).toBe("Bo Ek");
  });

  it("a row written before the name was kept takes it, and the reason, from its entry", async () => {
    const day = await controlDay(app, clock);
    // Written as the server wrote events then: the next link of the site's chain, without the name.
    await writeLedgerEvent(app.database.db, {
      siteId: day.site.id,
      actorId: day.admin.user.id,
      action: "correction",
      entryId: day.ids.boVoid,
      details: { void: true },
    });
    const [latest] = (await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${day.site.id}/ledger/log?limit=1`)).body;
    expect(latest.details).toEqual({ void: true, personName: "Bo Ek", reason: VOID_REASON });
  });
});

describe("readings of the control view", () => {
  it("by one user, each within 10 minutes of the one before, are one row with a count and the first time", async () => {
    const day = await controlDay(app, clock);
    const before = (await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${day.site.id}/ledger/log`)).body;
    for (let i = 0; i < 3; i++) await day.boss.client.get(`/api/sites/${day.site.id}/ledger`);
    await day.boss.client.get(`/api/sites/${day.site.id}/present`);
    await day.admin.client.get(`/api/sites/${day.site.id}/ledger`);

    const log = (await day.admin.client.get<LedgerLogEvent[]>(`/api/sites/${day.site.id}/ledger/log`)).body;
    expect(log.map((e) => [e.action, e.actor?.fullName, e.count])).toEqual([
      ["view", day.admin.user.fullName, 1],
      ["view", "Per Platschef", 4],
      ...before.map((e) => [e.action, e.actor?.fullName, 1]),
    ]);
    const run = log[1];
    expect(run.details).toMatchObject({ read: "present" });
    expect(Date.parse(run.firstAt)).toBeLessThanOrEqual(Date.parse(run.at));
    // Every reading is still a row of its own in the table.
    expect((await eventCounts(app, day.site.id)).view).toBe(5);
  });

  it("more than 10 minutes apart are rows of their own; a run is never split by a page", async () => {
    const { admin, boss } = await signedInAs(app, { admin: "admin", boss: "worker" });
    const site = await readySite(admin.client, { responsibleIds: [boss.user.id] });
    const t0 = Date.parse("2026-11-18T07:00:00Z");
    const read = (minutes: number, actorId = boss.user.id) =>
      writeLedgerEvent(app.database.db, { siteId: site.id, actorId, action: "view", at: new Date(t0 + minutes * 60_000), details: {} });
    // 07:00, 07:09, 07:18 (each within 10 minutes of the one before), then 07:29; the admin reads at 07:10 between.
    await read(0);
    await read(9);
    await read(10, admin.user.id);
    await read(18);
    await read(29);
    const path = `/api/sites/${site.id}/ledger/log`;
    const log = (await admin.client.get<LedgerLogEvent[]>(path)).body;
    expect(log.map((e) => [e.actor?.id, e.count, e.firstAt.slice(11, 16), e.at.slice(11, 16)])).toEqual([
      [boss.user.id, 1, "07:29", "07:29"],
      [boss.user.id, 3, "07:00", "07:18"],
      [admin.user.id, 1, "07:10", "07:10"],
    ]);
    const first = (await admin.client.get<LedgerLogEvent[]>(`${path}?limit=2`)).body;
    const next = (await admin.client.get<LedgerLogEvent[]>(`${path}?limit=2&before=${first[1].id}`)).body;
    expect([...first, ...next].map((e) => e.count)).toEqual([1, 3, 1]);
  });
});

describe("identity numbers typed into a name or a reason", () => {
  it("are masked in each of their four written forms", async () => {
    // 197003037772: a right check digit, so that the digits-only forms count as one too.
    const { admin, boss, ulf } = await signedInAs(app, { admin: "admin", boss: "worker", ulf: { role: "worker", fullName: "Ulf 197003037772" } });
    await giveIdentityNumber(app, ulf.user.id);
    const site = await readySite(admin.client, { ledgerScope: "site", responsibleIds: [boss.user.id] });
    const companyId = await addSiteCompany(app, site.id);
    const person = await addSitePerson(app, site.id, companyId, "Eva 700303-7772 Ek");
    const ulfIn = await ulf.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in" });
    const evaIn = await boss.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", personId: person.personId });
    const fix = await boss.client.post<LedgerEntry>(`/api/ledger/${ulfIn.body.id}/corrections`, {
      void: true,
      reason: "Fel person: 19700303-7772 (7003037772), inte 700303-7772",
    });
    const evaFix = await boss.client.post<LedgerEntry>(`/api/ledger/${evaIn.body.id}/corrections`, { void: true, reason: "Eva heter 197003037772 i ID06" });
    for (const r of [ulfIn, evaIn, fix, evaFix]) expect(r.status, r.text).toBe(201);

    const log = await admin.client.get<LedgerLogEvent[]>(`/api/sites/${site.id}/ledger/log`);
    expect(withoutRandomIds(log.text)).not.toContain("7772");
    const of = (id: string) => log.body.find((e) => e.entryId === id)?.details;
    expect(of(ulfIn.body.id)?.personName).toBe("Ulf 19700303****");
    expect(of(evaIn.body.id)?.personName).toBe("Eva 700303-**** Ek");
    expect(of(fix.body.id)).toMatchObject({ personName: "Ulf 19700303****", reason: "Fel person: 19700303-**** (700303****), inte 700303-****" });
    expect(of(evaFix.body.id)).toMatchObject({ reason: "Eva heter 19700303**** i ID06" });
    // The rows themselves hold none either.
    const rows = await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.siteId, site.id));
    expect(withoutRandomIds(JSON.stringify(rows))).not.toContain("7772");
  });

  it("a row written in full before every form was known is masked when it is read", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const site = await readySite(admin.client);
    // Straight into the table, past the server's masking, as the next link of the site's chain.
    await chainBulkRows(
      app.database.db,
      site.id,
      "ledger_events",
      (into) => sql`INSERT INTO ${into} (site_id, actor_id, action, details, chain_seq, hash)
        VALUES (${site.id}, ${admin.user.id}, 'entry', ${JSON.stringify({ personName: "Ulf 197003037772" })}::jsonb, -1, '')`,
    );
    const [event] = (await admin.client.get<LedgerLogEvent[]>(`/api/sites/${site.id}/ledger/log`)).body;
    expect(event.details).toEqual({ personName: "Ulf 19700303****" });
  });
});
