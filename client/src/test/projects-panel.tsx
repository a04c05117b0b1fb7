/** 'Projekt' under test: the panel over a list of projects, shared by its test files. */
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import type { ProjectWithHours } from "@shared/types";
import { buildProjectWithHours } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ProjectsPanel } from "@/features/projects/components/projects-panel";

/** A project of the panel's tests: Villa Solsidan, active, 40 % of its estimate reported, unless `overrides` say otherwise. */
function makeProject(overrides: Partial<ProjectWithHours>): ProjectWithHours {
  return buildProjectWithHours({
    id: "00000000-0000-4000-a000-000000000001",
    projectNumber: "P-2026-001",
    title: "Villa Solsidan",
    estimatedHours: "100.00",
    reportedHours: "40.00",
    ...overrides,
  });
}

export const active = makeProject({});
/** Skolan, 12,5 h over its estimate. */
export const over = makeProject({
  id: "00000000-0000-4000-a000-000000000002",
  projectNumber: "P-2026-002",
  title: "Skolan",
  estimatedHours: "50.00",
  reportedHours: "62.50",
});
/** Archived, and without a title. */
export const archived = makeProject({ id: "00000000-0000-4000-a000-000000000003", projectNumber: "P-2025-009", title: "", status: "archived" });

/**
 * The panel lists `projects`, with `handlers` answering first; the project form's customers come
 * from the users list (none), its workers from the assignments (none), its sites from the sites (none).
 */
export function renderProjectsPanel(projects: ProjectWithHours[], ...handlers: RequestHandler[]) {
  const log = mockApi(
    ...handlers,
    http.get("/api/projects", () => HttpResponse.json(projects)),
    http.get("/api/users", () => HttpResponse.json([])),
    http.get("/api/projects/:id/workers", () => HttpResponse.json({ workerIds: [] })),
    http.get("/api/sites", () => HttpResponse.json([])),
  );
  renderWithProviders(<ProjectsPanel />);
  return { ...log, user: userEvent.setup() };
}
