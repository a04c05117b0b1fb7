/** The sites module (server/sites): the construction sites of the personalliggare, docs/product-rules.md §15. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, projects } from "../../shared/schema";
import type { Project, Site } from "../../shared/types";
import { BAD_CHECKSUM_ORG_NUMBER, VALID_ORG_NUMBER, payrollSettingsInput, signedInAs, siteInput } from "../support/builders";
import { expectAdminOnly, type Endpoint } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

// Wednesday 18 November 2026, noon in Stockholm.
const NOW = new Date("2026-11-18T11:00:00Z");
const app = useTestApp({ now: () => NOW });

type ErrorBody = { message: string; errors?: Record<string, string> };

const READY_EXCEPT_COMPANY = ["Företagets namn saknas i löneinställningarna", "Företagets organisationsnummer saknas i löneinställningarna"];

describe("who may do what", () => {
  it("writes are the admin's: 401 signed out, 403 to a worker and a customer", async () => {
    const writes: Endpoint[] = [
      ["POST", "/api/sites"],
      ["PATCH", "/api/sites/:id"],
    ];
    await expectAdminOnly(app, writes);
  });

  it("a worker lists only the sites of projects open to it, without the platsansvariga; a customer reads none", async () => {
    const { admin, worker, other, customer } = await signedInAs(app, { admin: "admin", worker: "worker", other: "worker", customer: "customer" });
    const open = await app.createProject({ title: "Öppet projekt" });
    const closed = await app.createProject({ title: "Tilldelat projekt" });
    await admin.client.put(`/api/projects/${closed.id}/workers`, { workerIds: [other.user.id] });
    const seen = await admin.client.post<Site>("/api/sites", siteInput({ name: "Synlig", projectIds: [open.id], responsibleIds: [other.user.id] }));
    const hidden = await admin.client.post<Site>("/api/sites", siteInput({ name: "Dold", projectIds: [closed.id] }));
    expect(seen.status).toBe(201);
    expect(hidden.status).toBe(201);

    const list = await worker.client.get<Site[]>("/api/sites");
    expect(list.status).toBe(200);
    expect(list.body.map((s) => s.name)).toEqual(["Synlig"]);
    expect(list.body[0]?.responsibleIds).toEqual([]);
    expect((await worker.client.get<Site>(`/api/sites/${seen.body.id}`)).body).toMatchObject({ name: "Synlig", projectIds: [open.id], responsibleIds: [] });
    expect((await other.client.get(`/api/sites/${hidden.body.id}`)).status).toBe(200);

    expect((await customer.client.get("/api/sites")).status).toBe(403);
    expect((await app.client().get("/api/sites")).status).toBe(401);
  });

  it("any worker reads a site by its id, as the QR poster at its gate names it; an unknown id is 404", async () => {
    const { admin, worker, other } = await signedInAs(app, { admin: "admin", worker: "worker", other: "worker" });
    const closed = await app.createProject({ title: "Tilldelat projekt" });
    await admin.client.put(`/api/projects/${closed.id}/workers`, { workerIds: [other.user.id] });
    const site = await admin.client.post<Site>("/api/sites", siteInput({ name: "Grindplats", projectIds: [closed.id] }));
    expect(site.status).toBe(201);

    expect((await worker.client.get<Site[]>("/api/sites")).body.map((s) => s.name)).not.toContain("Grindplats");
    expect((await worker.client.get<Site>(`/api/sites/${site.body.id}`)).body).toMatchObject({ name: "Grindplats", responsibleIds: [] });
    expect((await worker.client.get("/api/sites/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("sites", () => {
  it("creates, reads, lists and changes a site, with audit rows", async () => {
    const { admin, boss } = await signedInAs(app, { admin: "admin", boss: "worker" });
    const project = await app.createProject();
    const created = await admin.client.post<Site>(
      "/api/sites",
      siteInput({ builderOrgNumber: "5566778899", responsibleIds: [boss.user.id], projectIds: [project.id] }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Kv. Kajen",
      address: "Hamngatan 4, Västerås",
      skvId: "SKV-12345",
      ledgerScope: "own",
      builderName: "Brf Kajen",
      builderOrgNumber: VALID_ORG_NUMBER,
      startDate: "2026-09-01",
      endDate: "2027-06-30",
      responsibleIds: [boss.user.id],
      projectIds: [project.id],
      active: true,
    });
    const id = created.body.id;
    expect((await admin.client.get<Site>(`/api/sites/${id}`)).body).toEqual(created.body);
    expect((await admin.client.get<Site[]>("/api/sites")).body.map((s) => s.id)).toContain(id);

    const changed = await admin.client.patch<Site>(`/api/sites/${id}`, { ledgerScope: "site", endDate: "", skvId: "", responsibleIds: [] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "Kv. Kajen", ledgerScope: "site", endDate: null, skvId: null, responsibleIds: [], projectIds: [project.id] });

    const audits = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update"]);
    expect(audits.every((a) => a.entityType === "site")).toBe(true);
  });

  it("a project belongs to one site: naming it on another moves it there", async () => {
    const { client: admin } = await app.signedIn("admin");
    const project = await app.createProject();
    const first = await admin.post<Site>("/api/sites", siteInput({ name: "Första", projectIds: [project.id] }));
    const second = await admin.post<Site>("/api/sites", siteInput({ name: "Andra", projectIds: [project.id] }));
    expect(second.body.projectIds).toEqual([project.id]);
    expect((await admin.get<Site>(`/api/sites/${first.body.id}`)).body.projectIds).toEqual([]);
    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.siteId).toBe(second.body.id);
    const listed = await admin.get<Project[]>("/api/projects");
    expect(listed.body.find((p) => p.id === project.id)?.siteId).toBe(second.body.id);

    const emptied = await admin.patch<Site>(`/api/sites/${second.body.id}`, { projectIds: [] });
    expect(emptied.body.projectIds).toEqual([]);
  });

  it("refuses bad input with Swedish messages on the fields, and changes nothing", async () => {
    const { admin, customer } = await signedInAs(app, { admin: "admin", customer: "customer" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: " " }, "name", "Ange byggarbetsplatsens namn"],
      [{ address: "" }, "address", "Ange byggarbetsplatsens adress"],
      [{ skvId: "SKV 123" }, "skvId", "Ange Skatteverkets ID med 1–20 bokstäver, siffror och '-'"],
      [{ skvId: "A".repeat(21) }, "skvId", "Ange Skatteverkets ID med 1–20 bokstäver, siffror och '-'"],
      [{ ledgerScope: "all" }, "ledgerScope", "Välj om personalliggaren är vår egen eller platsens samlade"],
      [{ builderOrgNumber: BAD_CHECKSUM_ORG_NUMBER }, "builderOrgNumber", "Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte)"],
      [{ builderOrgNumber: "55667" }, "builderOrgNumber", "Organisationsnummer anges som NNNNNN-NNNN"],
      [{ startDate: "" }, "startDate", "Ange startdatum"],
      [{ startDate: "2026-02-30" }, "startDate", "Ogiltigt datum"],
      [{ endDate: "2026-08-31" }, "endDate", "Slutdatum kan inte vara före startdatum"],
      [{ responsibleIds: ["x"] }, "responsibleIds.0", "Ogiltig platsansvarig"],
      [{ responsibleIds: [customer.user.id] }, "responsibleIds", "Platsansvarig måste vara en aktiv arbetare"],
      [{ projectIds: [crypto.randomUUID()] }, "projectIds", "Projektet finns inte"],
    ];
    const before = (await admin.client.get<Site[]>("/api/sites")).body.length;
    for (const [overrides, field, message] of cases) {
      const res = await admin.client.post<ErrorBody>("/api/sites", siteInput(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(overrides)).toBe(message);
    }
    expect((await admin.client.get<Site[]>("/api/sites")).body).toHaveLength(before);

    const site = await admin.client.post<Site>("/api/sites", siteInput());
    const later = await admin.client.patch<ErrorBody>(`/api/sites/${site.body.id}`, { startDate: "2027-07-01" });
    expect(later.status).toBe(400);
    expect(later.body.errors?.endDate).toBe("Slutdatum kan inte vara före startdatum");
    expect((await admin.client.get<Site>(`/api/sites/${site.body.id}`)).body.startDate).toBe("2026-09-01");
    expect((await admin.client.patch(`/api/sites/${crypto.randomUUID()}`, { name: "X" })).status).toBe(404);
    expect((await admin.client.get(`/api/sites/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe("readiness", () => {
  it("says what is missing before check-ins can start, and nothing once the site is ready", async () => {
    const { client: admin } = await app.signedIn("admin");
    const bare = await admin.post<Site>("/api/sites", siteInput({ skvId: null, startDate: "2026-12-01", endDate: null }));
    expect(bare.body.readiness).toEqual(["Byggarbetsplatsen saknar ID från Skatteverket", ...READY_EXCEPT_COMPANY, "Byggarbetsplatsen är inte aktiv"]);
    expect((await admin.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
    const started = await admin.patch<Site>(`/api/sites/${bare.body.id}`, { startDate: "2026-11-18" });
    expect(started.body.readiness).toEqual(["Byggarbetsplatsen saknar ID från Skatteverket"]);
    const ready = await admin.patch<Site>(`/api/sites/${bare.body.id}`, { skvId: "ABC-1" });
    expect(ready.body.readiness).toEqual([]);
    const ended = await admin.patch<Site>(`/api/sites/${bare.body.id}`, { startDate: "2026-01-01", endDate: "2026-11-17" });
    expect(ended.body.readiness).toEqual(["Byggarbetsplatsen är inte aktiv"]);
    const off = await admin.patch<Site>(`/api/sites/${bare.body.id}`, { endDate: null, active: false });
    expect(off.body.readiness).toEqual(["Byggarbetsplatsen är inte aktiv"]);
  });
});
