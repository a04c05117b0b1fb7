// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildClosure } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AllClosedWeeks } from "./all-closed-weeks";

const erik = { id: "e", fullName: "Erik Andersson", email: "e@x.se" };

describe("AllClosedWeeks", () => {
  it("shows 'Inga stängda veckor ännu' when there are none", async () => {
    mockApi(http.get("/api/weekly-closures", () => HttpResponse.json([])));
    renderWithProviders(<AllClosedWeeks />);
    expect(await screen.findByText("Inga stängda veckor ännu")).toBeInTheDocument();
  });

  it("shows week, year, worker and closing time, newest week first", async () => {
    mockApi(
      http.get("/api/weekly-closures", () =>
        HttpResponse.json([
          buildClosure({ workerId: "e", year: 2026, weekNumber: 11, closedAt: "2026-03-13T15:00:00Z", worker: erik }),
          buildClosure({ workerId: "e", year: 2026, weekNumber: 12, closedAt: "2026-03-20T15:00:00Z", worker: erik }),
        ]),
      ),
    );
    renderWithProviders(<AllClosedWeeks />);
    expect(await screen.findByText("Vecka 12, 2026")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Vecka 12, 2026");
    expect(items[0]).toHaveTextContent("Erik Andersson");
    expect(items[0]).toHaveTextContent("Stängd 20 mars 2026 16:00");
  });
});
