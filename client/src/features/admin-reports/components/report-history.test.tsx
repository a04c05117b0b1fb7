// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ClosedWeeks } from "./closed-weeks";
import { ReportHistory } from "./report-history";

afterEach(() => vi.unstubAllGlobals());

const ID = "00000000-0000-4000-9000-000000000001";
const anna = { id: "a", fullName: "Anna Lindqvist" };
const erik = { id: "e", fullName: "Erik Andersson" };

describe("ReportHistory", () => {
  it("says who created, changed and verified the report, and what changed", async () => {
    mockFetch({
      [`GET /api/time-reports/${ID}/history`]: {
        body: [
          { id: "3", action: "verify", timestamp: "2026-03-18T09:00:00Z", user: anna, changes: { before: null, after: null } },
          { id: "2", action: "update", timestamp: "2026-03-17T15:00:00Z", user: erik, changes: { before: { hours: "7.50" }, after: { hours: "8.00" } } },
          { id: "1", action: "create", timestamp: "2026-03-16T15:00:00Z", user: null, changes: { before: null, after: { hours: "7.50" } } },
        ],
      },
    });
    renderWithProviders(<ReportHistory reportId={ID} />);
    expect(await screen.findByText("Verifierad")).toBeInTheDocument();
    expect(screen.getByText("Ändrad")).toBeInTheDocument();
    expect(screen.getByText("Skapad")).toBeInTheDocument();
    expect(screen.getByText(/av Anna Lindqvist/)).toBeInTheDocument();
    expect(screen.getByText(/av okänd användare/)).toBeInTheDocument();
    expect(screen.getByText("Timmar: 7,5 → 8,0")).toBeInTheDocument();
    expect(screen.getByText("18 mars 2026 10:00")).toBeInTheDocument();
  });
});

describe("ClosedWeeks", () => {
  it("shows 'Inga stängda veckor ännu' when there are none", async () => {
    mockFetch({ "GET /api/weekly-closures": { body: [] } });
    renderWithProviders(<ClosedWeeks />);
    expect(await screen.findByText("Inga stängda veckor ännu")).toBeInTheDocument();
  });

  it("shows week, year, worker and closing time, newest week first", async () => {
    mockFetch({
      "GET /api/weekly-closures": {
        body: [
          { id: "1", workerId: "e", year: 2026, weekNumber: 11, closedAt: "2026-03-13T15:00:00Z", worker: { ...erik, email: "e@x.se" } },
          { id: "2", workerId: "e", year: 2026, weekNumber: 12, closedAt: "2026-03-20T15:00:00Z", worker: { ...erik, email: "e@x.se" } },
        ],
      },
    });
    renderWithProviders(<ClosedWeeks />);
    expect(await screen.findByText("Vecka 12, 2026")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Vecka 12, 2026");
    expect(items[0]).toHaveTextContent("Erik Andersson");
    expect(items[0]).toHaveTextContent("Stängd 20 mars 2026 16:00");
  });
});
