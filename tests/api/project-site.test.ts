/** A project's `siteId`: the project form picks the site, the site's list follows (docs/product-rules.md §15). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "../../shared/schema";
import type { Project, Site } from "../../shared/types";
import { projectInput, siteInput } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

const app = useTestApp();

type ErrorBody = { message: string; errors?: Record<string, string> };

async function newSite(admin: TestClient, name: string): Promise<Site> {
  const res = await admin.post<Site>("/api/sites", siteInput({ name }));
  expect(res.status).toBe(201);
  return res.body;
}

const siteOf = async (admin: TestClient, id: string) => (await admin.get<Site>(`/api/sites/${id}`)).body;

describe("a project's site", () => {
  it("is set at creation and answered by POST, the list and the site", async () => {
    const { client: admin } = await app.signedIn("admin");
    const site = await newSite(admin, "Kv. Kajen");
    const created = await admin.post<Project>("/api/projects", projectInput({ siteId: site.id }));
    expect(created.status).toBe(201);
    expect(created.body.siteId).toBe(site.id);
    expect((await admin.get<Project[]>("/api/projects")).body.find((p) => p.id === created.body.id)?.siteId).toBe(site.id);
    expect((await siteOf(admin, site.id)).projectIds).toEqual([created.body.id]);

    const none = await admin.post<Project>("/api/projects", projectInput());
    expect(none.body.siteId).toBeNull();
  });

  it("is moved, kept and cleared by PATCH, and the sites' lists follow, with the change in the audit trail", async () => {
    const { client: admin } = await app.signedIn("admin");
    const first = await newSite(admin, "Första");
    const second = await newSite(admin, "Andra");
    const project = (await admin.post<Project>("/api/projects", projectInput({ siteId: first.id }))).body;

    const moved = await admin.patch<Project>(`/api/projects/${project.id}`, { siteId: second.id });
    expect(moved.status).toBe(200);
    expect(moved.body.siteId).toBe(second.id);
    expect((await siteOf(admin, first.id)).projectIds).toEqual([]);
    expect((await siteOf(admin, second.id)).projectIds).toEqual([project.id]);

    // Left out: kept.
    expect((await admin.patch<Project>(`/api/projects/${project.id}`, { title: "Nytt namn" })).body.siteId).toBe(second.id);

    const cleared = await admin.patch<Project>(`/api/projects/${project.id}`, { siteId: "" });
    expect(cleared.body.siteId).toBeNull();
    expect((await siteOf(admin, second.id)).projectIds).toEqual([]);

    const audits = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, project.id));
    const siteChanges = audits
      .filter((a) => a.action === "update")
      .map((a) => [a.changes?.before?.siteId, a.changes?.after?.siteId])
      .filter(([before, after]) => before !== after);
    expect(siteChanges).toEqual(
      expect.arrayContaining([
        [first.id, second.id],
        [second.id, null],
      ]),
    );
  });

  it("agrees with the site's own list: a site's PATCH projectIds moves the project, and the project answers it", async () => {
    const { client: admin } = await app.signedIn("admin");
    const first = await newSite(admin, "Första");
    const second = await newSite(admin, "Andra");
    const project = (await admin.post<Project>("/api/projects", projectInput({ siteId: first.id }))).body;
    expect((await admin.patch<Site>(`/api/sites/${second.id}`, { projectIds: [project.id] })).status).toBe(200);
    expect((await admin.get<Project[]>("/api/projects")).body.find((p) => p.id === project.id)?.siteId).toBe(second.id);
  });

  it("refuses an unknown or malformed site on the field, and changes nothing", async () => {
    const { client: admin } = await app.signedIn("admin");
    const site = await newSite(admin, "Kv. Kajen");
    const count = (await admin.get<Project[]>("/api/projects")).body.length;
    const unknown = await admin.post<ErrorBody>("/api/projects", projectInput({ siteId: crypto.randomUUID() }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.siteId).toBe("Byggarbetsplatsen finns inte");
    const malformed = await admin.post<ErrorBody>("/api/projects", projectInput({ siteId: "plats-1" }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.siteId).toBe("Ogiltig byggarbetsplats");
    expect((await admin.get<Project[]>("/api/projects")).body).toHaveLength(count);

    const project = (await admin.post<Project>("/api/projects", projectInput({ siteId: site.id }))).body;
    const patched = await admin.patch<ErrorBody>(`/api/projects/${project.id}`, { siteId: crypto.randomUUID(), title: "Annat" });
    expect(patched.status).toBe(400);
    expect(patched.body.errors?.siteId).toBe("Byggarbetsplatsen finns inte");
    expect((await admin.get<Project[]>("/api/projects")).body.find((p) => p.id === project.id)).toMatchObject({ siteId: site.id, title: project.title });
  });

  it("is answered to a worker in its project list, and a worker cannot set it", async () => {
    const { client: admin } = await app.signedIn("admin");
    const { client: worker } = await app.signedIn("worker");
    const site = await newSite(admin, "Kv. Kajen");
    const project = (await admin.post<Project>("/api/projects", projectInput({ siteId: site.id }))).body;
    expect((await worker.get<Project[]>("/api/projects")).body.find((p) => p.id === project.id)?.siteId).toBe(site.id);
    expect((await worker.patch(`/api/projects/${project.id}`, { siteId: null })).status).toBe(403);
    expect((await siteOf(admin, site.id)).projectIds).toEqual([project.id]);
  });
});
