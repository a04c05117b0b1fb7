/**
 * Where people stand now (docs/product-rules.md §15): the worker's own card (GET
 * /api/ledger/me, masked), who is present on a site (full numbers, as the control list), and the
 * roster a platsansvarig registers from (masked).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { LedgerEntry, LedgerMe, PresentPerson, RosterPerson } from "../../shared/types";
import { signedInAs } from "../support/builders";
import {
  addSiteCompany,
  addSitePerson,
  giveIdentityNumber,
  LEDGER_NOW,
  minutesFrom,
  OTHER_COMPANIES,
  OUR_COMPANY,
  readySite,
  testClock,
} from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

const masked = (identityNumber: string) => `${identityNumber.slice(0, 8)}-****`;

async function crew() {
  const people = await signedInAs(app, {
    admin: "admin",
    boss: "worker",
    worker: { role: "worker", fullName: "Åsa Öberg" },
    mate: { role: "worker", fullName: "Karl Karlsson" },
  });
  const numbers = {
    worker: await giveIdentityNumber(app, people.worker.user.id),
    mate: await giveIdentityNumber(app, people.mate.user.id),
  };
  const site = await readySite(people.admin.client, { name: "Kajen", ledgerScope: "site", responsibleIds: [people.boss.user.id] });
  const other = await readySite(people.admin.client, { name: "Hamnen" });
  const checkIn = (client: typeof people.worker.client, siteId: string, body: Record<string, unknown> = {}) =>
    client.post<LedgerEntry>(`/api/sites/${siteId}/ledger`, { kind: "in", ...body });
  return { ...people, numbers, site, other, checkIn };
}

describe("GET /api/ledger/me", () => {
  it("says where and since when the worker is checked in, with today's own entries masked, oldest first", async () => {
    const { worker, site, numbers, checkIn } = await crew();
    expect((await worker.client.get<LedgerMe>("/api/ledger/me")).body).toEqual({ checkedIn: null, today: [], responsibleFor: [] });

    await checkIn(worker.client, site.id, { occurredAt: minutesFrom(LEDGER_NOW, -25 * 60) });
    await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -24 * 60) });
    const morning = await checkIn(worker.client, site.id, { occurredAt: minutesFrom(LEDGER_NOW, -4 * 60) });
    clock.advance(1);
    const lunch = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out", occurredAt: minutesFrom(LEDGER_NOW, -60) });
    clock.advance(1);
    const afternoon = await checkIn(worker.client, site.id);

    const me = await worker.client.get<LedgerMe>("/api/ledger/me");
    expect(me.body.checkedIn).toEqual({ site: { id: site.id, name: "Kajen" }, since: afternoon.body.occurredAt });
    expect(me.body.today.map((e) => e.id)).toEqual([morning.body.id, lunch.body.id, afternoon.body.id]);
    expect(me.body.today[0]?.person.identityNumber).toBe(masked(numbers.worker));
    expect(me.text).not.toContain(numbers.worker.slice(9));
  });

  it("names the sites where the user is platsansvarig; an admin's are every site; a customer gets 403", async () => {
    const { admin, boss, site, other } = await crew();
    const { customer } = await signedInAs(app, { customer: "customer" });
    expect((await boss.client.get<LedgerMe>("/api/ledger/me")).body.responsibleFor).toEqual([{ id: site.id, name: "Kajen" }]);
    const all = (await admin.client.get<LedgerMe>("/api/ledger/me")).body.responsibleFor;
    expect(all).toEqual(
      expect.arrayContaining([
        { id: site.id, name: "Kajen" },
        { id: other.id, name: "Hamnen" },
      ]),
    );
    expect((await customer.client.get("/api/ledger/me")).status).toBe(403);
  });
});

describe("GET /api/sites/{id}/present", () => {
  it("lists who is checked in on the site now, in full; not those checked out or elsewhere", async () => {
    const { admin, boss, worker, mate, site, other, numbers, checkIn } = await crew();
    const piotr = await addSitePerson(app, site.id, await addSiteCompany(app, site.id), "Piotr Nowak");
    const asaIn = await checkIn(worker.client, site.id);
    const piotrIn = await checkIn(boss.client, site.id, { personId: piotr.personId });
    await checkIn(mate.client, other.id);
    const present = await boss.client.get<PresentPerson[]>(`/api/sites/${site.id}/present`);
    expect(present.status).toBe(200);
    // By name, in the database's collation: where 'Å' sorts differs, so the order is not asserted.
    expect(present.body).toHaveLength(2);
    expect(present.body).toEqual(
      expect.arrayContaining([
        {
          person: { userId: null, personId: piotr.personId, fullName: "Piotr Nowak", identityNumber: piotr.identityNumber, company: OTHER_COMPANIES.ror },
          since: LEDGER_NOW.toISOString(),
          entryId: piotrIn.body.id,
        },
        {
          person: { userId: worker.user.id, personId: null, fullName: "Åsa Öberg", identityNumber: numbers.worker, company: OUR_COMPANY },
          since: LEDGER_NOW.toISOString(),
          entryId: asaIn.body.id,
        },
      ]),
    );
    clock.advance(30);
    await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "out" });
    expect((await admin.client.get<PresentPerson[]>(`/api/sites/${site.id}/present`)).body.map((p) => p.person.fullName)).toEqual(["Piotr Nowak"]);
    expect((await worker.client.get(`/api/sites/${site.id}/present`)).status).toBe(404);
  });
});

describe("GET /api/sites/{id}/roster", () => {
  it("offers our active workers (masked) and the site's people, each with where they stand", async () => {
    const { admin, boss, worker, mate, site, other, numbers, checkIn } = await crew();
    const { bare, customer } = await signedInAs(app, { bare: { role: "worker", fullName: "Nils Nummerlös" }, customer: "customer" });
    const piotr = await addSitePerson(app, site.id, await addSiteCompany(app, site.id, OTHER_COMPANIES.el), "Piotr Nowak");
    const stranger = await addSitePerson(app, other.id, await addSiteCompany(app, other.id), "Jan Annanstans");
    const workerIn = await checkIn(worker.client, site.id);
    await checkIn(mate.client, other.id);

    const roster = await boss.client.get<RosterPerson[]>(`/api/sites/${site.id}/roster`);
    expect(roster.status).toBe(200);
    // Names repeat across this file's tests; ids do not.
    const byId = (id: string) => roster.body.find((r) => (r.person.userId ?? r.person.personId) === id);
    expect(byId(worker.user.id)).toEqual({
      person: { userId: worker.user.id, personId: null, fullName: "Åsa Öberg", identityNumber: masked(numbers.worker), company: OUR_COMPANY },
      checkedInSince: LEDGER_NOW.toISOString(),
      checkedInEntryId: workerIn.body.id,
      checkedInElsewhere: null,
    });
    expect(byId(mate.user.id)).toMatchObject({ checkedInSince: null, checkedInEntryId: null, checkedInElsewhere: "Hamnen" });
    expect(byId(bare.user.id)).toMatchObject({ person: { userId: bare.user.id, identityNumber: null }, checkedInSince: null, checkedInElsewhere: null });
    expect(byId(piotr.personId)).toEqual({
      person: { userId: null, personId: piotr.personId, fullName: "Piotr Nowak", identityNumber: masked(piotr.identityNumber), company: OTHER_COMPANIES.el },
      checkedInSince: null,
      checkedInEntryId: null,
      checkedInElsewhere: null,
    });
    const ids = roster.body.map((r) => r.person.userId ?? r.person.personId);
    expect(ids).not.toContain(stranger.personId);
    expect(ids).not.toContain(customer.user.id);
    expect(ids).not.toContain(admin.user.id);
    expect(roster.text).not.toContain(numbers.worker.slice(9));

    // A site of our own people offers no one else's.
    const own = await admin.client.get<RosterPerson[]>(`/api/sites/${other.id}/roster`);
    expect(own.body.every((r) => r.person.personId === null)).toBe(true);
    expect(own.body.find((r) => r.person.userId === mate.user.id)?.checkedInSince).toBe(LEDGER_NOW.toISOString());
    expect((await mate.client.get(`/api/sites/${site.id}/roster`)).status).toBe(404);
  });
});
