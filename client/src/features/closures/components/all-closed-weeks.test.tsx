// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { WeeklyClosure } from "@shared/types";
import { buildClosure } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AllClosedWeeks } from "./all-closed-weeks";

const erik = { id: "e", fullName: "Erik Andersson", email: "e@x.se" };

/** GET /api/weekly-closures as the server pages it: `limit` from `offset`, newest first, X-Total-Count. */
function pagedClosures(closures: WeeklyClosure[]) {
  return http.get("/api/weekly-closures", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const offset = Number(query.get("offset") ?? 0);
    const limit = Number(query.get("limit") ?? 100);
    return HttpResponse.json(closures.slice(offset, offset + limit), { headers: { "X-Total-Count": String(closures.length) } });
  });
}

/** Erik's weeks 12 and 11 of 2026, each closed on its Friday. */
const eriksTwoWeeks = [
  buildClosure({ workerId: "e", year: 2026, weekNumber: 12, closedAt: "2026-03-20T15:00:00Z", worker: erik }),
  buildClosure({ workerId: "e", year: 2026, weekNumber: 11, closedAt: "2026-03-13T15:00:00Z", worker: erik }),
];

describe("AllClosedWeeks", () => {
  it("shows 'Inga stängda veckor ännu' when there are none", async () => {
    mockApi(pagedClosures([]));
    renderWithProviders(<AllClosedWeeks />);
    expect(await screen.findByText("Inga stängda veckor ännu")).toBeInTheDocument();
  });

  it("shows week, year, worker and closing time in the server's order, newest week first", async () => {
    mockApi(pagedClosures(eriksTwoWeeks));
    renderWithProviders(<AllClosedWeeks />);
    expect(await screen.findByText("Vecka 12, 2026")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Vecka 12, 2026");
    expect(items[0]).toHaveTextContent("Erik Andersson");
    expect(items[0]).toHaveTextContent("Stängd 20 mars 2026 16:00");
    expect(items[1]).toHaveTextContent("Vecka 11, 2026");
    expect(screen.queryByRole("button", { name: "Visa fler" })).not.toBeInTheDocument();
  });

  it("has no accessibility violations with closed weeks listed", async () => {
    mockApi(pagedClosures(eriksTwoWeeks));
    renderWithProviders(<AllClosedWeeks />);
    expect(await screen.findByText("Vecka 12, 2026")).toBeInTheDocument();
    await expectNoAxeViolations("'Stängda veckor'");
  });

  it("shows the first 100 and appends the next with 'Visa fler'", async () => {
    const closures = Array.from({ length: 130 }, (_, i) =>
      buildClosure({ workerId: "e", year: 2026 - Math.floor(i / 52), weekNumber: 52 - (i % 52), worker: { ...erik, fullName: `Arbetare ${i + 1}` } }),
    );
    const { callsTo } = mockApi(pagedClosures(closures));
    renderWithProviders(<AllClosedWeeks />);
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Stängda veckor" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(100);
    expect(screen.getByText("Visar 100 av 130 stängda veckor")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Visa fler" }));
    expect(await within(list).findByText("Arbetare 130")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(130);
    expect(within(list).getAllByRole("listitem")[100]).toHaveTextContent("Arbetare 101");
    expect(screen.queryByRole("button", { name: "Visa fler" })).not.toBeInTheDocument();
    expect(callsTo("GET", "/api/weekly-closures").map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
      { limit: "100", offset: "0" },
      { limit: "100", offset: "100" },
    ]);
  });
});
