// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { reply } from "@/test/msw";
import { active, archived, over, renderProjectsPanel } from "@/test/projects-panel";
import { sentWhenShown } from "@/test/sent";

const card = (number: string) => screen.getByRole("article", { name: number });

describe("ProjectsPanel", () => {
  it("shows status labels, 'Projektnamn saknas', over-budget in red and no 'Arkivera' on archived projects", async () => {
    renderProjectsPanel([archived, over, active]);
    expect(await screen.findByText("Villa Solsidan")).toBeInTheDocument();

    expect(within(card("P-2026-001")).getByText("Aktiv")).toBeInTheDocument();
    expect(within(card("P-2026-001")).getByText("40 %")).toBeInTheDocument();
    expect(within(card("P-2026-001")).getByRole("button", { name: "Arkivera P-2026-001" })).toBeInTheDocument();

    const overCard = card("P-2026-002");
    expect(within(overCard).getByText("Över budget med 12,5 h")).toBeInTheDocument();
    expect(within(overCard).getByRole("progressbar")).toHaveAttribute("data-over-budget", "true");
    expect(within(overCard).getByText("125 %")).toHaveClass("text-red-700");

    expect(within(card("P-2025-009")).getByText("Arkiverad")).toBeInTheDocument();
    expect(within(card("P-2025-009")).getByText("Projektnamn saknas")).toBeInTheDocument();
    expect(within(card("P-2025-009")).queryByRole("button", { name: /^Arkivera/ })).not.toBeInTheDocument();
    // Archived last.
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["P-2026-001", "P-2026-002", "P-2025-009"]);
  });

  it("has no accessibility violations with projects in each state, the form with its messages, and the question before archiving", async () => {
    const { user } = renderProjectsPanel([archived, over, active]);
    expect(await screen.findByText("Villa Solsidan")).toBeInTheDocument();
    await expectNoAxeViolations("'Projekt'");

    await user.click(screen.getByRole("button", { name: "Nytt projekt" }));
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await screen.findByText("Projektnummer krävs")).toBeInTheDocument();
    await expectNoAxeViolations("the project form with its messages");
    await user.keyboard("{Escape}");

    await user.click(await screen.findByRole("button", { name: "Arkivera P-2026-001" }));
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    await expectNoAxeViolations("the question before archiving a project");
  });

  it("shows the shared schema's messages and sends nothing when required fields are empty", async () => {
    const { calls, user } = renderProjectsPanel([]);
    await user.click(await screen.findByRole("button", { name: "Nytt projekt" }));
    expect(screen.getByLabelText("Projektnummer")).toHaveAttribute("placeholder", "P-2025-001");
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await screen.findByText("Projektnummer krävs")).toBeInTheDocument();
    expect(screen.getByText("Projektnamn krävs")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("creates a project with the parsed body and toasts 'Framgång'", async () => {
    const { callsTo, user } = renderProjectsPanel(
      [],
      http.post("/api/projects", () => HttpResponse.json(active, { status: 201 })),
    );
    await user.click(await screen.findByRole("button", { name: "Nytt projekt" }));
    await user.type(screen.getByLabelText("Projektnummer"), "P-2026-010");
    await user.type(screen.getByLabelText("Projektnamn"), "Brf Ekbacken");
    await user.selectOptions(screen.getByLabelText("Status"), "planning");
    await user.type(screen.getByLabelText("Beräknade timmar"), "120,5");
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await sentWhenShown(callsTo, "Framgång", "POST", "/api/projects")).toMatchObject({
      projectNumber: "P-2026-010",
      title: "Brf Ekbacken",
      status: "planning",
      estimatedHours: "120.50",
      description: null,
      startDate: null,
    });
  });

  it("shows the server's 409 message with 'Fel'", async () => {
    const { user } = renderProjectsPanel([], http.post("/api/projects", reply(409, { message: "Projektnumret finns redan" })));
    await user.click(await screen.findByRole("button", { name: "Nytt projekt" }));
    await user.type(screen.getByLabelText("Projektnummer"), "P-2026-001");
    await user.type(screen.getByLabelText("Projektnamn"), "Dubblett");
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await screen.findByText("Fel")).toBeInTheDocument();
    expect(screen.getByText("Projektnumret finns redan")).toBeInTheDocument();
  });

  it("archives after the confirmation", async () => {
    const { callsTo, user } = renderProjectsPanel(
      [active],
      http.delete(`/api/projects/${active.id}`, () => HttpResponse.json({ ...active, status: "archived" })),
    );
    await user.click(await screen.findByRole("button", { name: "Arkivera P-2026-001" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Är du säker på att du vill arkivera detta projekt?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Arkivera" }));
    expect(await screen.findByText("Framgång")).toBeInTheDocument();
    expect(callsTo("DELETE", "/api/projects/00000000-0000-4000-a000-000000000001")).toHaveLength(1);
  });

  it("edits with the project's values and toasts the fallback when the server says nothing", async () => {
    const { callsTo, user } = renderProjectsPanel([active], http.patch(`/api/projects/${active.id}`, reply(500)));
    await user.click(await screen.findByRole("button", { name: "Redigera P-2026-001" }));
    expect(screen.getByLabelText("Projektnamn")).toHaveValue("Villa Solsidan");
    expect(screen.getByLabelText("Beräknade timmar")).toHaveValue("100");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await sentWhenShown(callsTo, "Kunde inte uppdatera projekt", "PATCH", "/api/projects/00000000-0000-4000-a000-000000000001")).toMatchObject({
      estimatedHours: "100.00",
      customerId: null,
    });
  });

  it("assigns workers in the project form: none ticked is open to all; ticking sends the list with PUT", async () => {
    const erik = buildUser({ id: "00000000-0000-4000-8000-000000000011", fullName: "Erik Andersson", role: "worker" });
    const sara = buildUser({ id: "00000000-0000-4000-8000-000000000012", fullName: "Sara Berg", role: "worker" });
    const admin = buildUser({ id: "00000000-0000-4000-8000-000000000013", fullName: "Anna Admin", role: "admin" });
    const { callsTo, user } = renderProjectsPanel(
      [active],
      http.get("/api/users", () => HttpResponse.json([sara, admin, erik])),
      http.get(`/api/projects/${active.id}/workers`, () => HttpResponse.json({ workerIds: [sara.id] })),
      http.patch(`/api/projects/${active.id}`, () => HttpResponse.json(active)),
      http.put(`/api/projects/${active.id}/workers`, async ({ request }) => HttpResponse.json(await request.json())),
    );
    await user.click(await screen.findByRole("button", { name: "Redigera P-2026-001" }));
    const field = screen.getByRole("group", { name: "Tilldelade arbetare" });
    expect(await within(field).findByRole("checkbox", { name: "Sara Berg" })).toBeChecked();
    expect(within(field).getByRole("checkbox", { name: "Erik Andersson" })).not.toBeChecked();
    expect(within(field).queryByRole("checkbox", { name: "Anna Admin" })).not.toBeInTheDocument();
    expect(within(field).getByText("1 valda: bara de kan rapportera på projektet.")).toBeInTheDocument();
    await user.click(within(field).getByRole("checkbox", { name: "Erik Andersson" }));
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await sentWhenShown(callsTo, "Framgång", "PUT", `/api/projects/${active.id}/workers`)).toEqual({ workerIds: [sara.id, erik.id] });
  });

  it("names each card's look-alike buttons by its project number", async () => {
    renderProjectsPanel([active, over]);
    expect(await screen.findByText("Villa Solsidan")).toBeInTheDocument();
    for (const number of ["P-2026-001", "P-2026-002"]) {
      expect(within(card(number)).getByRole("button", { name: `Redigera ${number}` })).toHaveTextContent("Redigera");
      expect(within(card(number)).getByRole("button", { name: `Arkivera ${number}` })).toHaveTextContent("Arkivera");
    }
    expect(screen.queryByRole("button", { name: "Redigera" })).not.toBeInTheDocument();
  });

  it("returns focus to the button that opened the form or the question, and to the card once archived", async () => {
    let projects = [active, over];
    const { user } = renderProjectsPanel(
      [],
      http.get("/api/projects", () => HttpResponse.json(projects)),
      http.patch(`/api/projects/${over.id}`, () => HttpResponse.json(over)),
      http.delete(`/api/projects/${over.id}`, () => {
        projects = [active, { ...over, status: "archived" }];
        return HttpResponse.json(projects[1]);
      }),
    );

    const newProject = await screen.findByRole("button", { name: "Nytt projekt" });
    await user.click(newProject);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(newProject).toHaveFocus());

    const edit = within(card("P-2026-002")).getByRole("button", { name: "Redigera P-2026-002" });
    await user.click(edit);
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Projektet har uppdaterats")).toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());

    await user.click(within(card("P-2026-002")).getByRole("button", { name: "Arkivera P-2026-002" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Arkivera" }));
    expect(await screen.findByText("P-2026-002 har arkiverats")).toBeInTheDocument();
    // Its 'Arkivera' is gone: focus stays on the same card, not lost to the page.
    await waitFor(() => expect(within(card("P-2026-002")).getByRole("button", { name: "Redigera P-2026-002" })).toHaveFocus());
  });
});
