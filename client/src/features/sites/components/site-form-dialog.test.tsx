// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildSite } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { reply } from "@/test/msw";
import { HAMNEN_ID, kajen, renderSitesPanel, sara, skola } from "@/test/sites-panel";
import { sentWhenShown } from "@/test/sent";

const hamnen = buildSite({ id: HAMNEN_ID, name: "Hamnen etapp 2", projectIds: [skola.id] });

const group = (name: string) => screen.getByRole("group", { name });

describe("the site form", () => {
  it("has no accessibility violations with the messages under the fields", async () => {
    renderSitesPanel([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ny byggarbetsplats" }));
    await user.click(screen.getByRole("button", { name: "Skapa byggarbetsplats" }));
    expect(await screen.findByText("Ange byggarbetsplatsens namn")).toBeInTheDocument();
    await expectNoAxeViolations("the site form with its messages");
  });

  it("shows the shared schema's messages and sends nothing when required fields are empty", async () => {
    const { calls } = renderSitesPanel([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ny byggarbetsplats" }));
    await user.type(screen.getByLabelText("Skatteverkets ID"), "SKV 1");
    await user.click(screen.getByRole("button", { name: "Skapa byggarbetsplats" }));
    expect(await screen.findByText("Ange byggarbetsplatsens namn")).toBeInTheDocument();
    expect(screen.getByText("Ange byggarbetsplatsens adress")).toBeInTheDocument();
    expect(screen.getByText("Ange startdatum")).toBeInTheDocument();
    expect(screen.getByText("Ange Skatteverkets ID med 1–20 bokstäver, siffror och '-'")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("creates a site with the parsed body: scope, byggherre, dates, platsansvariga among active workers, projects", async () => {
    const { callsTo } = renderSitesPanel([hamnen], [http.post("/api/sites", () => HttpResponse.json(kajen, { status: 201 }))]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ny byggarbetsplats" }));
    expect(screen.getByRole("radio", { name: "Vår egen personalliggare" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /^Aktiv/ })).toBeChecked();

    await user.type(screen.getByLabelText("Namn"), " Kv. Kajen ");
    await user.type(screen.getByLabelText("Adress"), "Hamngatan 4, Västerås");
    await user.type(screen.getByLabelText("Skatteverkets ID"), "SKV-12345");
    const shared = screen.getByRole("radio", { name: "Platsens samlade personalliggare (vi är byggherre eller har tagit över ansvaret)" });
    expect(shared).toHaveAccessibleDescription(/även andra företags personal/);
    await user.click(shared);
    await user.type(screen.getByLabelText("Byggherre (valfritt)"), "Brf Kajen");
    await user.type(screen.getByLabelText("Byggherrens organisationsnummer (valfritt)"), "5566778899");
    await user.type(screen.getByLabelText("Startdatum"), "2026-09-01");

    const people = group("Platsansvariga");
    expect(
      within(people)
        .getAllByRole("checkbox")
        .map((c) => c.closest("label")?.textContent),
    ).toEqual(["Erik Andersson", "Sara Berg"]);
    await user.click(within(people).getByRole("checkbox", { name: "Sara Berg" }));
    const projects = group("Projekt");
    // Archived projects are not offered; one on another site says it would move.
    expect(within(projects).queryByText(/P-2020-001/)).not.toBeInTheDocument();
    expect(within(projects).getByText("Hör nu till Hamnen etapp 2: flyttas hit")).toBeInTheDocument();
    await user.click(within(projects).getByRole("checkbox", { name: /P-2026-002 · Skolan/ }));

    await user.click(screen.getByRole("button", { name: "Skapa byggarbetsplats" }));
    expect(await sentWhenShown(callsTo, "Byggarbetsplatsen har skapats", "POST", "/api/sites")).toEqual({
      name: "Kv. Kajen",
      address: "Hamngatan 4, Västerås",
      skvId: "SKV-12345",
      ledgerScope: "site",
      builderName: "Brf Kajen",
      builderOrgNumber: "556677-8899",
      startDate: "2026-09-01",
      endDate: null,
      active: true,
      responsibleIds: [sara.id],
      projectIds: [skola.id],
    });
  });

  it("shows the server's field errors under their fields, and 'Fel' with the fallback", async () => {
    renderSitesPanel(
      [],
      [
        http.post(
          "/api/sites",
          reply(400, {
            message: "Platsansvarig måste vara en aktiv arbetare",
            errors: { responsibleIds: "Platsansvarig måste vara en aktiv arbetare", projectIds: "Projektet finns inte" },
          }),
        ),
      ],
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ny byggarbetsplats" }));
    await user.type(screen.getByLabelText("Namn"), "Kv. Kajen");
    await user.type(screen.getByLabelText("Adress"), "Hamngatan 4");
    await user.type(screen.getByLabelText("Startdatum"), "2026-09-01");
    await user.click(within(group("Platsansvariga")).getByRole("checkbox", { name: "Erik Andersson" }));
    await user.click(screen.getByRole("button", { name: "Skapa byggarbetsplats" }));
    expect(await within(group("Platsansvariga")).findByText("Platsansvarig måste vara en aktiv arbetare")).toBeInTheDocument();
    expect(within(group("Projekt")).getByText("Projektet finns inte")).toBeInTheDocument();
    expect(screen.getByText("Kunde inte skapa byggarbetsplatsen")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Ny byggarbetsplats" })).toBeInTheDocument();
  });

  it("edits with the site's values and PATCHes only what changed; a platsansvarig no longer active can be unticked", async () => {
    const { callsTo } = renderSitesPanel([kajen], [http.patch(`/api/sites/${kajen.id}`, () => HttpResponse.json(kajen))]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ändra Kv. Kajen" }));
    expect(screen.getByLabelText("Namn")).toHaveValue("Kv. Kajen");
    expect(screen.getByLabelText("Skatteverkets ID")).toHaveValue("SKV-12345");
    expect(screen.getByLabelText("Slutdatum (valfritt)")).toHaveValue("2027-06-30");
    const people = group("Platsansvariga");
    expect(within(people).getByRole("checkbox", { name: "Sara Berg" })).toBeChecked();
    const gone = within(people).getByRole("checkbox", { name: /Olle Ek/ });
    expect(gone).toBeChecked();
    expect(within(people).getByText("Inte längre en aktiv arbetare: bocka ur")).toBeInTheDocument();
    expect(within(group("Projekt")).getByRole("checkbox", { name: /P-2026-001 · Villa Solsidan/ })).toBeChecked();

    await user.click(gone);
    await user.clear(screen.getByLabelText("Slutdatum (valfritt)"));
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await sentWhenShown(callsTo, "Byggarbetsplatsen har uppdaterats", "PATCH", `/api/sites/${kajen.id}`)).toEqual({
      endDate: null,
      responsibleIds: [sara.id],
    });
  });

  it("sends nothing when nothing changed, and says so", async () => {
    const { calls } = renderSitesPanel([kajen]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ändra Kv. Kajen" }));
    // Ticked and unticked again: the same list.
    await user.click(within(group("Platsansvariga")).getByRole("checkbox", { name: "Erik Andersson" }));
    await user.click(within(group("Platsansvariga")).getByRole("checkbox", { name: "Erik Andersson" }));
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Inga ändringar")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
