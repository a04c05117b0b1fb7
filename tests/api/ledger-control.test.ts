/**
 * The control list of a site (docs/product-rules.md §15): admin or platsansvarig; full identity
 * numbers; every correction a row of its own beside its original; today by default; filtered by
 * company and person; each opening written to the event log. And the view's header, 'present',
 * and who sees identity numbers in full.
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ledgerEvents } from "../../shared/schema";
import { maskSwedishIdentityNumber } from "../../shared/domain";
import type { ControlHeader, LedgerEntry, LedgerMe, PresentPerson } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { at, controlDay, eventCounts, eventsOf, plus } from "./helpers/control";
import { addSiteCompany, addSitePerson, giveIdentityNumber, LEDGER_NOW, OTHER_COMPANIES, OUR_COMPANY, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };

/**
 * A samlad site with a platsansvarig. Åsa works a night shift from 22:00 yesterday and forgets
 * to check out; the platsansvarig adds her check-out at 06:00 today. Piotr of another company
 * is checked in at 07:30; Åsa again from 08:00 to 11:00.
 */
async function siteWithADay() {
  const people = await signedInAs(app, { admin: "admin", boss: "worker", worker: { role: "worker", fullName: "Åsa Öberg" } });
  const identityNumber = await giveIdentityNumber(app, people.worker.user.id);
  const site = await readySite(people.admin.client, { ledgerScope: "site", responsibleIds: [people.boss.user.id] });
  const companyId = await addSiteCompany(app, site.id);
  const piotr = await addSitePerson(app, site.id, companyId, "Piotr Nowak");
  const post = (client: typeof people.worker.client, body: Record<string, unknown>) => client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, body);
  clock.now = new Date(at(-14 * 60));
  const night = await post(people.worker.client, { kind: "in" });
  clock.now = new Date(at(1));
  const added = await people.boss.client.post<LedgerEntry>(`/api/ledger/${night.body.id}/corrections`, {
    kind: "out",
    occurredAt: at(-6 * 60),
    reason: "Glömde checka ut efter nattskiftet",
  });
  clock.advance(1);
  const piotrIn = await post(people.boss.client, { kind: "in", personId: piotr.personId, occurredAt: at(-4 * 60 - 30) });
  const morning = await post(people.worker.client, { kind: "in", occurredAt: at(-4 * 60) });
  clock.advance(1);
  const out = await post(people.worker.client, { kind: "out", occurredAt: at(-60) });
  for (const r of [night, added, piotrIn, morning, out]) if (r.status !== 201) throw new Error(r.text);
  const list = (client: typeof people.admin.client, query = "") => client.get<LedgerEntry[] & ErrorBody>(`/api/sites/${site.id}/ledger${query}`);
  return { ...people, site, companyId, piotr, identityNumber, ids: { night, added, piotrIn, morning, out }, list };
}

