// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { AdminWeekView } from "./admin-week-view";

// Thursday of week 12, 2026.
const TODAY = "2026-03-19";
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Kv. Kajen" };
const report = (date: string) => buildTimeReport({ project, date, hours: "8.00", status: "submitted", description: "Formsättning" });

function setup() {
  const worker = buildAdminWeekWorker({ reports: [report("2026-03-16"), report("2026-03-17")], notInLedger: ["2026-03-17"] });
  mockApi(warningsHandler(), submittedCountHandler(2), pagedWeekHandler(buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", workers: [worker] })));
  renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
}

const day = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;

describe("AdminWeekView and the personalliggare (docs/product-rules.md §15)", () => {
  it("says 'Ej i personalliggaren' in words under the reports of a day the server names, and only there", async () => {
    setup();
    await screen.findByRole("region", { name: "Erik Andersson" });
    expect(within(day("2026-03-17")).getByText("Ej i personalliggaren")).toBeVisible();
    expect(within(day("2026-03-16")).queryByText("Ej i personalliggaren")).toBeNull();
    // The day's reports are still there to open.
    expect(within(day("2026-03-17")).getByRole("button", { name: /Tis 17\/3: P-2026-001/ })).toBeInTheDocument();
  });

  it("marks the day's cell in the compact view, its name and tooltip saying why", async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByRole("region", { name: "Erik Andersson" });
    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    const tuesday = screen.getByRole("button", { name: "Erik Andersson, Tis 17/3: 8,0 h, väntar granskning, ej i personalliggaren. Visa rapport P-2026-001" });
    expect(tuesday).toHaveAttribute("title", expect.stringContaining("ej i personalliggaren"));
    expect(within(tuesday).getByTestId("not-in-ledger")).toBeInTheDocument();
    const monday = screen.getByRole("button", { name: "Erik Andersson, Mån 16/3: 8,0 h, väntar granskning. Visa rapport P-2026-001" });
    expect(within(monday).queryByTestId("not-in-ledger")).toBeNull();
  });
});
