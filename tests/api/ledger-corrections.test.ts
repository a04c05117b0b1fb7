/**
 * Corrections (docs/product-rules.md §15, "Entries and corrections"): a new entry that voids
 * its target, restates it at another time, or adds a forgotten check-out; the original is
 * never changed and answers `supersededBy`.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ledgerEntries, ledgerEvents } from "../../shared/schema";
import type { LedgerEntry, LedgerMe } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, minutesFrom, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };
const REASON = "Glömde checka ut vid dagens slut";

/** A site with a platsansvarig, and a worker checked in there at 07:00 (Stockholm). */
async function checkedIn(siteOverrides: Record<string, unknown> = {}) {
  const people = await signedInAs(app, { admin: "admin", boss: "worker", worker: { role: "worker", fullName: "Åsa Öberg" } });
  const identityNumber = await giveIdentityNumber(app, people.worker.user.id);
  const site = await readySite(people.admin.client, { responsibleIds: [people.boss.user.id], ...siteOverrides });
  const entry = await people.worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -5 * 60) });
  if (entry.status !== 201) throw new Error(entry.text);
  clock.advance(1);
  return { ...people, site, entry: entry.body, identityNumber };
}

const correct = (client: { post: <T>(p: string, b: unknown) => Promise<{ status: number; body: T }> }, entryId: string, body: Record<string, unknown>) =>
  client.post<LedgerEntry & ErrorBody>(`/api/ledger/${entryId}/corrections`, { reason: REASON, ...body });

async function listOf(client: Parameters<typeof correct>[0] & { get: <T>(p: string) => Promise<{ body: T }> }, siteId: string): Promise<LedgerEntry[]> {
  return (await client.get<LedgerEntry[]>(`/api/sites/${siteId}/ledger`)).body;
}

describe("restating a time", () => {
  it("adds a correction that supersedes the original; both stay, the original unchanged", async () => {
    const { admin, site, entry, identityNumber } = await checkedIn();
    const res = await correct(admin.client, entry.id, { occurredAt: minutesFrom(LEDGER_NOW, -5 * 60 - 15) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      method: "correction",
      kind: "in",
      occurredAt: minutesFrom(LEDGER_NOW, -5 * 60 - 15),
      recordedBy: { id: admin.user.id },
      person: { ...entry.person, identityNumber: `${identityNumber.slice(0, 8)}-****` },
      site: entry.site,
      correction: { correctsId: entry.id, void: false, reason: REASON },
      supersededBy: null,
    });
    const list = await listOf(admin.client, site.id);
    expect(list.map((e) => [e.id, e.supersededBy])).toEqual([
      [res.body.id, null],
      [entry.id, res.body.id],
    ]);
    expect(list[1]).toMatchObject({ occurredAt: entry.occurredAt, method: "self", correction: null });
    const events = await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.entryId, res.body.id));
    expect(events).toMatchObject([{ action: "correction", actorId: admin.user.id }]);

    // The original can no longer be corrected; the correction can.
    const twice = await correct(admin.client, entry.id, { occurredAt: minutesFrom(LEDGER_NOW, -5 * 60 - 20) });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Posten är redan rättad. Rätta den senaste rättelsen.");
    expect((await correct(admin.client, res.body.id, { occurredAt: minutesFrom(LEDGER_NOW, -5 * 60 - 20) })).status).toBe(201);
  });

  it("stays between the person's entries before and after it; never in the future, always on the site's days", async () => {
    const { admin, worker, site, entry } = await checkedIn({ startDate: "2026-11-10" });
    const out = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -60) });
    const pastOut = await correct(admin.client, entry.id, { occurredAt: minutesFrom(LEDGER_NOW, -30) });
    expect(pastOut.status).toBe(409);
    expect(pastOut.body.message).toBe("Tiden måste ligga mellan personens föregående och nästa registrering");
    const future = await correct(admin.client, out.body.id, { occurredAt: minutesFrom(clock.now, 5) });
    expect(future.status).toBe(400);
    expect(future.body.errors?.occurredAt).toBe("Tiden kan inte ligga i framtiden");
    const beforeSite = await correct(admin.client, entry.id, { occurredAt: "2026-11-09T12:00:00+01:00" });
    expect(beforeSite.status).toBe(400);
    expect(beforeSite.body.errors?.occurredAt).toBe("Tiden måste ligga inom byggarbetsplatsens datum");
    // No 48-hour window: a week back, within the site's days, is fine.
    expect((await correct(admin.client, entry.id, { occurredAt: "2026-11-10T07:00:00+01:00" })).status).toBe(201);
  });
});

describe("voiding", () => {
  it("voids and supersedes the entry: the person is no longer checked in, and the void itself cannot be corrected", async () => {
    const { admin, worker, site, entry } = await checkedIn();
    const voided = await correct(admin.client, entry.id, { void: true });
    expect(voided.status).toBe(201);
    expect(voided.body).toMatchObject({ kind: "in", occurredAt: entry.occurredAt, correction: { correctsId: entry.id, void: true, reason: REASON } });
    expect((await worker.client.get<LedgerMe>("/api/ledger/me")).body.checkedIn).toBeNull();
    const again = await correct(admin.client, voided.body.id, { occurredAt: minutesFrom(LEDGER_NOW, -60) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Posten är struken och kan inte rättas");
    expect((await correct(admin.client, entry.id, { void: true })).body.message).toBe("Posten är redan rättad. Rätta den senaste rättelsen.");
    expect((await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "in" })).status).toBe(201);
  });
});

