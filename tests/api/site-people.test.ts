/**
 * Other companies and their people on a site whose personalliggare is the samlade one
 * (server/sites/people-*.ts, docs/product-rules.md §15, Other companies and people).
 */
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLogs, ledgerEvents, siteCompanies, sitePeople } from "../../shared/schema";
import type { Site, SiteCompany, SitePerson } from "../../shared/types";
import { createLogger } from "../../server/lib/logger";
import { signedInAs, siteInput } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";
import { withoutRandomIds } from "./helpers/personal-data";

const NOW = new Date("2026-11-18T11:00:00Z");
// Every line the server logs, at the most talkative level: identity numbers must never be among them.
const logged: string[] = [];
const app = useTestApp({ now: () => NOW, logger: createLogger("debug") });

beforeEach(() => {
  logged.length = 0;
  for (const method of ["log", "error", "warn"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
});
afterEach(() => {
  vi.restoreAllMocks();
});

type ErrorBody = { message: string; errors?: Record<string, string> };

const OTHER_ORG = "556012-3456";
const THIRD_ORG = "559900-1236";
const ANNA = { fullName: "Anna Berg", identityNumber: "19900101-1239" };
const BO = { fullName: "Bo Ek", identityNumber: "19750203-4569" };

/** A samlad site (unless `ledgerScope` says otherwise) with `boss` as platsansvarig and a project open to every worker. */
async function makeSite(admin: TestClient, responsibleIds: string[], ledgerScope: "site" | "own" = "site"): Promise<Site> {
  const project = await app.createProject();
  const res = await admin.post<Site>(
    "/api/sites",
    siteInput({ name: `Kv. Kajen ${project.id.slice(0, 6)}`, ledgerScope, endDate: null, responsibleIds, projectIds: [project.id] }),
  );
  expect(res.status).toBe(201);
  return res.body;
}

async function setup() {
  const users = await signedInAs(app, { admin: "admin", boss: "worker", worker: "worker", customer: "customer" });
  const site = await makeSite(users.admin.client, [users.boss.user.id]);
  return { ...users, site };
}

const countRows = async (siteId: string) => ({
  companies: (await app.database.db.select().from(siteCompanies).where(eq(siteCompanies.siteId, siteId))).length,
  people: (await app.database.db.select().from(sitePeople).where(eq(sitePeople.siteId, siteId))).length,
  events: (await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.siteId, siteId))).length,
});

