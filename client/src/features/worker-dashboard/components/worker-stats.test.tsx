// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildWorkerSummary } from "@tests/support/builders";
import { summaryKeys } from "@/api/summary/keys";
import { invalidateAfterTimeReportChange } from "@/api/time-reports/invalidate";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { WorkerStats } from "./worker-stats";

/** The three cards' figures, in order: hours, submitted reports, active projects. */
function figures(): string[] {
  const cards = within(screen.getByRole("region", { name: "Översikt" }));
  return ["Timmar denna vecka", "Inskickade rapporter", "Aktiva projekt"].map(
    (label) => cards.getByRole("heading", { name: label }).parentElement?.nextElementSibling?.textContent ?? "",
  );
}

describe("WorkerStats", () => {
  it("shows this week's hours, the submitted reports and the active projects from one summary request", async () => {
    const { calls } = mockApi(
      http.get("/api/summary", () => HttpResponse.json(buildWorkerSummary({ weekHours: "15.50", submittedReports: 3, activeProjects: 2 }))),
    );
    renderWithProviders(<WorkerStats today="2026-11-22" />);
    expect(await screen.findByText("15,5")).toBeInTheDocument();
    expect(figures()).toEqual(["15,5", "3", "2"]);
    expect(screen.getByText("Vecka 47")).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/summary"]);
  });

  it("shows '–' on every card while the summary cannot be had, and the week still", async () => {
    mockApi(http.get("/api/summary", reply(404, { message: "Hittades inte" })));
    const { queryClient } = renderWithProviders(<WorkerStats today="2026-11-22" />);
    await waitFor(() => expect(queryClient.getQueryState(summaryKeys.all)?.status).toBe("error"));
    expect(figures()).toEqual(["–", "–", "–"]);
    expect(screen.getByText("Vecka 47")).toBeInTheDocument();
  });

  it("asks again after a report changes", async () => {
    let submitted = 1;
    const { callsTo } = mockApi(http.get("/api/summary", () => HttpResponse.json(buildWorkerSummary({ submittedReports: submitted }))));
    const { queryClient } = renderWithProviders(<WorkerStats today="2026-11-22" />);
    await screen.findByText("1");
    submitted = 2;
    await invalidateAfterTimeReportChange(queryClient);
    expect(await screen.findByText("2")).toBeInTheDocument();
    expect(callsTo("GET", "/api/summary")).toHaveLength(2);
  });
});
