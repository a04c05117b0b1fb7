/** 'Byggarbetsplatser' under test: the people and projects its form offers, and a render over a list of sites, shared by its test files. */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { Site } from "@shared/types";
import { buildProjectWithHours, buildSite, buildUser } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { SitesPanel } from "@/features/sites/components/sites-panel";

export const erik = buildUser({ id: "00000000-0000-4000-8000-000000000011", fullName: "Erik Andersson", role: "worker" });
export const sara = buildUser({ id: "00000000-0000-4000-8000-000000000012", fullName: "Sara Berg", role: "worker" });
/** A worker no longer active: not offered as platsansvarig. */
export const olle = buildUser({ id: "00000000-0000-4000-8000-000000000013", fullName: "Olle Ek", role: "worker", active: false });
export const anna = buildUser({ id: "00000000-0000-4000-8000-000000000014", fullName: "Anna Admin", role: "admin" });
export const villa = buildProjectWithHours({ id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" });
export const skola = buildProjectWithHours({ id: "00000000-0000-4000-a000-000000000002", projectNumber: "P-2026-002", title: "Skolan" });
/** Archived: not offered for a site. */
export const gammal = buildProjectWithHours({ id: "00000000-0000-4000-a000-000000000003", projectNumber: "P-2020-001", title: "Gammalt", status: "archived" });

/** Kv. Kajen, ready for check-ins: Sara and Olle its platsansvariga, Villa Solsidan its project. */
export const kajen = buildSite({ responsibleIds: [sara.id, olle.id], projectIds: [villa.id] });
/** The site Skolan belongs to. */
export const HAMNEN_ID = "55555555-5555-4555-8555-000000000002";

/** The panel lists `sites`, with `handlers` answering first; its form's people and projects come from the users and projects lists. */
export function renderSitesPanel(sites: Site[], handlers: RequestHandler[] = [], props: Parameters<typeof SitesPanel>[0] = {}) {
  const mock = mockApi(
    ...handlers,
    http.get("/api/sites", () => HttpResponse.json(sites)),
    http.get("/api/users", () => HttpResponse.json([erik, sara, olle, anna])),
    http.get("/api/projects", () => HttpResponse.json([villa, { ...skola, siteId: HAMNEN_ID }, gammal])),
  );
  renderWithProviders(<SitesPanel {...props} />);
  return mock;
}