describe("GET /api/sites/{id}/ledger", () => {
  it("lists today's entries by time, in full, with the night shift's check-in beside its added check-out", async () => {
    const { boss, list, ids, identityNumber, piotr, site } = await siteWithADay();
    const res = await list(boss.client);
    expect(res.status).toBe(200);
    expect(res.body.map((e) => e.id)).toEqual([ids.night, ids.added, ids.piotrIn, ids.morning, ids.out].map((r) => r.body.id));
    expect(res.body[0]).toMatchObject({ kind: "in", occurredAt: at(-14 * 60), supersededBy: null, late: false });
    expect(res.body[1]).toMatchObject({ kind: "out", method: "correction", correction: { correctsId: ids.night.body.id, void: false } });
    expect(res.body[2]?.person).toEqual({
      userId: null,
      personId: piotr.personId,
      fullName: "Piotr Nowak",
      identityNumber: piotr.identityNumber,
      company: OTHER_COMPANIES.ror,
    });
    expect(res.body[3]?.person).toMatchObject({ fullName: "Åsa Öberg", identityNumber, company: OUR_COMPANY });

    const events = await app.database.db
      .select()
      .from(ledgerEvents)
      .where(and(eq(ledgerEvents.siteId, site.id), eq(ledgerEvents.action, "view")));
    expect(events).toMatchObject([{ actorId: boss.user.id, entryId: null, details: { from: "2026-11-18", to: "2026-11-18", rows: 5 } }]);
  });

  it("reads a chosen period and refuses one backwards or longer than 366 days", async () => {
    const { admin, list, ids } = await siteWithADay();
    expect((await list(admin.client, "?from=2026-11-17&to=2026-11-17")).body.map((e) => e.id)).toEqual([ids.night.body.id, ids.added.body.id]);
    expect((await list(admin.client, "?from=2026-11-16&to=2026-11-16")).body).toEqual([]);
    expect((await list(admin.client, "?from=2025-11-18&to=2026-11-18")).status).toBe(200);
    const long = await list(admin.client, "?from=2025-11-17&to=2026-11-18");
    expect(long.status).toBe(400);
    expect(long.body.errors?.to).toBe("Välj en period på högst 366 dagar");
    const backwards = await list(admin.client, "?from=2026-11-18&to=2026-11-17");
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.to).toBe("Till-datum kan inte vara före från-datum");
    expect((await list(admin.client, "?from=2026-02-30")).body.errors?.from).toBe("Ogiltigt datum");
  });

  it("filters by person (name or identity number) and by company: ours or one of the site's", async () => {
    const { admin, list, ids, piotr, companyId, identityNumber } = await siteWithADay();
    const idsOf = (body: LedgerEntry[]) => body.map((e) => e.id);
    const asa = [ids.night, ids.added, ids.morning, ids.out].map((r) => r.body.id);
    expect(idsOf((await list(admin.client, "?q=nowak")).body)).toEqual([ids.piotrIn.body.id]);
    expect(idsOf((await list(admin.client, `?q=${identityNumber}`)).body)).toEqual(asa);
    expect(idsOf((await list(admin.client, `?q=${piotr.identityNumber.replace("-", "")}`)).body)).toEqual([ids.piotrIn.body.id]);
    expect(idsOf((await list(admin.client, "?q=%25")).body)).toEqual([]);
    expect(idsOf((await list(admin.client, "?companyId=own")).body)).toEqual(asa);
    expect(idsOf((await list(admin.client, `?companyId=${companyId}`)).body)).toEqual([ids.piotrIn.body.id]);
    for (const companyId of [crypto.randomUUID(), "annat"]) {
      const res = await list(admin.client, `?companyId=${companyId}`);
      expect(res.status).toBe(400);
      expect(res.body.errors?.companyId).toBe("Företaget finns inte på byggarbetsplatsen");
    }
    // The log knows a search was made, never what was searched for. Only what an event says is
    // read: its ids and chain hashes are random hex, in which any four digits turn up by chance.
    const events = await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.action, "view"));
    expect(events.some((event) => (event.details as { search?: boolean }).search === true)).toBe(true);
    expect(JSON.stringify(events.map((event) => event.details))).not.toContain(identityNumber.slice(9));
  });

  it("is for an admin and the site's platsansvarig: another worker 403 (404 on a site it cannot read)", async () => {
    const { admin, worker, site } = await siteWithADay();
    const { customer } = await signedInAs(app, { customer: "customer" });
    expect((await worker.client.get(`/api/sites/${site.id}/ledger`)).status).toBe(404);
    const project = await app.createProject();
    await admin.client.patch(`/api/sites/${site.id}`, { projectIds: [project.id] });
    expect((await worker.client.get(`/api/sites/${site.id}/ledger`)).status).toBe(403);
    expect((await customer.client.get(`/api/sites/${site.id}/ledger`)).status).toBe(403);
    expect((await admin.client.get(`/api/sites/${crypto.randomUUID()}/ledger`)).status).toBe(404);
    expect((await app.client().get(`/api/sites/${site.id}/ledger`)).status).toBe(401);
  });
});

