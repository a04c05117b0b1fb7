// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { makeReport, PROJECTS } from "@/test/time-report-fixture";
import { RecentReports } from "./recent-reports";
import { WorkerStats } from "./worker-stats";

afterEach(() => vi.unstubAllGlobals());

describe("RecentReports", () => {
  it("lists date, project, hours with one decimal and status, in the server's order, and opens a report", async () => {
    const newest = makeReport({ id: "r1", date: "2026-11-20", hours: "7.50" });
    const older = makeReport({ id: "r2", date: "2026-11-18", hours: "8.00", status: "verified", project: { id: "p2", projectNumber: "P-2025-002", title: "Brf Kajen – stambyte" } });
    mockFetch({ "GET /api/time-reports?limit=10": { body: [newest, older] } });
    const onOpen = vi.fn();
    renderWithProviders(<RecentReports onOpen={onOpen} />);

    const rows = within(await screen.findByRole("list", { name: "Senaste rapporter" })).getAllByRole("button");
    expect(rows[0]).toHaveTextContent(/20 nov\.? 2026/);
    expect(rows[0]).toHaveTextContent("P-2025-001 · Villa Solbacken – tillbyggnad");
    expect(rows[0]).toHaveTextContent("7,5 h");
    expect(rows[0]).toHaveTextContent("Inskickad");
    expect(rows[1]).toHaveTextContent("8,0 h");
    expect(rows[1]).toHaveTextContent("Verifierad");
    await userEvent.setup().click(rows[1]);
    expect(onOpen).toHaveBeenCalledWith(older);
    expect(screen.queryByRole("button", { name: "Visa fler" })).not.toBeInTheDocument();
  });

  it("says so when there are no reports, and when they cannot be fetched", async () => {
    mockFetch({ "GET /api/time-reports?limit=10": { body: [] } });
    renderWithProviders(<RecentReports onOpen={() => {}} />);
    expect(await screen.findByText(/Inga rapporter ännu/)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch reports' when the list fails", async () => {
    mockFetch({ "GET /api/time-reports?limit=10": { status: 500 } });
    renderWithProviders(<RecentReports onOpen={() => {}} />);
    expect(await screen.findByText("Failed to fetch reports")).toBeInTheDocument();
  });
});

describe("WorkerStats", () => {
  it("sums this week's hours (Monday to Sunday), counts reports awaiting review and active projects", async () => {
    const { calls } = mockFetch({
      "GET /api/time-reports?startDate=2026-11-16&endDate=2026-11-22&limit=2000": { body: [makeReport({ hours: "7.50" }), makeReport({ id: "b", hours: "8.00" })] },
      "GET /api/time-reports?status=submitted&limit=2000": { body: [makeReport(), makeReport({ id: "b" }), makeReport({ id: "c" })] },
      "GET /api/projects": { body: PROJECTS },
    });
    renderWithProviders(<WorkerStats today="2026-11-22" />);
    expect(await screen.findByText("15,5")).toBeInTheDocument();
    expect(screen.getByText("Vecka 47")).toBeInTheDocument();
    expect(await screen.findByText("3")).toBeInTheDocument();
    expect(await screen.findByText("2")).toBeInTheDocument();
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });
});