describe("the forgotten check-out", () => {
  it("adds an 'out' after the check-in that supersedes nothing; the person is checked out", async () => {
    const { boss, worker, entry } = await checkedIn();
    const out = await correct(boss.client, entry.id, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -60) });
    expect(out.status).toBe(201);
    expect(out.body).toMatchObject({ kind: "out", method: "correction", late: true, correction: { correctsId: entry.id, void: false } });
    const [original] = await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry.id));
    expect(original?.occurredAt.toISOString()).toBe(entry.occurredAt);
    const me = await worker.client.get<LedgerMe>("/api/ledger/me");
    expect(me.body.checkedIn).toBeNull();
    expect(me.body.today.find((e) => e.id === entry.id)?.supersededBy).toBeNull();

    const already = await correct(boss.client, entry.id, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -30) });
    expect(already.status).toBe(409);
    expect(already.body.message).toBe("Incheckningen har redan en utcheckning");
  });

  it("comes after the check-in, with a time; an 'in' is never added to an 'out'", async () => {
    const { admin, worker, site, entry } = await checkedIn();
    const before = await correct(admin.client, entry.id, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -6 * 60) });
    expect(before.status).toBe(409);
    expect(before.body.message).toBe("Utcheckningen kan inte ligga före incheckningen");
    const noTime = await correct(admin.client, entry.id, { kind: "out" });
    expect(noTime.status).toBe(400);
    expect(noTime.body.errors?.occurredAt).toBe("Ange en ny tid eller stryk posten");
    const out = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out" });
    const inOnOut = await correct(admin.client, out.body.id, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -30) });
    expect(inOnOut.status).toBe(400);
    expect(inOnOut.body.errors?.kind).toBe("En glömd utcheckning läggs till på en incheckning");
  });
});

describe("who may correct", () => {
  it("an admin and the site's platsansvarig; a worker 403; an unknown entry 404; a short reason 400", async () => {
    const { admin, worker, entry } = await checkedIn();
    const { otherBoss, customer } = await signedInAs(app, { otherBoss: "worker", customer: "customer" });
    await readySite(admin.client, { responsibleIds: [otherBoss.user.id] });
    for (const actor of [worker, otherBoss]) {
      const res = await correct(actor.client, entry.id, { void: true });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Du får inte rätta poster på den här byggarbetsplatsen");
    }
    expect((await correct(customer.client, entry.id, { void: true })).status).toBe(403);
    expect((await correct(admin.client, crypto.randomUUID(), { void: true })).status).toBe(404);
    const short = await admin.client.post<ErrorBody>(`/api/ledger/${entry.id}/corrections`, { void: true, reason: "Fel" });
    expect(short.status).toBe(400);
    expect(short.body.errors?.reason).toBe("Ange en anledning med 10–500 tecken");
    expect(await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.correctsId, entry.id))).toEqual([]);
  });
});

describe("one's own entries", () => {
  const OWN = "Du kan inte rätta dina egna registreringar – be en annan platsansvarig eller en admin";

  it("a platsansvarig may not correct his own, nor a correction of it; another platsansvarig may; nothing is written", async () => {
    const { admin, boss, site } = await checkedIn();
    const { second } = await signedInAs(app, { second: "worker" });
    expect((await admin.client.patch(`/api/sites/${site.id}`, { responsibleIds: [boss.user.id, second.user.id] })).status).toBe(200);
    await giveIdentityNumber(app, boss.user.id);
    const own = await boss.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: minutesFrom(clock.now, -5) });
    expect(own.status).toBe(201);

    // 19:22 made 06:58: the attack's own case.
    for (const body of [{ occurredAt: minutesFrom(LEDGER_NOW, -5 * 60 - 2) }, { void: true }, { kind: "out", occurredAt: minutesFrom(clock.now, -1) }]) {
      const res = await correct(boss.client, own.body.id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.message).toBe(OWN);
    }
    expect(await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.correctsId, own.body.id))).toEqual([]);

    const bySecond = await correct(second.client, own.body.id, { occurredAt: minutesFrom(clock.now, -4) });
    expect(bySecond.status).toBe(201);
    const ofCorrection = await correct(boss.client, bySecond.body.id, { occurredAt: minutesFrom(clock.now, -3) });
    expect(ofCorrection.status).toBe(403);
    expect(ofCorrection.body.message).toBe(OWN);
  });

  it("an admin may correct its own", async () => {
    const { admin, site } = await checkedIn();
    await giveIdentityNumber(app, admin.user.id);
    const own = await admin.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: minutesFrom(clock.now, -5) });
    expect(own.status).toBe(201);
    const res = await correct(admin.client, own.body.id, { occurredAt: minutesFrom(clock.now, -10) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ method: "correction", person: { userId: admin.user.id }, correction: { correctsId: own.body.id } });
  });
});

describe("a check-out after more than 12 hours", () => {
  it("is a correction with the time the person left, by the platsansvarig", async () => {
    const { boss, worker, site, entry } = await checkedIn();
    // Checked in at 07:00; the next morning at 07:01, the shift forgotten.
    clock.now = new Date(Date.parse(entry.occurredAt) + 24 * 60 * 60_000 + 60_000);
    const now = await boss.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "out", userId: worker.user.id });
    expect(now.status).toBe(409);
    expect(now.body.message).toBe("Incheckad i mer än 12 timmar – ange när Åsa Öberg gick");
    const out = await correct(boss.client, entry.id, { kind: "out", occurredAt: minutesFrom(new Date(entry.occurredAt), 9 * 60 + 5) });
    expect(out.status).toBe(201);
    expect((await worker.client.get<LedgerMe>("/api/ledger/me")).body.checkedIn).toBeNull();
  });
});
