/**
 * Checking oneself in and out (docs/product-rules.md §15, "Entries and corrections"): the
 * site's readiness, the identity number given at the first check-in, the time window, 'late',
 * one state per person on every site, the snapshot on the row and the event log.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLogs, ledgerEntries, ledgerEvents, users } from "../../shared/schema";
import type { LedgerEntry, PublicUser } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, minutesFrom, newIdentityNumber, OUR_COMPANY, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };
const masked = (identityNumber: string) => `${identityNumber.slice(0, 8)}-****`;

async function adminAndWorker() {
  const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Åsa Öberg" } });
  const identityNumber = await giveIdentityNumber(app, worker.user.id);
  return { admin, worker, identityNumber };
}

describe("before the site is ready", () => {
  // First in the file: no test before it has named our company in the payroll settings.
  it("refuses with the first thing missing: our company, Skatteverket's id, an active site", async () => {
    const { admin, worker } = await adminAndWorker();
    const site = await admin.client.post<{ id: string }>("/api/sites", {
      name: "Kv. Ofärdig",
      address: "Storgatan 1",
      skvId: "SKV-1",
      startDate: "2026-09-01",
    });
    const noCompany = await worker.client.post<ErrorBody>(`/api/sites/${site.body.id}/ledger`, { kind: "in" });
    expect(noCompany.status).toBe(409);
    expect(noCompany.body.message).toBe("Företagets namn saknas i löneinställningarna");

    const noSkv = await readySite(admin.client, { skvId: null });
    expect((await worker.client.post<ErrorBody>(`/api/sites/${noSkv.id}/ledger`, { kind: "in" })).body).toMatchObject({
      message: "Byggarbetsplatsen saknar ID från Skatteverket",
    });
    for (const overrides of [{ active: false }, { startDate: "2026-11-19" }, { endDate: "2026-11-17", startDate: "2026-09-01" }]) {
      const closed = await readySite(admin.client, overrides);
      const res = await worker.client.post<ErrorBody>(`/api/sites/${closed.id}/ledger`, { kind: "in" });
      expect(res.status, JSON.stringify(overrides)).toBe(409);
      expect(res.body.message).toBe("Byggarbetsplatsen är inte aktiv");
    }
    expect(await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, worker.user.id))).toEqual([]);
  });

  it("an unknown site is 404; signed out 401; a customer 403", async () => {
    const { worker, customer } = await signedInAs(app, { worker: "worker", customer: "customer" });
    expect((await worker.client.post(`/api/sites/${crypto.randomUUID()}/ledger`, { kind: "in" })).status).toBe(404);
    expect((await worker.client.post("/api/sites/inte-ett-id/ledger", { kind: "in" })).status).toBe(404);
    expect((await app.client().post(`/api/sites/${crypto.randomUUID()}/ledger`, { kind: "in" })).status).toBe(401);
    expect((await customer.client.post(`/api/sites/${crypto.randomUUID()}/ledger`, { kind: "in" })).status).toBe(403);
    const bad = await worker.client.post<ErrorBody>(`/api/sites/${crypto.randomUUID()}/ledger`, { kind: "hem" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.kind).toBe("Välj in eller ut");
  });
});

describe("checking oneself in and out", () => {
  it("answers the entry with the identity number masked, keeps it in full on the row, and logs the event", async () => {
    const { admin, worker, identityNumber } = await adminAndWorker();
    const site = await readySite(admin.client);
    const checkIn = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in" });
    expect(checkIn.status).toBe(201);
    expect(checkIn.body).toEqual({
      id: expect.any(String),
      site: { id: site.id, name: site.name },
      person: { userId: worker.user.id, personId: null, fullName: "Åsa Öberg", identityNumber: masked(identityNumber), company: OUR_COMPANY },
      kind: "in",
      occurredAt: LEDGER_NOW.toISOString(),
      recordedAt: LEDGER_NOW.toISOString(),
      recordedBy: { id: worker.user.id, fullName: "Åsa Öberg" },
      method: "self",
      late: false,
      correction: null,
      supersededBy: null,
    });
    expect(checkIn.text).not.toContain(identityNumber.slice(9));

    const [row] = await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, checkIn.body.id));
    expect(row).toMatchObject({ identityNumber, personName: "Åsa Öberg", companyName: OUR_COMPANY.name, companyOrgNumber: OUR_COMPANY.orgNumber });
    const events = await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.entryId, checkIn.body.id));
    expect(events).toMatchObject([{ siteId: site.id, actorId: worker.user.id, action: "entry" }]);
    expect(JSON.stringify(events)).not.toContain(identityNumber.slice(9));

    clock.advance(8 * 60);
    const checkOut = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out" });
    expect(checkOut.status).toBe(201);
    expect(checkOut.body).toMatchObject({ kind: "out", method: "self", occurredAt: clock.now.toISOString() });
  });

  it("a user without an identity number gives it at the first check-in; without it, 409 'Personnummer saknas'", async () => {
    const { admin, worker, other } = await signedInAs(app, { admin: "admin", worker: "worker", other: "worker" });
    const site = await readySite(admin.client);
    const path = `/api/sites/${site.id}/ledger`;
    const missing = await worker.client.post<ErrorBody>(path, { kind: "in" });
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ message: "Personnummer saknas", errors: { identityNumber: "Personnummer saknas" } });
    const invalid = await worker.client.post<ErrorBody>(path, { kind: "in", identityNumber: "19850412-3450" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.identityNumber).toBe("Ogiltigt personnummer (kontrollsiffran stämmer inte)");
    const othersNumber = await giveIdentityNumber(app, other.user.id);
    const taken = await worker.client.post<ErrorBody>(path, { kind: "in", identityNumber: othersNumber });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.identityNumber).toBe("Personnumret används redan av en annan användare");

    const own = newIdentityNumber();
    const given = await worker.client.post<LedgerEntry>(path, { kind: "in", identityNumber: own.replace("-", "") });
    expect(given.status).toBe(201);
    expect(given.body.person.identityNumber).toBe(masked(own));
    expect((await admin.client.get<PublicUser>(`/api/users/${worker.user.id}`)).body.identityNumber).toBe(own);
    const audits = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, worker.user.id));
    expect(audits.map((a) => a.action)).toContain("update");
    expect(JSON.stringify(audits)).not.toContain(own.slice(9));

    // From then on the stored number is used; another sent later changes nothing.
    clock.advance(60);
    const out = await worker.client.post<LedgerEntry>(path, { kind: "out", identityNumber: newIdentityNumber() });
    expect(out.body.person.identityNumber).toBe(masked(own));
    const [user] = await app.database.db.select().from(users).where(eq(users.id, worker.user.id));
    expect(user?.identityNumber).toBe(own);
  });
});

describe("the time of an entry", () => {
  it("may lie at most 2 minutes ahead and 48 hours behind; more than 10 minutes behind is late", async () => {
    const { admin, worker } = await adminAndWorker();
    const site = await readySite(admin.client);
    const path = `/api/sites/${site.id}/ledger`;
    const ahead = await worker.client.post<ErrorBody>(path, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, 3) });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors?.occurredAt).toBe("Tiden får ligga högst 2 minuter fram i tiden");
    const behind = await worker.client.post<ErrorBody>(path, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -48 * 60 - 1) });
    expect(behind.status).toBe(400);
    expect(behind.body.errors?.occurredAt).toBe("Tiden får ligga högst 48 timmar bakåt. Be platsansvarig om en rättelse.");
    const garbled = await worker.client.post<ErrorBody>(path, { kind: "in", occurredAt: "i morse" });
    expect(garbled.body.errors?.occurredAt).toBe("Ogiltig tidpunkt");

    const offline = await worker.client.post<LedgerEntry>(path, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -47 * 60) });
    expect(offline.status).toBe(201);
    expect(offline.body).toMatchObject({ late: true, occurredAt: minutesFrom(LEDGER_NOW, -47 * 60), recordedAt: LEDGER_NOW.toISOString() });
    const onTime = await worker.client.post<LedgerEntry>(path, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -10) });
    expect(onTime.body.late).toBe(false);
    const slightlyAhead = await worker.client.post<LedgerEntry>(path, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, 2) });
    expect(slightlyAhead.status).toBe(201);
  });

  it("must lie on one of the site's days", async () => {
    const { admin, worker } = await adminAndWorker();
    const site = await readySite(admin.client, { startDate: "2026-11-18" });
    const yesterday = await worker.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -13 * 60) });
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.errors?.occurredAt).toBe("Tiden måste ligga inom byggarbetsplatsens datum");
  });
});

describe("one state per person, on every site", () => {
  it("refuses a second check-in anywhere, a check-out without one, and one on another site", async () => {
    const { admin, worker } = await adminAndWorker();
    const [kajen, hamnen] = [await readySite(admin.client, { name: "Kajen" }), await readySite(admin.client, { name: "Hamnen" })];
    const post = (siteId: string, body: Record<string, unknown>) => worker.client.post<ErrorBody>(`/api/sites/${siteId}/ledger`, body);

    const notIn = await post(kajen.id, { kind: "out" });
    expect(notIn.status).toBe(409);
    expect(notIn.body.message).toBe("Åsa Öberg är inte incheckad");
    expect((await post(kajen.id, { kind: "in" })).status).toBe(201);
    clock.advance(5);
    for (const site of [kajen, hamnen]) {
      const again = await post(site.id, { kind: "in" });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("Åsa Öberg är redan incheckad på Kajen");
    }
    const elsewhere = await post(hamnen.id, { kind: "out" });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe("Åsa Öberg är incheckad på Kajen. Checka ut där.");

    const beforeIn = await post(kajen.id, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -1) });
    expect(beforeIn.status).toBe(409);
    expect(beforeIn.body.message).toBe("Utcheckningen kan inte ligga före incheckningen");
    expect((await post(kajen.id, { kind: "out" })).status).toBe(201);
    const beforeOut = await post(hamnen.id, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, 1) });
    expect(beforeOut.status).toBe(409);
    expect(beforeOut.body.message).toBe("Tiden ligger före den senaste registreringen");
    clock.advance(30);
    expect((await post(hamnen.id, { kind: "in" })).status).toBe(201);

    const rows = await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, worker.user.id));
    expect(rows.map((r) => `${r.kind}@${r.siteId === kajen.id ? "Kajen" : "Hamnen"}`).sort()).toEqual(["in@Hamnen", "in@Kajen", "out@Kajen"]);
  });
});

describe("checking oneself out after more than 12 hours", () => {
  it("without a time is refused with a question for the time one left; with one it is recorded, late", async () => {
    const { admin, worker } = await adminAndWorker();
    const site = await readySite(admin.client);
    const checkIn = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -15 * 60) });
    expect(checkIn.status).toBe(201);
    const now = await worker.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "out" });
    expect(now.status).toBe(409);
    expect(now.body.message).toBe("Du har varit incheckad i mer än 12 timmar – ange när du gick");
    expect(now.body.errors?.occurredAt).toBe(now.body.message);
    expect((await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.siteId, site.id))).map((e) => e.kind)).toEqual(["in"]);

    const left = minutesFrom(LEDGER_NOW, -15 * 60 + 8 * 60 + 30);
    const given = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out", occurredAt: left });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ kind: "out", occurredAt: left, method: "self", late: true });
  });

  it("at 12 hours exactly, 'now' is still the time", async () => {
    const { admin, worker } = await adminAndWorker();
    const site = await readySite(admin.client);
    expect((await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -12 * 60) })).status).toBe(201);
    expect((await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "out" })).status).toBe(201);
  });
});
