// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import type { ProjectWithHours } from "../api/get-projects";
import { ProjectsPanel } from "./projects-panel";

afterEach(() => vi.unstubAllGlobals());

function makeProject(overrides: Partial<ProjectWithHours>): ProjectWithHours {
  return {
    id: "00000000-0000-4000-a000-000000000001",
    projectNumber: "P-2026-001",
    title: "Villa Solsidan",
    description: null,
    status: "active",
    estimatedHours: "100.00",
    startDate: null,
    expectedEndDate: null,
    customerId: null,
    createdAt: "2026-01-01T08:00:00.000Z",
    updatedAt: "2026-01-01T08:00:00.000Z",
    reportedHours: "40.00",
    ...overrides,
  };
}

const active = makeProject({});
const over = makeProject({ id: "00000000-0000-4000-a000-000000000002", projectNumber: "P-2026-002", title: "Skolan", estimatedHours: "50.00", reportedHours: "62.50" });
const archived = makeProject({ id: "00000000-0000-4000-a000-000000000003", projectNumber: "P-2025-009", title: "", status: "archived" });

const card = (number: string) => screen.getByRole("article", { name: number });

describe("ProjectsPanel", () => {
  it("shows status labels, 'Projektnamn saknas', over-budget in red and no 'Arkivera' on archived projects", async () => {
    mockFetch({ "GET /api/projects": { body: [archived, over, active] } });
    renderWithProviders(<ProjectsPanel />);
    expect(await screen.findByText("Villa Solsidan")).toBeInTheDocument();

    expect(within(card("P-2026-001")).getByText("Aktiv")).toBeInTheDocument();
    expect(within(card("P-2026-001")).getByText("40 %")).toBeInTheDocument();
    expect(within(card("P-2026-001")).getByRole("button", { name: "Arkivera" })).toBeInTheDocument();

    const overCard = card("P-2026-002");
    expect(within(overCard).getByText("Över budget med 12,5 h")).toBeInTheDocument();
    expect(within(overCard).getByRole("progressbar")).toHaveAttribute("data-over-budget", "true");
    expect(within(overCard).getByText("125 %")).toHaveClass("text-red-700");

    expect(within(card("P-2025-009")).getByText("Arkiverad")).toBeInTheDocument();
    expect(within(card("P-2025-009")).getByText("Projektnamn saknas")).toBeInTheDocument();
    expect(within(card("P-2025-009")).queryByRole("button", { name: "Arkivera" })).not.toBeInTheDocument();
    // Archived last.
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["P-2026-001", "P-2026-002", "P-2025-009"]);
  });

  it("shows the shared schema's messages and sends nothing when required fields are empty", async () => {
    const { calls } = mockFetch({ "GET /api/projects": { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPanel />);
    await user.click(await screen.findByRole("button", { name: "Nytt projekt" }));
    expect(screen.getByLabelText("Projektnummer")).toHaveAttribute("placeholder", "P-2025-001");
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await screen.findByText("Projektnummer krävs")).toBeInTheDocument();
    expect(screen.getByText("Projektnamn krävs")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("creates a project with the parsed body and toasts 'Framgång'", async () => {
    const { callsTo } = mockFetch({ "GET /api/projects": { body: [] }, "POST /api/projects": { status: 201, body: active } });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPanel />);
    await user.click(await screen.findByRole("button", { name: "Nytt projekt" }));
    await user.type(screen.getByLabelText("Projektnummer"), "P-2026-010");
    await user.type(screen.getByLabelText("Projektnamn"), "Brf Ekbacken");
    await user.selectOptions(screen.getByLabelText("Status"), "planning");
    await user.type(screen.getByLabelText("Beräknade timmar"), "120,5");
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await screen.findByText("Framgång")).toBeInTheDocument();
    expect(callsTo("POST", "/api/projects")[0].body).toMatchObject({
      projectNumber: "P-2026-010",
      title: "Brf Ekbacken",
      status: "planning",
      estimatedHours: "120.50",
      description: null,
      startDate: null,
    });
  });

  it("shows the server's 409 message with 'Fel'", async () => {
    mockFetch({ "GET /api/projects": { body: [] }, "POST /api/projects": { status: 409, body: { message: "Projektnumret finns redan" } } });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPanel />);
    await user.click(await screen.findByRole("button", { name: "Nytt projekt" }));
    await user.type(screen.getByLabelText("Projektnummer"), "P-2026-001");
    await user.type(screen.getByLabelText("Projektnamn"), "Dubblett");
    await user.click(screen.getByRole("button", { name: "Skapa projekt" }));
    expect(await screen.findByText("Fel")).toBeInTheDocument();
    expect(screen.getByText("Projektnumret finns redan")).toBeInTheDocument();
  });

  it("archives after the confirmation", async () => {
    const { callsTo } = mockFetch({ "GET /api/projects": { body: [active] }, "DELETE /api/projects/00000000-0000-4000-a000-000000000001": { body: { ...active, status: "archived" } } });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPanel />);
    await user.click(await screen.findByRole("button", { name: "Arkivera" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Är du säker på att du vill arkivera detta projekt?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Arkivera" }));
    expect(await screen.findByText("Framgång")).toBeInTheDocument();
    expect(callsTo("DELETE", "/api/projects/00000000-0000-4000-a000-000000000001")).toHaveLength(1);
  });

  it("edits with the project's values and toasts the fallback when the server says nothing", async () => {
    const { callsTo } = mockFetch({ "GET /api/projects": { body: [active] }, "PATCH /api/projects/00000000-0000-4000-a000-000000000001": { status: 500 } });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPanel />);
    await user.click(await screen.findByRole("button", { name: "Redigera" }));
    expect(screen.getByLabelText("Projektnamn")).toHaveValue("Villa Solsidan");
    expect(screen.getByLabelText("Beräknade timmar")).toHaveValue("100");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Kunde inte uppdatera projekt")).toBeInTheDocument();
    expect(callsTo("PATCH", "/api/projects/00000000-0000-4000-a000-000000000001")[0].body).toMatchObject({ estimatedHours: "100.00", customerId: null });
  });
});