describe("who may manage the other companies and people", () => {
  it("an admin and the site's platsansvarig may; another worker gets 403 where it can read the site and 404 where it cannot", async () => {
    const { admin, boss, worker, customer, site } = await setup();
    const company = await boss.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    expect(company.status).toBe(201);
    const person = await admin.client.post<SitePerson>(`/api/sites/${site.id}/people`, { companyId: company.body.id, ...ANNA });
    expect(person.status).toBe(201);
    expect((await boss.client.get<SitePerson[]>(`/api/sites/${site.id}/people`)).body.map((p) => p.id)).toEqual([person.body.id]);
    expect((await admin.client.get<SiteCompany[]>(`/api/sites/${site.id}/companies`)).body.map((c) => c.id)).toEqual([company.body.id]);

    // The worker reads the site (its project is open to all) but is not platsansvarig there: 403,
    // before its body is looked at. On a site it cannot read at all, 404.
    const hidden = await makeSite(admin.client, [boss.user.id]);
    const hiddenProject = await app.createProject();
    await admin.client.put(`/api/projects/${hiddenProject.id}/workers`, { workerIds: [boss.user.id] });
    await admin.client.patch(`/api/sites/${hidden.id}`, { projectIds: [hiddenProject.id] });
    const calls: [string, string, unknown][] = [
      ["GET", "companies", undefined],
      ["POST", "companies", {}],
      ["GET", "people", undefined],
      ["POST", "people", {}],
      ["PATCH", `people/${person.body.id}`, {}],
    ];
    for (const [method, path, body] of calls) {
      expect((await worker.client.request(method, `/api/sites/${site.id}/${path}`, body)).status, `${method} ${path}`).toBe(403);
      expect((await worker.client.request(method, `/api/sites/${hidden.id}/${path}`, body)).status, `${method} ${path} hidden`).toBe(404);
      expect((await customer.client.request(method, `/api/sites/${site.id}/${path}`, body)).status, `${method} ${path} customer`).toBe(403);
      expect((await app.client().request(method, `/api/sites/${site.id}/${path}`, body)).status, `${method} ${path} signed out`).toBe(401);
    }
    // A platsansvarig of another site is a worker like any other here.
    const elsewhere = await makeSite(admin.client, [worker.user.id]);
    expect((await boss.client.get(`/api/sites/${elsewhere.id}/people`)).status).toBe(403);
    expect((await admin.client.get(`/api/sites/${crypto.randomUUID()}/people`)).status).toBe(404);
    expect((await admin.client.patch(`/api/sites/${site.id}/people/${crypto.randomUUID()}`, { fullName: "X" })).status).toBe(404);
  });

  it("only a samlad site takes them: 409 on a site whose ledger is our own, whose lists stay readable", async () => {
    const { admin, boss } = await signedInAs(app, { admin: "admin", boss: "worker" });
    const own = await makeSite(admin.client, [boss.user.id], "own");
    const refused = await boss.client.post<ErrorBody>(`/api/sites/${own.id}/companies`, { name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Andra företag registreras bara på en byggarbetsplats med samlad personalliggare");
    expect((await boss.client.post(`/api/sites/${own.id}/people`, { companyId: crypto.randomUUID(), ...ANNA })).status).toBe(409);
    expect((await admin.client.get<SiteCompany[]>(`/api/sites/${own.id}/companies`)).body).toEqual([]);

    // Registered while samlad, the people stay readable after the site changes scope, but take no change.
    const samlad = await makeSite(admin.client, [boss.user.id]);
    const company = await admin.client.post<SiteCompany>(`/api/sites/${samlad.id}/companies`, { name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    const person = await admin.client.post<SitePerson>(`/api/sites/${samlad.id}/people`, { companyId: company.body.id, ...ANNA });
    await admin.client.patch(`/api/sites/${samlad.id}`, { ledgerScope: "own" });
    expect((await admin.client.get<SitePerson[]>(`/api/sites/${samlad.id}/people`)).body).toHaveLength(1);
    const patched = await admin.client.patch<ErrorBody>(`/api/sites/${samlad.id}/people/${person.body.id}`, { fullName: "Anna Ny" });
    expect(patched.status).toBe(409);
    expect((await countRows(samlad.id)).people).toBe(1);
  });
});

describe("companies and people", () => {
  it("registers companies and people: lists by name, identity numbers masked in every answer, stored in full, audited and logged masked", async () => {
    const { admin, boss, site } = await setup();
    const rör = await boss.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: " Rör & Vent AB ", orgNumber: "5560123456" });
    expect(rör.status).toBe(201);
    expect(rör.body).toEqual({ id: expect.any(String), siteId: site.id, name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    const el = await boss.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: "El-Bolaget AB", orgNumber: THIRD_ORG });
    expect((await boss.client.get<SiteCompany[]>(`/api/sites/${site.id}/companies`)).body.map((c) => c.name)).toEqual(["El-Bolaget AB", "Rör & Vent AB"]);

    const bo = await boss.client.post<SitePerson>(`/api/sites/${site.id}/people`, {
      companyId: el.body.id,
      ...BO,
      identityNumber: "197502034569",
      id06CardNumber: " ID06-778 ",
    });
    expect(bo.status).toBe(201);
    expect(bo.body).toEqual({
      id: expect.any(String),
      siteId: site.id,
      companyId: el.body.id,
      fullName: "Bo Ek",
      identityNumber: "19750203-****",
      id06CardNumber: "ID06-778",
    });
    const anna = await boss.client.post<SitePerson>(`/api/sites/${site.id}/people`, { companyId: rör.body.id, ...ANNA });
    expect(anna.body).toMatchObject({ identityNumber: "19900101-****", id06CardNumber: null });

    const list = await admin.client.get<SitePerson[]>(`/api/sites/${site.id}/people`);
    expect(list.body.map((p) => [p.fullName, p.identityNumber])).toEqual([
      ["Anna Berg", "19900101-****"],
      ["Bo Ek", "19750203-****"],
    ]);
    expect(withoutRandomIds(list.text)).not.toContain("1239");
    expect(withoutRandomIds(list.text)).not.toContain("4569");
    const rows = await app.database.db.select().from(sitePeople).where(eq(sitePeople.siteId, site.id));
    expect(rows.map((r) => r.identityNumber).sort()).toEqual(["19750203-4569", "19900101-1239"]);

    const audits = await app.database.db
      .select()
      .from(auditLogs)
      .where(inArray(auditLogs.entityId, [rör.body.id, el.body.id, bo.body.id, anna.body.id]));
    expect(audits.map((a) => `${a.entityType} ${a.action}`).sort()).toEqual([
      "site_company create",
      "site_company create",
      "site_person create",
      "site_person create",
    ]);
    expect(audits.every((a) => a.userId === boss.user.id)).toBe(true);
    expect(JSON.stringify(audits)).toContain("19900101-****");
    expect(withoutRandomIds(JSON.stringify(audits))).not.toMatch(/1239|4569/);

    const events = await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.siteId, site.id)).orderBy(ledgerEvents.id);
    expect(events.map((e) => [e.action, e.actorId, e.entryId])).toEqual([
      ["company-create", boss.user.id, null],
      ["company-create", boss.user.id, null],
      ["person-create", boss.user.id, null],
      ["person-create", boss.user.id, null],
    ]);
    expect(events[0]?.details).toEqual({ companyId: rör.body.id, name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    expect(events[3]?.details).toMatchObject({ personId: anna.body.id, companyId: rör.body.id, fullName: "Anna Berg", identityNumber: "19900101-****" });
    expect(withoutRandomIds(JSON.stringify(events))).not.toMatch(/1239|4569/);
    expect(withoutRandomIds(logged.join("\n"))).not.toMatch(/1239|4569/);
  });

  it("a second company with the org number, or person with the identity number, on the same site is 409; on another site it is welcome", async () => {
    const { admin, site } = await setup();
    const company = await admin.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    await admin.client.post(`/api/sites/${site.id}/people`, { companyId: company.body.id, ...ANNA });
    const before = await countRows(site.id);

    const sameOrg = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/companies`, { name: "Rör och Vent", orgNumber: "5560123456" });
    expect(sameOrg.status).toBe(409);
    expect(sameOrg.body).toMatchObject({
      message: "Företaget finns redan på byggarbetsplatsen",
      errors: { orgNumber: "Företaget finns redan på byggarbetsplatsen" },
    });
    const samePerson = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/people`, {
      companyId: company.body.id,
      fullName: "Anna B.",
      identityNumber: "199001011239",
    });
    expect(samePerson.status).toBe(409);
    expect(samePerson.body).toMatchObject({
      message: "Personen finns redan på byggarbetsplatsen",
      errors: { identityNumber: "Personen finns redan på byggarbetsplatsen" },
    });
    // A change that would give Bo Anna's number is refused the same way.
    const bo = await admin.client.post<SitePerson>(`/api/sites/${site.id}/people`, { companyId: company.body.id, ...BO });
    const clash = await admin.client.patch<ErrorBody>(`/api/sites/${site.id}/people/${bo.body.id}`, { identityNumber: ANNA.identityNumber });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("Personen finns redan på byggarbetsplatsen");
    expect(await countRows(site.id)).toEqual({ ...before, people: before.people + 1, events: before.events + 1 });

    const other = await makeSite(admin.client, []);
    const again = await admin.client.post<SiteCompany>(`/api/sites/${other.id}/companies`, { name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    expect(again.status).toBe(201);
    expect((await admin.client.post(`/api/sites/${other.id}/people`, { companyId: again.body.id, ...ANNA })).status).toBe(201);
  });

  it("refuses bad input and a company of another site with Swedish messages on the fields, and changes nothing", async () => {
    const { admin, site } = await setup();
    const company = await admin.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    const other = await makeSite(admin.client, []);
    const foreign = await admin.client.post<SiteCompany>(`/api/sites/${other.id}/companies`, { name: "Annat AB", orgNumber: THIRD_ORG });
    const before = await countRows(site.id);

    const companyCases: [Record<string, unknown>, string, string][] = [
      [{ name: " ", orgNumber: THIRD_ORG }, "name", "Ange företagets namn"],
      [{ name: "A".repeat(201), orgNumber: THIRD_ORG }, "name", "Högst 200 tecken"],
      [{ name: "Bygg AB", orgNumber: "" }, "orgNumber", "Ange organisationsnummer som NNNNNN-NNNN"],
      [{ name: "Bygg AB", orgNumber: "556012-3457" }, "orgNumber", ""],
    ];
    for (const [body, field, message] of companyCases) {
      const res = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/companies`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field]).toBeTruthy();
      if (message) expect(res.body.errors?.[field]).toBe(message);
    }

    const person = { companyId: company.body.id, ...BO };
    const personCases: [Record<string, unknown>, string, string][] = [
      [{ ...person, companyId: foreign.body.id }, "companyId", "Företaget finns inte på byggarbetsplatsen"],
      [{ ...person, companyId: crypto.randomUUID() }, "companyId", "Företaget finns inte på byggarbetsplatsen"],
      [{ ...person, companyId: "inte-ett-id" }, "companyId", "Företaget finns inte på byggarbetsplatsen"],
      [{ ...person, companyId: "" }, "companyId", "Välj personens företag"],
      [{ fullName: BO.fullName, identityNumber: BO.identityNumber }, "companyId", "Välj personens företag"],
      [{ ...person, fullName: "" }, "fullName", "Ange personens namn"],
      [{ ...person, identityNumber: "" }, "identityNumber", "Personnummer saknas"],
      [{ ...person, identityNumber: "750203-4569" }, "identityNumber", "Ange personnummer med århundrade: ÅÅÅÅMMDD-NNNN"],
      [{ ...person, identityNumber: "19750203-4568" }, "identityNumber", "Ogiltigt personnummer (kontrollsiffran stämmer inte)"],
      [{ ...person, id06CardNumber: "ID06 778" }, "id06CardNumber", "Ange ID06-kortets nummer med 1–30 bokstäver, siffror och '-'"],
    ];
    for (const [body, field, message] of personCases) {
      const res = await admin.client.post<ErrorBody>(`/api/sites/${site.id}/people`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await countRows(site.id)).toEqual(before);
    expect(withoutRandomIds(logged.join("\n"))).not.toMatch(/4569|4568/);
  });

  it("PATCH changes only what is sent, may move a person to another company of the site, and logs the change masked", async () => {
    const { admin, boss, site } = await setup();
    const rör = await admin.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: "Rör & Vent AB", orgNumber: OTHER_ORG });
    const el = await admin.client.post<SiteCompany>(`/api/sites/${site.id}/companies`, { name: "El-Bolaget AB", orgNumber: THIRD_ORG });
    const anna = await admin.client.post<SitePerson>(`/api/sites/${site.id}/people`, { companyId: rör.body.id, ...ANNA, id06CardNumber: "ID06-1" });
    const path = `/api/sites/${site.id}/people/${anna.body.id}`;

    const renamed = await boss.client.patch<SitePerson>(path, { fullName: "Anna Berg-Ek" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...anna.body, fullName: "Anna Berg-Ek" });

    const moved = await boss.client.patch<SitePerson>(path, { companyId: el.body.id, identityNumber: "19620815-2345", id06CardNumber: "" });
    expect(moved.body).toEqual({ ...anna.body, fullName: "Anna Berg-Ek", companyId: el.body.id, identityNumber: "19620815-****", id06CardNumber: null });
    const [row] = await app.database.db.select().from(sitePeople).where(eq(sitePeople.id, anna.body.id));
    expect(row).toMatchObject({ companyId: el.body.id, identityNumber: "19620815-2345", id06CardNumber: null });

    const elsewhere = await makeSite(admin.client, []);
    const foreign = await admin.client.post<SiteCompany>(`/api/sites/${elsewhere.id}/companies`, { name: "Annat AB", orgNumber: OTHER_ORG });
    const refused = await boss.client.patch<ErrorBody>(path, { companyId: foreign.body.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ companyId: "Företaget finns inte på byggarbetsplatsen" });
    expect((await boss.client.patch<ErrorBody>(path, { identityNumber: null })).body.errors).toEqual({ identityNumber: "Personnummer saknas" });
    // The person of one site is not found through another.
    expect((await admin.client.patch(`/api/sites/${elsewhere.id}/people/${anna.body.id}`, { fullName: "X" })).status).toBe(404);

    // Sending what it already is changes nothing and writes nothing.
    const before = await countRows(site.id);
    expect((await boss.client.patch<SitePerson>(path, { fullName: "Anna Berg-Ek", companyId: el.body.id })).status).toBe(200);
    expect(await countRows(site.id)).toEqual(before);

    const updates = await app.database.db.select().from(ledgerEvents).where(eq(ledgerEvents.siteId, site.id)).orderBy(ledgerEvents.id);
    expect(updates.filter((e) => e.action === "person-update").map((e) => e.details)).toEqual([
      { personId: anna.body.id, changes: { fullName: { before: "Anna Berg", after: "Anna Berg-Ek" } } },
      {
        personId: anna.body.id,
        changes: {
          companyId: { before: rör.body.id, after: el.body.id },
          identityNumber: { before: "19900101-****", after: "19620815-****" },
          id06CardNumber: { before: "ID06-1", after: null },
        },
      },
    ]);
    const audits = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, anna.body.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update", "update"]);
    expect(JSON.stringify(audits)).not.toMatch(/\d{8}-(1239|2345)/);
    expect(logged.join("\n")).not.toMatch(/\d{8}-(1239|2345)/);
  });
});
