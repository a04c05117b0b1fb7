/**
 * The control list of a site (docs/product-rules.md §15): admin or platsansvarig; full identity
 * numbers; every correction a row of its own beside its original; today by default; filtered by
 * company and person; each opening written to the event log.
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ledgerEvents } from "../../shared/schema";
import type { LedgerEntry } from "../../shared/types";
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

type ErrorBody = { message: string; errors?: Record<string, string> };
const at = (minutes: number) => minutesFrom(LEDGER_NOW, minutes);

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
    // The log knows a search was made, never what was searched for.
    const events = await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.action, "view"));
    expect(JSON.stringify(events)).not.toContain(identityNumber.slice(9));
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