describe("GET /api/sites/{id}/control", () => {
  it("names the site, the byggherre, our company and the site's other companies, and writes no event", async () => {
    const day = await controlDay(app, clock);
    const before = await eventCounts(app, day.site.id);
    const res = await day.boss.client.get<ControlHeader>(`/api/sites/${day.site.id}/control`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      site: {
        id: day.site.id,
        name: day.site.name,
        address: day.site.address,
        skvId: day.site.skvId,
        ledgerScope: "site",
        builderName: day.site.builderName,
        builderOrgNumber: day.site.builderOrgNumber,
      },
      // Never changed: one version, without bounds.
      history: [
        {
          from: null,
          to: null,
          site: {
            name: day.site.name,
            address: day.site.address,
            skvId: day.site.skvId,
            ledgerScope: "site",
            builderName: day.site.builderName,
            builderOrgNumber: day.site.builderOrgNumber,
          },
        },
      ],
      ourCompany: { ...OUR_COMPANY, unreadable: [] },
      companies: [{ id: day.companyId, ...OTHER_COMPANIES.ror }],
    });
    expect(await eventCounts(app, day.site.id)).toEqual(before);
  });

  it("lists no other companies on a site whose ledger is our own; the same guard as the list", async () => {
    const day = await controlDay(app, clock);
    const own = await readySite(day.admin.client);
    expect((await day.admin.client.get<ControlHeader>(`/api/sites/${own.id}/control`)).body).toMatchObject({
      site: { ledgerScope: "own", skvId: "SKV-12345" },
      companies: [],
    });
    expect((await day.outsider.client.get(`/api/sites/${day.site.id}/control`)).status).toBe(403);
    expect((await day.outsider.client.get(`/api/sites/${own.id}/control`)).status).toBe(404);
    expect((await day.customer.client.get(`/api/sites/${own.id}/control`)).status).toBe(403);
    expect((await app.client().get(`/api/sites/${own.id}/control`)).status).toBe(401);
    expect((await day.admin.client.get(`/api/sites/${crypto.randomUUID()}/control`)).status).toBe(404);
  });
});

describe("who sees identity numbers in full", () => {
  it("the control list, 'present' and the CSV in full; the worker's own answers masked", async () => {
    const day = await controlDay(app, clock);
    const full = day.identityNumber;
    const masked = maskSwedishIdentityNumber(full);
    const list = await day.boss.client.get<LedgerEntry[]>(`/api/sites/${day.site.id}/ledger`);
    expect(list.body.filter((e) => e.person.fullName === "Åsa Öberg").map((e) => e.person.identityNumber)).toContain(full);
    const present = await day.boss.client.get<PresentPerson[]>(`/api/sites/${day.site.id}/present`);
    expect(present.body.map((p) => p.person.identityNumber)).toEqual([day.piotr.identityNumber]);
    expect((await day.boss.client.download(`/api/sites/${day.site.id}/ledger.csv`)).text).toContain(full);

    const me = await day.worker.client.get<LedgerMe>("/api/ledger/me");
    expect(me.body.today.map((e) => e.person.identityNumber)).toContain(masked);
    expect(me.text).not.toContain(full);
    clock.now = new Date(at(10));
    const entry = await day.worker.client.post<LedgerEntry>(`/api/sites/${day.site.id}/ledger`, { kind: "in" });
    expect(entry.body.person.identityNumber).toBe(masked);
    const corrected = await day.boss.client.post<LedgerEntry>(`/api/ledger/${entry.body.id}/corrections`, { void: true, reason: "Checkade in av misstag" });
    expect(corrected.body.person.identityNumber).toBe(masked);
  });
});

describe("GET /api/sites/{id}/present", () => {
  it("writes one 'view' row saying 'present' and how many", async () => {
    const day = await controlDay(app, clock);
    const before = await eventCounts(app, day.site.id);
    expect((await day.admin.client.get(`/api/sites/${day.site.id}/present`)).status).toBe(200);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { view: 1 }));
    const [event] = await eventsOf(app, day.site.id, "view");
    expect(event).toMatchObject({ actorId: day.admin.user.id, details: { read: "present", rows: 1 } });
    // Refused readings write nothing.
    expect((await day.outsider.client.get(`/api/sites/${day.site.id}/present`)).status).toBe(403);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { view: 1 }));
  });
});
