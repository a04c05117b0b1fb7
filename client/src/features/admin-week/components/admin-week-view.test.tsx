// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { makeReport } from "@/test/make-report";
import { renderWithProviders } from "@/test/render";
import type { AdminWeek } from "../api/get-admin-week";
import { AdminWeekView } from "./admin-week-view";

afterEach(() => vi.unstubAllGlobals());

// Thursday of week 12, 2026: Monday–Wednesday are past, Thursday is today.
const TODAY = "2026-03-19";

function weekOf(start: string, end: string, weekNumber: number, reports = [] as ReturnType<typeof makeReport>[]): AdminWeek {
  return {
    weekStart: start,
    weekEnd: end,
    year: 2026,
    weekNumber,
    workers: [{ id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se", reports }],
  };
}

const monday = makeReport({ date: "2026-03-16", hours: "8.00", status: "verified", isVerified: true, description: "Formsättning" });
const tuesdayA = makeReport({ date: "2026-03-17", hours: "7.50", status: "submitted", description: "Armering av platta" });
const tuesdayB = makeReport({ date: "2026-03-17", hours: "1.00", status: "submitted", description: "Städning av bod" });
const friday = makeReport({ date: "2026-03-20", hours: "2.00", status: "draft", description: "Planering nästa vecka" });

function setup() {
  const onOpenReport = vi.fn();
  const fetchMock = mockFetch({
    "GET /api/admin/week?date=2026-03-16": { body: weekOf("2026-03-16", "2026-03-22", 12, [monday, tuesdayA, tuesdayB, friday]) },
    "GET /api/admin/week?date=2026-03-09": { body: weekOf("2026-03-09", "2026-03-15", 11) },
    "GET /api/admin/week?date=2026-03-23": { body: weekOf("2026-03-23", "2026-03-29", 13) },
  });
  renderWithProviders(<AdminWeekView onOpenReport={onOpenReport} today={TODAY} />);
  return { onOpenReport, ...fetchMock };
}

const grid = () => screen.getByRole("region", { name: "Erik Andersson" });
const day = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;

describe("AdminWeekView", () => {
  it("shows each day's total, letters and colour; 'Saknas' for a past empty day and '-' for today and later", async () => {
    setup();
    expect(await screen.findByRole("region", { name: "Erik Andersson" })).toBeInTheDocument();

    expect(day("2026-03-16")).toHaveAttribute("data-state", "verified");
    expect(within(day("2026-03-16")).getByTestId("day-total")).toHaveTextContent("8,0 h");
    expect(within(day("2026-03-16")).getByText("V")).toBeInTheDocument();
    expect(within(day("2026-03-16")).getByText("P-2026-001")).toBeInTheDocument();
    expect(within(day("2026-03-16")).getByText("Formsättning")).toBeInTheDocument();

    expect(day("2026-03-17")).toHaveAttribute("data-state", "submitted");
    expect(within(day("2026-03-17")).getByTestId("day-total")).toHaveTextContent("8,5 h");
    expect(within(day("2026-03-17")).getAllByText("S")).toHaveLength(2);

    expect(day("2026-03-18")).toHaveAttribute("data-state", "missing");
    expect(within(day("2026-03-18")).getByText("Saknas")).toHaveClass("text-red-700");

    expect(day("2026-03-19")).toHaveAttribute("data-state", "upcoming");
    expect(within(day("2026-03-19")).getByText("-")).toBeInTheDocument();
    expect(day("2026-03-20")).toHaveAttribute("data-state", "draft");
    expect(within(day("2026-03-20")).getByText("U")).toBeInTheDocument();
    for (const date of ["2026-03-21", "2026-03-22"]) expect(within(day(date)).getByText("-")).toBeInTheDocument();
    expect(within(grid()).getAllByText("Saknas")).toHaveLength(1);
    expect(within(grid()).getByText("18,5 h")).toBeInTheDocument();
  });

  it("opens a report through onOpenReport", async () => {
    const { onOpenReport } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Armering av platta/ }));
    expect(onOpenReport).toHaveBeenCalledWith(tuesdayA);
  });

  it("moves to the previous and next week and back with 'Denna vecka'", async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    expect(await screen.findByText("V. 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Denna vecka" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Föregående vecka" }));
    expect(screen.getByText("V. 11")).toBeInTheDocument();
    expect(screen.getByText("9 mars – 15 mars 2026")).toBeInTheDocument();
    // Every day of a past week without reports is missing.
    await waitFor(() => expect(within(grid()).getAllByText("Saknas")).toHaveLength(7));

    await user.click(screen.getByRole("button", { name: "Nästa vecka" }));
    await user.click(screen.getByRole("button", { name: "Nästa vecka" }));
    expect(screen.getByText("V. 13")).toBeInTheDocument();
    await waitFor(() => expect(within(grid()).queryAllByText("Saknas")).toHaveLength(0));

    await user.click(screen.getByRole("button", { name: "Denna vecka" }));
    expect(screen.getByText("V. 12")).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      "/api/admin/week?date=2026-03-16",
      "/api/admin/week?date=2026-03-09",
      "/api/admin/week?date=2026-03-23",
    ]);
  });

  it("says so when the week cannot be loaded", async () => {
    mockFetch({ "GET /api/admin/week?date=2026-03-16": { status: 500 } });
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} today={TODAY} />);
    expect(await screen.findByText("Fel vid hämtning av data. Försök uppdatera sidan.")).toBeInTheDocument();
  });
});
