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

const TODAY = "2026-03-19";
const erikRef = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se" };
const lars = { id: "00000000-0000-4000-8000-000000000009", fullName: "Lars Ledare" };
const approvedAt = "2026-03-18T15:00:00.000Z";

// Monday approved by Lars, Tuesday waiting for approval, Wednesday approved and attested.
const erik = buildAdminWeekWorker({
  ...erikRef,
  reports: [
    buildTimeReport({ worker: erikRef, date: "2026-03-16", status: "submitted", description: "Formsättning", approvedAt, approvedBy: lars }),
    buildTimeReport({ worker: erikRef, date: "2026-03-17", status: "submitted", description: "Gjutning" }),
    buildTimeReport({ worker: erikRef, date: "2026-03-18", status: "verified", description: "Fogning", approvedAt, approvedBy: lars }),
  ],
});

function setup() {
  const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", year: 2026, weekNumber: 12, workers: [erik] });
  mockApi(warningsHandler(), submittedCountHandler(2), pagedWeekHandler(week));
  renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
  return { user: userEvent.setup() };
}

const day = (card: HTMLElement, date: string) => card.querySelector<HTMLElement>(`li[data-date="${date}"]`)!;

describe("AdminWeekView: the arbetsledare's approval", () => {
  it("marks the approved reports, names who approved them for a screen reader, and explains the mark in the legend", async () => {
    setup();
    const card = await screen.findByRole("region", { name: "Erik Andersson" });
    const monday = within(day(card, "2026-03-16")).getByRole("button");
    expect(monday).toHaveAccessibleName(expect.stringContaining("Formsättning, Inskickad, godkänd av Lars Ledare"));
    expect(within(monday).getByTestId("approved-mark")).toBeInTheDocument();
    const tuesday = within(day(card, "2026-03-17")).getByRole("button");
    expect(tuesday).not.toHaveAccessibleName(expect.stringContaining("godkänd"));
    expect(within(tuesday).queryByTestId("approved-mark")).not.toBeInTheDocument();
    // Attested keeps the approval's mark.
    const wednesday = within(day(card, "2026-03-18")).getByRole("button");
    expect(wednesday).toHaveAccessibleName(expect.stringContaining("Fogning, Verifierad, godkänd av Lars Ledare"));
    expect(screen.getByText("Godkänd av arbetsledare")).toBeInTheDocument();
  });

  it("marks an approved day in the compact view too, in the cell's name", async () => {
    const { user } = setup();
    await screen.findByRole("region", { name: "Erik Andersson" });
    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    const row = await screen.findByRole("listitem", { name: "Erik Andersson" });
    const monday = within(row).getByRole("button", { name: /Mån 16\/3/ });
    expect(monday).toHaveAccessibleName("Erik Andersson, Mån 16/3: 7,5 h, väntar granskning, godkänd av Lars Ledare. Visa rapport P-2025-001");
    expect(within(monday).getByTestId("approved-mark")).toBeInTheDocument();
    const tuesday = within(row).getByRole("button", { name: /Tis 17\/3/ });
    expect(within(tuesday).queryByTestId("approved-mark")).not.toBeInTheDocument();
  });
});
