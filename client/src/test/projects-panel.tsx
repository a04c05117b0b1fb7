/** 'Projekt' under test: the panel over a list of projects, shared by its test files. */
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import type { ProjectWithHours } from "@shared/types";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ProjectsPanel } from "@/features/projects/components/projects-panel";

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
