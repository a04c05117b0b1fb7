// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AdminWeek, TimeReport } from "@shared/types";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { AdminWeekView } from "./admin-week-view";

// Thursday of week 12, 2026: Monday–Wednesday are past, Thursday is today.
const TODAY = "2026-03-19";

function weekOf(start: string, end: string, weekNumber: number, reports: TimeReport[] = []): AdminWeek {
  const closedAt = weekNumber === 12 ? "2026-03-19T15:00:00.000Z" : null;
  return buildAdminWeek({ weekStart: start, weekEnd: end, year: 2026, weekNumber, workers: [buildAdminWeekWorker({ reports, closedAt })] });
}

const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
const monday = buildTimeReport({ project, date: "2026-03-16", hours: "8.00", status: "verified", isVerified: true, description: "Formsättning" });
const tuesdayA = buildTimeReport({ project, date: "2026-03-17", hours: "7.50", status: "submitted", description: "Armering av platta" });
const tuesdayB = buildTimeReport({ project, date: "2026-03-17", hours: "1.00", status: "submitted", description: "Städning av bod" });
const friday = buildTimeReport({ project, date: "2026-03-20", hours: "2.00", status: "draft", description: "Planering nästa vecka" });

function setup() {
  const onOpenReport = vi.fn();
  const weeks: Record<string, AdminWeek> = {
    "2026-03-16": weekOf("2026-03-16", "2026-03-22", 12, [monday, tuesdayA, tuesdayB, friday]),
    "2026-03-09": weekOf("2026-03-09", "2026-03-15", 11),
    "2026-03-23": weekOf("2026-03-23", "2026-03-29", 13),
  };
  const fetchMock = mockApi(
    warningsHandler(),
    http.get("/api/admin/week", ({ request }) => {
      const week = weeks[new URL(request.url).searchParams.get("date") ?? ""];
      return week ? HttpResponse.json(week) : HttpResponse.json({ message: "Hittades inte" }, { status: 404 });
    }),
  );
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
    expect(within(grid()).getByText("Vecka stängd")).toBeInTheDocument();
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
    // Every weekday of a past week without reports is missing; Saturday and Sunday are neutral '-' (CONTRACT §4).
    await waitFor(() => expect(within(grid()).getAllByText("Saknas")).toHaveLength(5));
    for (const date of ["2026-03-14", "2026-03-15"]) {
      expect(day(date)).toHaveAttribute("data-state", "weekend");
      expect(within(day(date)).getByText("-")).toBeInTheDocument();
    }

    await user.click(screen.getByRole("button", { name: "Nästa vecka" }));
    await user.click(screen.getByRole("button", { name: "Nästa vecka" }));
    expect(screen.getByText("V. 13")).toBeInTheDocument();
    await waitFor(() => expect(within(grid()).queryAllByText("Saknas")).toHaveLength(0));

    await user.click(screen.getByRole("button", { name: "Denna vecka" }));
    expect(screen.getByText("V. 12")).toBeInTheDocument();
    const paths = calls.map((c) => c.path);
    expect(paths.filter((p) => p.startsWith("/api/admin/week"))).toEqual([
      "/api/admin/week?date=2026-03-16",
      "/api/admin/week?date=2026-03-09",
      "/api/admin/week?date=2026-03-23",
    ]);
    // One warnings request per week shown, for every worker at once.
    expect(paths.filter((p) => p.startsWith("/api/working-time"))).toEqual([
      "/api/working-time/warnings?startDate=2026-03-16&endDate=2026-03-22",
      "/api/working-time/warnings?startDate=2026-03-09&endDate=2026-03-15",
      "/api/working-time/warnings?startDate=2026-03-23&endDate=2026-03-29",
    ]);
  });

  it("says so when the week cannot be loaded", async () => {
    mockApi(http.get("/api/admin/week", reply(500)));
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} today={TODAY} />);
    expect(await screen.findByText("Fel vid hämtning av data. Försök uppdatera sidan.")).toBeInTheDocument();
  });

  it("narrows the workers by name, 'Bara saknade dagar' and 'Bara att granska', and shows one line each in 'Kompakt vy'", async () => {
    const done = buildAdminWeekWorker({
      id: "00000000-0000-4000-8000-000000000002",
      fullName: "Karin Klar",
      email: "karin@example.se",
      reports: ["2026-03-16", "2026-03-17", "2026-03-18"].map((date) => buildTimeReport({ project, date, status: "verified", isVerified: true })),
    });
    const idle = buildAdminWeekWorker({ id: "00000000-0000-4000-8000-000000000003", fullName: "Olle Saknar", email: "olle@example.se" });
    const busy = buildAdminWeekWorker({ reports: [monday, tuesdayA], closedAt: null });
    mockApi(
      warningsHandler(),
      http.get("/api/admin/week", () =>
        HttpResponse.json(buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12, workers: [busy, done, idle] })),
      ),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();
    expect(await screen.findByText("Visar 3 av 3 arbetare")).toBeInTheDocument();
    const names = () =>
      within(screen.getByTestId("week-grid"))
        .getAllByRole("region")
        .map((r) => r.getAttribute("aria-label"));

    await user.click(screen.getByRole("button", { name: "Bara saknade dagar" }));
    expect(names()).toEqual(["Erik Andersson", "Olle Saknar"]);
    await user.click(screen.getByRole("button", { name: "Bara att granska" }));
    expect(names()).toEqual(["Erik Andersson"]);
    await user.click(screen.getByRole("button", { name: "Bara saknade dagar" }));
    await user.click(screen.getByRole("button", { name: "Bara att granska" }));
    await user.type(screen.getByRole("searchbox", { name: "Sök arbetare" }), "KARIN");
    expect(names()).toEqual(["Karin Klar"]);
    await user.clear(screen.getByRole("searchbox", { name: "Sök arbetare" }));

    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    expect(screen.getByRole("button", { name: "Kompakt vy" })).toHaveAttribute("aria-pressed", "true");
    const rows = within(screen.getByRole("list", { name: "Arbetare" }))
      .getAllByRole("listitem", { name: /./ })
      .filter((li) => li.dataset.workerId);
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual(["Erik Andersson", "Karin Klar", "Olle Saknar"]);
    expect(within(rows[2]).getByText("Ons 18/3: saknas")).toBeInTheDocument();
    expect(within(rows[2]).getByText("Lör 21/3: ingen rapport")).toBeInTheDocument();
    expect(within(rows[0]).getByRole("button", { name: /Tis 17\/3: 7,5 h, väntar granskning/ })).toBeInTheDocument();
  });

  it("names alike report buttons by worker and day, in both layouts", async () => {
    const karin = buildAdminWeekWorker({
      id: "00000000-0000-4000-8000-000000000002",
      fullName: "Karin Klar",
      email: "karin@example.se",
      reports: [buildTimeReport({ project, date: "2026-03-16", hours: "8.00", status: "verified", isVerified: true, description: "Formsättning" })],
    });
    const erik = buildAdminWeekWorker({ reports: [monday] });
    mockApi(
      warningsHandler(),
      http.get("/api/admin/week", () => HttpResponse.json(buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", workers: [erik, karin] }))),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();

    // The same project, description and status on the same day: only the worker tells them apart.
    expect(await screen.findByRole("button", { name: /^Erik Andersson, Mån 16\/3: P-2026-001 Formsättning, Verifierad$/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Karin Klar, Mån 16\/3: P-2026-001 Formsättning, Verifierad$/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    expect(screen.getByRole("button", { name: "Erik Andersson, Mån 16/3: 8,0 h, verifierad. Visa rapport P-2026-001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Karin Klar, Mån 16/3: 8,0 h, verifierad. Visa rapport P-2026-001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportera vecka för Karin Klar" })).toBeInTheDocument();
  });
});
