/**
 * Registering someone else (docs/product-rules.md §15): an admin, or the site's platsansvarig,
 * checks in one of our users or, on a samlad site, a person of another company. The entry
 * keeps who and which company as they were.
 */
import crypto from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../shared/types";
import { payrollSettingsInput, signedInAs } from "../support/builders";
import { addSiteCompany, addSitePerson, giveIdentityNumber, LEDGER_NOW, OTHER_COMPANIES, OUR_COMPANY, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };
const masked = (identityNumber: string) => `${identityNumber.slice(0, 8)}-****`;

async function team() {
  const people = await signedInAs(app, {
    admin: "admin",
    boss: { role: "worker", fullName: "Bo Platschef" },
    worker: { role: "worker", fullName: "Åsa Öberg" },
    mate: { role: "worker", fullName: "Karl Karlsson" },
  });
  await Promise.all([people.worker, people.mate].map((p) => giveIdentityNumber(app, p.user.id)));
  return people;
}

describe("registering one of our users", () => {
  it("an admin and the site's platsansvarig may; the answer names who recorded it", async () => {
    const { admin, boss, worker, mate } = await team();
    const site = await readySite(admin.client, { responsibleIds: [boss.user.id] });
    const byAdmin = await admin.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", userId: worker.user.id });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body).toMatchObject({
      method: "registered",
      person: { userId: worker.user.id, fullName: "Åsa Öberg", company: OUR_COMPANY },
      recordedBy: { id: admin.user.id, fullName: admin.user.fullName },
    });
    const byBoss = await boss.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", userId: mate.user.id });
    expect(byBoss.status).toBe(201);
    expect(byBoss.body).toMatchObject({ method: "registered", recordedBy: { id: boss.user.id } });
    // Naming oneself is checking oneself in.
    await giveIdentityNumber(app, boss.user.id);
    const own = await boss.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", userId: boss.user.id });
    expect(own.body.method).toBe("self");
  });

  it("a worker naming another, or a platsansvarig of another site, gets 403", async () => {
    const { admin, boss, worker, mate } = await team();
    const [here, there] = [await readySite(admin.client), await readySite(admin.client, { responsibleIds: [boss.user.id] })];
    expect(there.id).not.toBe(here.id);
    for (const actor of [worker, boss]) {
      const res = await actor.client.post<ErrorBody>(`/api/sites/${here.id}/ledger`, { kind: "in", userId: mate.user.id });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Du får inte registrera någon annan på den här byggarbetsplatsen");
    }
  });

  it("names only an active user of ours, with an identity number", async () => {
    const { admin, worker } = await team();
    const { customer, gone, bare } = await signedInAs(app, { customer: "customer", gone: "worker", bare: { role: "worker", fullName: "Nils Nummerlös" } });
    await admin.client.patch(`/api/users/${gone.user.id}`, {
      username: gone.user.username,
      fullName: gone.user.fullName,
      email: gone.user.email,
      role: "worker",
      active: false,
    });
    const site = await readySite(admin.client);
    for (const userId of [crypto.randomUUID(), customer.user.id, gone.user.id]) {
      const res = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "in", userId });
      expect(res.status).toBe(400);
      expect(res.body.errors?.userId).toBe("Personen finns inte");
    }
    const noNumber = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "in", userId: bare.user.id, identityNumber: "19121212-1212" });
    expect(noNumber.status).toBe(409);
    expect(noNumber.body.message).toBe("Nils Nummerlös saknar personnummer. En administratör lägger in det på användaren.");
    const both = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "in", userId: worker.user.id, personId: crypto.randomUUID() });
    expect(both.status).toBe(400);
    expect(both.body.errors?.personId).toBe("Ange antingen en användare eller en person, inte båda");
  });

  it("keeps the name and company as they were: a later change of either rewrites no entry", async () => {
    const { admin, worker } = await team();
    const site = await readySite(admin.client);
    const entry = await admin.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", userId: worker.user.id });
    expect(entry.status).toBe(201);
    const u = worker.user;
    await admin.client.patch(`/api/users/${u.id}`, { username: u.username, fullName: "Åsa Nygift", email: u.email, role: "worker" });
    await admin.client.put("/api/settings/payroll", payrollSettingsInput({ companyName: "Nytt Namn AB" }));
    const list = await admin.client.get<LedgerEntry[]>(`/api/sites/${site.id}/ledger`);
    expect(list.body.find((e) => e.id === entry.body.id)?.person).toMatchObject({ fullName: "Åsa Öberg", company: OUR_COMPANY });
    await admin.client.put("/api/settings/payroll", payrollSettingsInput());
  });
});

describe("registering a person of another company", () => {
  it("on a samlad site: the site company's name and org number, the number masked", async () => {
    const { admin, boss } = await team();
    const site = await readySite(admin.client, { ledgerScope: "site", responsibleIds: [boss.user.id] });
    const companyId = await addSiteCompany(app, site.id);
    const piotr = await addSitePerson(app, site.id, companyId, "Piotr Nowak");
    const res = await boss.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in", personId: piotr.personId });
    expect(res.status).toBe(201);
    expect(res.body.person).toEqual({
      userId: null,
      personId: piotr.personId,
      fullName: "Piotr Nowak",
      identityNumber: masked(piotr.identityNumber),
      company: OTHER_COMPANIES.ror,
    });
    expect(res.body.method).toBe("registered");
    const again = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "in", personId: piotr.personId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Piotr Nowak är redan incheckad på ${site.name}`);
    clock.advance(60);
    expect((await admin.client.post(`/api/sites/${site.id}/ledger`, { kind: "out", personId: piotr.personId })).status).toBe(201);
  });

  it("a worker may not; a person of another site is unknown; a site of our own people takes none", async () => {
    const { admin, worker } = await team();
    const samlad = await readySite(admin.client, { ledgerScope: "site" });
    const other = await readySite(admin.client, { ledgerScope: "site" });
    const own = await readySite(admin.client);
    const person = await addSitePerson(app, other.id, await addSiteCompany(app, other.id, OTHER_COMPANIES.el));

    expect((await worker.client.post(`/api/sites/${other.id}/ledger`, { kind: "in", personId: person.personId })).status).toBe(403);
    const unknown = await admin.client.post<ErrorBody>(`/api/sites/${samlad.id}/ledger`, { kind: "in", personId: person.personId });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.personId).toBe("Personen finns inte på den här byggarbetsplatsen");
    const notSamlad = await admin.client.post<ErrorBody>(`/api/sites/${own.id}/ledger`, { kind: "in", personId: person.personId });
    expect(notSamlad.status).toBe(409);
    expect(notSamlad.body.message).toBe("Andra företag registreras bara på en byggarbetsplats med samlad personalliggare");
  });
});

describe("checking someone out after more than 12 hours", () => {
  it("without a time is refused, naming the person; with the time they left it is recorded", async () => {
    const { admin, boss, worker } = await team();
    const site = await readySite(admin.client, { responsibleIds: [boss.user.id] });
    const since = new Date(LEDGER_NOW.getTime() - 13 * 60 * 60_000).toISOString();
    expect((await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: since })).status).toBe(201);
    for (const actor of [boss, admin]) {
      const res = await actor.client.post<ErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "out", userId: worker.user.id });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Incheckad i mer än 12 timmar – ange när Åsa Öberg gick");
    }
    const left = new Date(LEDGER_NOW.getTime() - 4 * 60 * 60_000).toISOString();
    const out = await boss.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out", userId: worker.user.id, occurredAt: left });
    expect(out.status).toBe(201);
    expect(out.body).toMatchObject({ kind: "out", occurredAt: left, method: "registered" });
  });
});
