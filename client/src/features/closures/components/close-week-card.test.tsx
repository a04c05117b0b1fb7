// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ClosedWeeks } from "./closed-weeks";
import { CloseWeekCard } from "./close-week-card";

afterEach(() => vi.unstubAllGlobals());

const TITLE = "Jag är klar med veckan";

describe("CloseWeekCard", () => {
  it.each([
    ["Monday", "2026-11-16"],
    ["Thursday", "2026-11-19"],
  ])("is not shown on a %s, and asks nothing", async (_day, today) => {
    const { calls } = mockFetch({});
    renderWithProviders(<CloseWeekCard today={today} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ["Friday", "2026-11-20"],
    ["Saturday", "2026-11-21"],
    ["Sunday", "2026-11-22"],
  ])("is shown on a %s while the week is open", async (_day, today) => {
    mockFetch({ "GET /api/weekly-closures/status?year=2026&weekNumber=47": { body: { isClosed: false } } });
    renderWithProviders(<CloseWeekCard today={today} />);
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });

  it("is not shown once the week is closed", async () => {
    const { callsTo } = mockFetch({ "GET /api/weekly-closures/status?year=2026&weekNumber=47": { body: { isClosed: true } } });
    renderWithProviders(<CloseWeekCard today="2026-11-20" />);
    await waitFor(() => expect(callsTo("GET", "/api/weekly-closures/status?year=2026&weekNumber=47")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it("closes the ISO week with its week-numbering year: Friday 1 January 2027 is week 53 of 2026", async () => {
    let closed = false;
    const { callsTo } = mockFetch({
      "GET /api/weekly-closures/status?year=2026&weekNumber=53": () => ({ body: { isClosed: closed } }),
      "POST /api/weekly-closures": () => {
        closed = true;
        return { status: 201, body: { id: "c1", workerId: "w", year: 2026, weekNumber: 53, closedAt: "2027-01-01T15:00:00Z" } };
      },
      "GET /api/weekly-closures/my-closures": { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<CloseWeekCard today="2027-01-01" />);
    await user.click(await screen.findByRole("button", { name: "Stäng vecka 53" }));
    expect(await screen.findByText("Veckan stängd")).toBeInTheDocument();
    expect(callsTo("POST", "/api/weekly-closures")[0].body).toEqual({ year: 2026, weekNumber: 53 });
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });

  it("says 'Kunde inte stänga veckan' when closing fails", async () => {
    mockFetch({
      "GET /api/weekly-closures/status?year=2026&weekNumber=47": { body: { isClosed: false } },
      "POST /api/weekly-closures": { status: 500 },
    });
    const user = userEvent.setup();
    renderWithProviders(<CloseWeekCard today="2026-11-20" />);
    await user.click(await screen.findByRole("button", { name: "Stäng vecka 47" }));
    expect(await screen.findByText("Kunde inte stänga veckan")).toBeInTheDocument();
    expect(screen.getByText("Fel")).toBeInTheDocument();
  });
});

describe("ClosedWeeks", () => {
  it("lists week, year and when it was closed, newest first", async () => {
    mockFetch({
      "GET /api/weekly-closures/my-closures": {
        body: [
          { id: "a", workerId: "w", year: 2026, weekNumber: 46, closedAt: "2026-11-13T15:00:00Z" },
          { id: "b", workerId: "w", year: 2026, weekNumber: 47, closedAt: "2026-11-20T15:30:00Z" },
        ],
      },
    });
    renderWithProviders(<ClosedWeeks />);
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Vecka 47, 2026");
    expect(items[0]).toHaveTextContent(/Stängd 20 nov\.? 2026 16:30/);
    expect(items[1]).toHaveTextContent("Vecka 46, 2026");
  });

  it("says when there are none", async () => {
    mockFetch({ "GET /api/weekly-closures/my-closures": { body: [] } });
    renderWithProviders(<ClosedWeeks />);
    expect(await screen.findByText("Inga stängda veckor ännu")).toBeInTheDocument();
  });
});
