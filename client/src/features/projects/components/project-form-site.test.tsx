// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Site } from "@shared/types";
import { buildProjectWithHours, buildSite } from "@tests/support/builders";
import { reply } from "@/test/msw";
import { renderProjectsPanel } from "@/test/projects-panel";
import { sentWhenShown } from "@/test/sent";

const active = buildProjectWithHours({ id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" });

/** 'Byggarbetsplats' in the project form: a project belongs to at most one site (docs/product-rules.md §15). */
describe("ProjectsPanel: the project's site", () => {
  it("picks the project's site in the form: none or one, an inactive site marked, the server's error under the field", async () => {
    const kajen = buildSite({ id: "55555555-5555-4555-8555-000000000001", name: "Kv. Kajen" });
    const hamnen = buildSite({ id: "55555555-5555-4555-8555-000000000002", name: "Hamnen", active: false });
    const sites: Site[] = [hamnen, kajen];
    let answer = reply(400, { message: "Byggarbetsplatsen finns inte", errors: { siteId: "Byggarbetsplatsen finns inte" } });
    const { callsTo, user } = renderProjectsPanel(
      [{ ...active, siteId: kajen.id }],
      http.get("/api/sites", () => HttpResponse.json(sites)),
      http.patch(`/api/projects/${active.id}`, () => answer()),
    );
    await user.click(await screen.findByRole("button", { name: "Redigera P-2026-001" }));
    const select = await screen.findByRole("combobox", { name: "Byggarbetsplats" });
    expect(select).toHaveValue(kajen.id);
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ingen byggarbetsplats", "Hamnen (inaktiv)", "Kv. Kajen"]);

    await user.selectOptions(select, hamnen.id);
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Byggarbetsplatsen finns inte")).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription("Byggarbetsplatsen finns inte");
    expect(callsTo("PATCH", `/api/projects/${active.id}`)[0].body).toMatchObject({ siteId: hamnen.id });

    answer = () => HttpResponse.json({ ...active, siteId: null });
    await user.selectOptions(select, "");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Projektet har uppdaterats")).toBeInTheDocument();
    expect(callsTo("PATCH", `/api/projects/${active.id}`)[1].body).toMatchObject({ siteId: null });
  });

  it("has no site select while there are no sites, and a new project is sent without one", async () => {
    const { callsTo, user } = renderProjectsPanel(
      [],
      http.post("/api/projects", () => HttpResponse.json(active, { status: 201 })),
    );
    await user.click(await screen.findByRole("button", { name: "Nytt projekt" }));
    expect(screen.queryByRole("combobox", { name: "Byggarbetsplats" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Projektnummer"), "P-2026-010");
    await user.type(screen.getByLabelText("Projektnamn"), "Brf Ekbacken");
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await sentWhenShown(callsTo, "Framgång", "POST", "/api/projects")).toMatchObject({ siteId: null });
  });
});
