// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { AdminWeekView } from "./admin-week-view";

// Friday 10 April 2026, week 15: Monday 6 April is annandag påsk.
const TODAY = "2026-04-10";
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };

function setup(employedFrom: string | null) {
  const thursday = buildTimeReport({ project, date: "2026-04-09", hours: "8.00", status: "submitted", description: "Formsättning" });
  const week = buildAdminWeek({
    weekStart: "2026-04-06",
    weekEnd: "2026-04-12",
    year: 2026,
    weekNumber: 15,
    workers: [buildAdminWeekWorker({ reports: [thursday], employedFrom })],
  });
  mockApi(warningsHandler(), submittedCountHandler(1), pagedWeekHandler(week));
  renderWithProviders(<AdminWeekView onOpenReport={() => {}} onOpenExpenses={() => {}} today={TODAY} />);
}

const day = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;

describe("AdminWeekView working days (docs/product-rules.md §7)", () => {
  it("shows a public holiday without a report as '-', named, never 'Saknas'", async () => {
    setup(null);
    await screen.findByRole("region", { name: "Erik Andersson" });
    expect(day("2026-04-06")).toHaveAttribute("data-state", "weekend");
    expect(within(day("2026-04-06")).queryByText("Saknas")).toBeNull();
    expect(within(day("2026-04-06")).getByTitle("Annandag påsk")).toHaveTextContent("-");
    expect(day("2026-04-07")).toHaveAttribute("data-state", "missing");
    expect(within(day("2026-04-07")).getByText("Saknas")).toBeInTheDocument();
  });

  it("shows the days before employedFrom as '-', and the working days from it as 'Saknas'", async () => {
    setup("2026-04-08");
    await screen.findByRole("region", { name: "Erik Andersson" });
    expect(day("2026-04-07")).toHaveAttribute("data-state", "not-employed");
    expect(within(day("2026-04-07")).getByTitle("Före anställningen")).toHaveTextContent("-");
    expect(day("2026-04-08")).toHaveAttribute("data-state", "missing");
    expect(day("2026-04-09")).toHaveAttribute("data-state", "submitted");
  });
});
