// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReturnedReports } from "./returned-reports";

const PATH = "/api/time-reports?returned=true";

describe("ReturnedReports", () => {
  it("shows 'Skickade tillbaka: {n}' with each report's date, project and reason, and opens the one tapped", async () => {
    const first = buildTimeReport({ date: "2026-11-19", status: "draft", returnReason: "Fel projekt, det var Sjöboden" });
    const second = buildTimeReport({ date: "2026-11-12", timeCode: "SJK", status: "draft", returnReason: "Sjukdagen saknar läkarintyg" });
    const { callsTo } = mockApi(http.get("/api/time-reports", () => HttpResponse.json([first, second])));
    const onOpen = vi.fn();
    renderWithProviders(<ReturnedReports onOpen={onOpen} />);

    expect(await screen.findByRole("heading", { name: "Skickade tillbaka: 2" })).toBeInTheDocument();
    expect(callsTo("GET", PATH)).toHaveLength(1);
    const items = within(screen.getByRole("list", { name: "Skickade tillbaka" })).getAllByRole("button");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("19 nov");
    expect(items[0]).toHaveTextContent(`${first.project?.projectNumber} · ${first.project?.title}`);
    expect(items[0]).toHaveTextContent("Fel projekt, det var Sjöboden");
    expect(items[1]).toHaveTextContent("12 nov");
    expect(items[1]).toHaveTextContent("Sjuk");
    expect(items[1]).toHaveTextContent("Sjukdagen saknar läkarintyg");

    await userEvent.setup().click(items[1]);
    expect(onOpen).toHaveBeenCalledWith(second);
  });

  it("shows nothing when no report is sent back", async () => {
    const { calls } = mockApi(http.get("/api/time-reports", () => HttpResponse.json([])));
    renderWithProviders(<ReturnedReports onOpen={vi.fn()} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/Skickade tillbaka/)).not.toBeInTheDocument();
  });
});
