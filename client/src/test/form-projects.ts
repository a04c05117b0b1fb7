import { http, HttpResponse } from "msw";
import type { TimeReport } from "@shared/types";
import { buildProject } from "@tests/support/builders";

/** What the report form offers: two active projects and one completed, which it must leave out. */
export const FORM_PROJECTS = [
  buildProject(),
  buildProject({ id: "33333333-3333-4333-8333-333333333333", projectNumber: "P-2025-002", title: "Brf Kajen – stambyte", estimatedHours: null }),
  buildProject({
    id: "44444444-4444-4444-8444-444444444444",
    projectNumber: "P-2024-009",
    title: "Förskolan Ekorren",
    estimatedHours: null,
    status: "completed",
  }),
];

export const formProjectsHandler = () => http.get("/api/projects", () => HttpResponse.json(FORM_PROJECTS));

/** 'Kopiera senaste': the worker's most recent work report, none unless given. */
export const latestWorkHandler = (report: TimeReport | null = null) => http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report }));

/**
 * The worker's earlier reports, as the report form asks for them: the newest one (whose project
 * it offers first) and the latest work report; any other question is refused.
 */
export const earlierReportsHandlers = (reports: { latest?: TimeReport[]; latestWork?: TimeReport | null } = {}) => [
  http.get("/api/time-reports", ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("limit") === "1") return HttpResponse.json(reports.latest ?? []);
    return HttpResponse.json({ message: "Oväntad fråga" }, { status: 400 });
  }),
  latestWorkHandler(reports.latestWork ?? null),
];
