// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AdminWeek, AdminWeekWorker, TimeReport } from "@shared/types";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { mockApi, reply, type RecordedRequest } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { isMissingDay } from "@shared/domain";
import { pagedWeek, pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
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
  const weeks: AdminWeek[] = [
    weekOf("2026-03-16", "2026-03-22", 12, [monday, tuesdayA, tuesdayB, friday]),
    weekOf("2026-03-09", "2026-03-15", 11),
    weekOf("2026-03-23", "2026-03-29", 13),
  ];
  const fetchMock = mockApi(warningsHandler(), submittedCountHandler(2), pagedWeekHandler(weeks));
  renderWithProviders(<AdminWeekView onOpenReport={onOpenReport} onOpenExpenses={vi.fn()} today={TODAY} />);
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

  it("sends the search, once typing pauses, and the toggles to the server, and shows one line each in 'Kompakt vy'", async () => {
    const done = buildAdminWeekWorker({
      id: "00000000-0000-4000-8000-000000000002",
      fullName: "Karin Klar",
      email: "karin@example.se",
      reports: ["2026-03-16", "2026-03-17", "2026-03-18"].map((date) => buildTimeReport({ project, date, status: "verified", isVerified: true })),
    });
    const idle = buildAdminWeekWorker({ id: "00000000-0000-4000-8000-000000000003", fullName: "Olle Saknar", email: "olle@example.se" });
    const busy = buildAdminWeekWorker({ reports: [monday, tuesdayA], closedAt: null });
    const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12, workers: [busy, done, idle] });
    const missing = (w: AdminWeekWorker) =>
      ["2026-03-16", "2026-03-17", "2026-03-18"].some((d) => isMissingDay(d, TODAY, false) && !w.reports.some((r) => r.date === d));
    const { calls } = mockApi(
      warningsHandler(),
      submittedCountHandler(1),
      pagedWeekHandler(week, (workers, params) =>
        workers
          .filter((w) => params.get("onlyMissing") !== "true" || missing(w))
          .filter((w) => params.get("onlyToReview") !== "true" || w.reports.some((r) => r.status === "submitted")),
      ),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();
    expect(await screen.findByText("Visar 3 av 3 arbetare")).toBeInTheDocument();
    const names = () =>
      within(screen.getByTestId("week-grid"))
        .getAllByRole("region")
        .map((r) => r.getAttribute("aria-label"));
    const weekCalls = () => calls.filter((c) => c.url.pathname === "/api/admin/week").map((c) => c.url.searchParams);

    await user.click(screen.getByRole("button", { name: "Bara saknade dagar" }));
    await waitFor(() => expect(names()).toEqual(["Erik Andersson", "Olle Saknar"]));
    expect(weekCalls().at(-1)?.get("onlyMissing")).toBe("true");
    expect(screen.getByText("Visar 2 av 2 arbetare")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Bara att granska" }));
    await waitFor(() => expect(names()).toEqual(["Erik Andersson"]));
    expect([weekCalls().at(-1)?.get("onlyMissing"), weekCalls().at(-1)?.get("onlyToReview")]).toEqual(["true", "true"]);
    await user.click(screen.getByRole("button", { name: "Bara saknade dagar" }));
    await user.click(screen.getByRole("button", { name: "Bara att granska" }));
    await waitFor(() => expect(names()).toHaveLength(3));

    const before = weekCalls().length;
    await user.type(screen.getByRole("searchbox", { name: "Sök arbetare" }), "KARIN");
    await waitFor(() => expect(names()).toEqual(["Karin Klar"]));
    // One request once typing pauses, not one per key; no toggle sent while off.
    expect(
      weekCalls()
        .slice(before)
        .map((p) => p.toString()),
    ).toEqual(["date=2026-03-16&q=KARIN&limit=50&offset=0"]);
    await user.clear(screen.getByRole("searchbox", { name: "Sök arbetare" }));
    await waitFor(() => expect(names()).toHaveLength(3));

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

  it("keeps the workers on screen while a search loads, and says so when it finds nobody", async () => {
    const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = pagedWeek(week);
    mockApi(
      warningsHandler(),
      submittedCountHandler(0),
      http.get("/api/admin/week", async ({ request }) => {
        if (new URL(request.url).searchParams.get("q")) await held;
        return answer(request);
      }),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();
    const search = await screen.findByRole("searchbox", { name: "Sök arbetare" });
    await user.type(search, "finns inte");
    await waitFor(() => expect(screen.getByTestId("week-grid").closest("[aria-busy]")).toHaveAttribute("aria-busy", "true"));
    expect(screen.getByRole("region", { name: "Erik Andersson" })).toBeInTheDocument();
    release();
    expect(await screen.findByText("Inga arbetare matchar filtren")).toBeInTheDocument();
    expect(screen.getByText("Visar 0 av 0 arbetare")).toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(search).toHaveValue("finns inte");
  });

  it("shows the first 50 workers at once; 'Visa fler' appends the next page and asks warnings for those workers", async () => {
    const crew = Array.from({ length: 56 }, (_, i) =>
      buildAdminWeekWorker({
        id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
        fullName: `Arbetare ${String(i + 1).padStart(3, "0")}`,
        email: `a${i}@x.se`,
      }),
    );
    const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12, workers: crew });
    const { calls } = mockApi(warningsHandler(), submittedCountHandler(0), pagedWeekHandler(week));
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();
    // One card per worker (role queries over 50 cards would be slow in jsdom).
    const cards = () => [...screen.getByTestId("week-grid").children];

    expect(await screen.findAllByText("Visar 50 av 56 arbetare")).toHaveLength(2);
    expect(cards()).toHaveLength(50);
    expect(cards()[49]).toHaveAccessibleName("Arbetare 050");
    const more = screen.getByRole("button", { name: "Visa fler" });
    expect(more).toHaveAccessibleDescription("Visar 50 av 56 arbetare");

    await user.click(more);
    expect(await screen.findByText("Visar 56 av 56 arbetare")).toBeInTheDocument();
    expect(cards()).toHaveLength(56);
    expect(cards()[55]).toHaveAccessibleName("Arbetare 056");
    expect(cards()[0]).toHaveAccessibleName("Arbetare 001");
    expect(screen.queryByText("Visa fler")).not.toBeInTheDocument();

    const sent = (path: string) => calls.filter((c: RecordedRequest) => c.url.pathname === path).map((c) => c.url.searchParams);
    expect(sent("/api/admin/week").map((p) => [p.get("limit"), p.get("offset")])).toEqual([
      ["50", "0"],
      ["50", "50"],
    ]);
    // Each page's workers once: the warnings follow what is loaded, not the whole staff.
    const asked = sent("/api/working-time/warnings").map((p) => p.get("workerIds")?.split(","));
    expect(asked).toEqual([crew.slice(0, 50), crew.slice(50)].map((page) => page.map((w) => w.id)));
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
    const karin = buildAdminWeekWorker({
      id: "00000000-0000-4000-8000-000000000002",
      fullName: "Karin Klar",
      email: "karin@example.se",
      reports: [buildTimeReport({ project, date: "2026-03-16", hours: "8.00", status: "verified", isVerified: true, description: "Formsättning" })],
    });
    const erik = buildAdminWeekWorker({ reports: [monday] });
    mockApi(
      warningsHandler(),
      submittedCountHandler(0),
      pagedWeekHandler(buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", workers: [erik, karin] })),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();

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
    const karin = buildAdminWeekWorker({
      id: "00000000-0000-4000-8000-000000000002",
      fullName: "Karin Klar",
      email: "karin@example.se",
      reports: [buildTimeReport({ project, date: "2026-03-16", hours: "8.00", description: "Formsättning" })],
    });
    mockApi(
      warningsHandler(),
      submittedCountHandler(0),
      pagedWeekHandler(buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", workers: [erik, karin] })),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();

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
