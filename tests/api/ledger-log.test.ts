/**
 * The personalliggare's event log (docs/product-rules.md §15, "Kontroll"):
 * GET /api/sites/{id}/ledger/log for an admin, newest first, a page at a time, with who acted
 * (nobody for an inspector's link); no row ever holds a full identity number.
 */
import crypto from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { CreatedInspectionLink, LedgerEntry, LedgerLogEvent, SiteCompany, SitePerson } from "../../shared/types";
import { writeLedgerEvent } from "../../server/sites/ledger-events";
import { signedInAs } from "../support/builders";
import { at, controlDay } from "./helpers/control";
import { LEDGER_NOW, newIdentityNumber, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

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
