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

/** The hours card's breakdown by kind, one line a kind: ['Arbete 32,0', ...]. */
function kinds(): string[] {
  const list = screen.queryByRole("list", { name: "Timmar per slag" });
  return list
    ? within(list)
        .getAllByRole("listitem")
        .map((li) => [...li.children].map((c) => c.textContent).join(" "))
    : [];
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

  it("breaks the week's hours down by kind under the total, only the kinds the week has", async () => {
    mockApi(
      http.get("/api/summary", () =>
        HttpResponse.json(buildWorkerSummary({ weekHours: "45.50", weekHoursByKind: { work: "32.00", overtime: "4.00", travel: "1.50", absence: "8.00" } })),
      ),
    );
    renderWithProviders(<WorkerStats today="2026-11-22" />);
    expect(await screen.findByText("45,5")).toBeInTheDocument();
    expect(kinds()).toEqual(["Arbete 32,0", "Övertid 4,0", "Restid 1,5", "Frånvaro 8,0"]);
  });

  it("leaves out the kinds without hours, and shows no breakdown for an empty week", async () => {
    let byKind = { work: "0.00", overtime: "0.00", travel: "0.00", absence: "16.00" };
    mockApi(http.get("/api/summary", () => HttpResponse.json(buildWorkerSummary({ weekHours: byKind.absence, weekHoursByKind: byKind }))));
    const { queryClient } = renderWithProviders(<WorkerStats today="2026-11-22" />);
    await waitFor(() => expect(figures()[0]).toBe("16,0"));
    expect(kinds()).toEqual(["Frånvaro 16,0"]);
    byKind = { work: "0.00", overtime: "0.00", travel: "0.00", absence: "0.00" };
    await invalidateAfterTimeReportChange(queryClient);
    await waitFor(() => expect(figures()[0]).toBe("0,0"));
    expect(kinds()).toEqual([]);
  });

  it("shows the total alone from an answer an older version kept offline, without the kinds", async () => {
    const { weekHoursByKind: _left, ...older } = buildWorkerSummary({ weekHours: "8.00" });
    mockApi(http.get("/api/summary", () => HttpResponse.json(older)));
    renderWithProviders(<WorkerStats today="2026-11-22" />);
    await waitFor(() => expect(figures()[0]).toBe("8,0"));
    expect(kinds()).toEqual([]);
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
