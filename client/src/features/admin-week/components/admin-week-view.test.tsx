// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AdminWeek, AdminWeekWorker, TimeReport } from "@shared/types";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { buildUtlagg } from "@/test/admin-expense-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildWorkingTimeWarning, warningsHandler } from "@/test/working-time-handlers";
import { pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { friday, monday, project, TODAY, tuesdayA, tuesdayB } from "@/test/admin-week-reports";
import { AdminWeekView } from "./admin-week-view";

function weekOf(start: string, end: string, weekNumber: number, reports: TimeReport[] = []): AdminWeek {
  const closedAt = weekNumber === 12 ? "2026-03-19T15:00:00.000Z" : null;
  return buildAdminWeek({ weekStart: start, weekEnd: end, year: 2026, weekNumber, workers: [buildAdminWeekWorker({ reports, closedAt })] });
}

function setup() {
  const onOpenReport = vi.fn();
  const weeks: AdminWeek[] = [
    weekOf("2026-03-16", "2026-03-22", 12, [monday, tuesdayA, tuesdayB, friday]),
    weekOf("2026-03-09", "2026-03-15", 11),
    weekOf("2026-03-23", "2026-03-29", 13),
  ];
  const fetchMock = mockApi(warningsHandler(), submittedCountHandler(2), pagedWeekHandler(weeks));
  renderWithProviders(<AdminWeekView onOpenReport={onOpenReport} onOpenExpenses={vi.fn()} today={TODAY} />);
  return { onOpenReport, ...fetchMock };
}

/** The week of 16 March with `workers`, none of it waiting for attest; the user who looks at it. */
function renderWeekOf(workers: AdminWeekWorker[]) {
  mockApi(warningsHandler(), submittedCountHandler(0), pagedWeekHandler(buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", workers })));
  renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
  return userEvent.setup();
}

/** A second worker, Karin Klar, with her week's reports. */
const karinWith = (...reports: TimeReport[]) =>
  buildAdminWeekWorker({ id: "00000000-0000-4000-8000-000000000002", fullName: "Karin Klar", email: "karin@example.se", reports });

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

  it("has no accessibility violations, in both layouts with a warning open, and asking before an attest", async () => {
    const returned = buildTimeReport({
      project,
      date: "2026-03-18",
      status: "draft",
      returnReason: "Fel projekt angivet, byt till rätt.",
      description: "Rivning",
    });
    const locked = buildTimeReport({ project, date: "2026-03-20", status: "verified", isVerified: true, lockedForPayroll: true, description: "Målning" });
    const sick = buildTimeReport({ date: "2026-03-19", hours: "8.00", timeCode: "SJK", description: "" });
    const erik = buildAdminWeekWorker({
      reports: [monday, tuesdayA, tuesdayB, returned, locked, sick, friday],
      expenses: [buildUtlagg({ date: "2026-03-17", amount: "108.00", vat: "21.60" })],
      notInLedger: ["2026-03-17"],
      closedAt: "2026-03-19T15:00:00.000Z",
    });
    const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12, workers: [erik, karinWith()], submittedExpenses: 1 });
    mockApi(
      warningsHandler([
        buildWorkingTimeWarning({
          date: "2026-03-17",
          rule: "daily-rest",
          message: "Dygnsvila 9 h 30 min mellan 16 och 17 mars 2026 – gränsen är 11 h i följd",
          figures: { amount: 570, limit: 660, since: "2026-03-16" },
        }),
      ]),
      submittedCountHandler(2),
      pagedWeekHandler(week),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Arbetstidsvarning för Erik Andersson" }));
    expect(screen.getByRole("list", { name: "Arbetstidsvarningar för Erik Andersson" })).toBeInTheDocument();
    await expectNoAxeViolations("the week grid");

    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    await user.click(within(screen.getByRole("listitem", { name: "Erik Andersson" })).getByRole("button", { name: "Arbetstidsvarning för Erik Andersson" }));
    await expectNoAxeViolations("the compact week grid");

    await user.click(screen.getByRole("button", { name: "Attestera vecka för Erik Andersson" }));
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    await expectNoAxeViolations("the question before attesting a week");
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
    // Every weekday of a past week without reports is missing; Saturday and Sunday are neutral '-' (docs/product-rules.md §7).
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
      "/api/admin/week?date=2026-03-16&limit=50&offset=0",
      "/api/admin/week?date=2026-03-09&limit=50&offset=0",
      "/api/admin/week?date=2026-03-23&limit=50&offset=0",
    ]);
    // One warnings request per week shown, for the loaded workers.
    const erik = encodeURIComponent(buildAdminWeekWorker().id);
    expect(paths.filter((p) => p.startsWith("/api/working-time"))).toEqual([
      `/api/working-time/warnings?startDate=2026-03-16&endDate=2026-03-22&workerIds=${erik}`,
      `/api/working-time/warnings?startDate=2026-03-09&endDate=2026-03-15&workerIds=${erik}`,
      `/api/working-time/warnings?startDate=2026-03-23&endDate=2026-03-29&workerIds=${erik}`,
    ]);
  });

  it("says so when the week cannot be loaded", async () => {
    mockApi(http.get("/api/admin/week", reply(500)));
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    expect(await screen.findByText("Fel vid hämtning av data. Försök uppdatera sidan.")).toBeInTheDocument();
  });

  it("opens at the week and the worker another tab asked for (the Lön tab's day without a report), and steps on from there", async () => {
    const weeks = [weekOf("2026-03-16", "2026-03-22", 12), weekOf("2026-03-09", "2026-03-15", 11), weekOf("2026-03-23", "2026-03-29", 13)];
    const { callsTo } = mockApi(warningsHandler(), submittedCountHandler(0), pagedWeekHandler(weeks));
    renderWithProviders(
      <AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} preset={{ key: 1, date: "2026-03-11", search: "Erik Andersson" }} />,
    );
    expect(await screen.findByRole("region", { name: "Erik Andersson" })).toBeInTheDocument();
    expect(screen.getByText("V. 11")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Sök arbetare")).toHaveValue("Erik Andersson");
    // The first request is already that week and that worker: no round through this week.
    const asked = callsTo("GET", "/api/admin/week");
    expect(asked.map((r) => [r.url.searchParams.get("date"), r.url.searchParams.get("q")])).toEqual([["2026-03-09", "Erik Andersson"]]);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Denna vecka" }));
    expect(await screen.findByText("V. 12")).toBeInTheDocument();
  });

  it("names alike report buttons by worker and day, in both layouts", async () => {
    const karin = karinWith(buildTimeReport({ project, date: "2026-03-16", hours: "8.00", status: "verified", isVerified: true, description: "Formsättning" }));
    const erik = buildAdminWeekWorker({ reports: [monday] });
    const user = renderWeekOf([erik, karin]);

    // The same project, description and status on the same day: only the worker tells them apart.
    expect(await screen.findByRole("button", { name: /^Erik Andersson, Mån 16\/3: P-2026-001 Formsättning, Verifierad$/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Karin Klar, Mån 16\/3: P-2026-001 Formsättning, Verifierad$/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    expect(screen.getByRole("button", { name: "Erik Andersson, Mån 16/3: 8,0 h, verifierad. Visa rapport P-2026-001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Karin Klar, Mån 16/3: 8,0 h, verifierad. Visa rapport P-2026-001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportera vecka för Karin Klar" })).toBeInTheDocument();
  });

  it("breaks each worker's week total down by kind, in the card and in the compact row", async () => {
    const overtime = buildTimeReport({ project, date: "2026-03-16", hours: "2.00", timeCode: "ÖT1", description: "Gjutning på kvällen" });
    const travel = buildTimeReport({ project, date: "2026-03-17", hours: "1.50", timeCode: "RE1", description: "Resa till bygget" });
    const sick = buildTimeReport({ date: "2026-03-18", hours: "8.00", timeCode: "SJK", description: "" });
    const erik = buildAdminWeekWorker({ reports: [monday, overtime, travel, sick] });
    const karin = karinWith(buildTimeReport({ project, date: "2026-03-16", hours: "8.00", description: "Formsättning" }));
    const user = renderWeekOf([erik, karin]);

    const card = await screen.findByRole("region", { name: "Erik Andersson" });
    expect(within(card).getByText("19,5 h")).toBeInTheDocument();
    expect(within(card).getByText("Arbete 8,0 · Övertid 2,0 · Restid 1,5 · Frånvaro 8,0")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Karin Klar" })).getByText("Arbete 8,0")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    const row = (name: string) => within(screen.getByRole("list", { name: "Arbetare" })).getByRole("listitem", { name });
    expect(within(row("Erik Andersson")).getByText("19,5 h")).toBeInTheDocument();
    expect(within(row("Erik Andersson")).getByText("Arbete 8,0 · Övertid 2,0 · Restid 1,5 · Frånvaro 8,0")).toBeInTheDocument();
    expect(within(row("Karin Klar")).getByText("Arbete 8,0")).toBeInTheDocument();
  });

  it("heads the compact view's day columns with the weekdays and their dates, today marked, and only there", async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByRole("region", { name: "Erik Andersson" });
    expect(screen.queryByRole("list", { name: "Veckans dagar" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));

    const headings = within(screen.getByRole("list", { name: "Veckans dagar" })).getAllByRole("listitem");
    expect(headings.map((h) => h.textContent)).toEqual(["Mån16/3", "Tis17/3", "Ons18/3", "Tor19/3", "Fre20/3", "Lör21/3", "Sön22/3"]);
    expect(headings.map((h) => h.dataset.date)).toEqual(["2026-03-16", "2026-03-17", "2026-03-18", "2026-03-19", "2026-03-20", "2026-03-21", "2026-03-22"]);
    expect(headings.map((h) => h.getAttribute("aria-current"))).toEqual([null, null, null, "date", null, null, null]);
    // The headings stand over the rows' seven day cells, in the same order.
    const rowDays = within(screen.getByRole("list", { name: "Veckan för Erik Andersson" })).getAllByRole("listitem");
    expect(rowDays.map((d) => d.dataset.date)).toEqual(headings.map((h) => h.dataset.date));

    // The next week's headings follow the week shown.
    await user.click(screen.getByRole("button", { name: "Nästa vecka" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Veckans dagar" })).getAllByRole("listitem")[0]).toHaveTextContent("Mån23/3"));
  });
});
