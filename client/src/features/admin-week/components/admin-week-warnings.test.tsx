// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildAdminWeek, buildAdminWeekWorker } from "@tests/support/builders";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildWorkingTimeWarning, ERIK_ID } from "@/test/working-time-handlers";
import { pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { AdminWeekView } from "./admin-week-view";

const TODAY = "2026-03-19";
const KARIN_ID = "00000000-0000-4000-8000-000000000002";
const erik = buildAdminWeekWorker({ id: ERIK_ID, fullName: "Erik Andersson" });
const karin = buildAdminWeekWorker({ id: KARIN_ID, fullName: "Karin Klar", email: "karin@example.se" });
const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12, workers: [erik, karin] });

const ordinary = buildWorkingTimeWarning({
  date: "2026-03-20",
  rule: "ordinary-week",
  message: "Ordinarie arbetstid 42,0 h i vecka 12 2026 – gränsen är 40 h per vecka",
  figures: { amount: 42, limit: 40 },
});
const rest = buildWorkingTimeWarning({
  date: "2026-03-17",
  rule: "daily-rest",
  message: "Dygnsvila 9 h 30 min mellan 16 och 17 mars 2026 – gränsen är 11 h i följd",
  figures: { amount: 570, limit: 660, since: "2026-03-16" },
});

function setup(warnings: Parameters<typeof HttpResponse.json>[0] | null, refused?: string) {
  const answer = refused ? reply(409, { message: refused }) : warnings === null ? reply(500) : () => HttpResponse.json(warnings);
  const log = mockApi(pagedWeekHandler(week), submittedCountHandler(0), http.get("/api/working-time/warnings", answer));
  renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
  return log;
}

describe("AdminWeekView: Arbetstidslagen's warnings", () => {
  it("marks only the worker with warnings and shows the messages, by date, when the mark is pressed", async () => {
    const { callsTo } = setup([ordinary, rest]);
    const user = userEvent.setup();
    const mark = await screen.findByRole("button", { name: "Arbetstidsvarning för Erik Andersson" });
    expect(screen.queryByRole("button", { name: "Arbetstidsvarning för Karin Klar" })).not.toBeInTheDocument();
    expect(mark).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(ordinary.message)).not.toBeInTheDocument();

    await user.click(mark);
    expect(mark).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("list", { name: "Arbetstidsvarningar för Erik Andersson" });
    expect(within(screen.getByRole("region", { name: "Erik Andersson" })).getByRole("list", { name: /Arbetstidsvarningar/ })).toBe(list);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([`ti 17/3${rest.message}`, `fr 20/3${ordinary.message}`]);

    await user.click(mark);
    expect(screen.queryByRole("list", { name: "Arbetstidsvarningar för Erik Andersson" })).not.toBeInTheDocument();
    // The whole week, for the loaded workers at once.
    expect(callsTo("GET", "/api/working-time/warnings").map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
      { startDate: "2026-03-16", endDate: "2026-03-22", workerIds: `${ERIK_ID},${KARIN_ID}` },
    ]);
  });

  it("shows the mark and its messages in 'Kompakt vy' too", async () => {
    setup([ordinary]);
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Arbetstidsvarning för Erik Andersson" });
    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    const row = screen.getByRole("listitem", { name: "Erik Andersson" });
    await user.click(within(row).getByRole("button", { name: "Arbetstidsvarning för Erik Andersson" }));
    expect(within(row).getByText(ordinary.message)).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Karin Klar" })).queryByRole("button", { name: /Arbetstidsvarning/ })).not.toBeInTheDocument();
  });

  it("asks the server for the warned workers only with 'Bara varningar', and counts them as the other filters do", async () => {
    const { callsTo } = mockApi(
      // The server keeps Karin, the one with a warning this week, when asked for onlyWarnings.
      pagedWeekHandler(week, (workers, params) => (params.get("onlyWarnings") === "true" ? workers.filter((w) => w.id === KARIN_ID) : workers)),
      submittedCountHandler(0),
      http.get("/api/working-time/warnings", () => HttpResponse.json([buildWorkingTimeWarning({ workerId: KARIN_ID })])),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();
    expect(await screen.findByText("Visar 2 av 2 arbetare")).toBeInTheDocument();
    const weekCalls = () => callsTo("GET", "/api/admin/week").map((c) => c.url.searchParams);
    expect(weekCalls().at(-1)?.has("onlyWarnings")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Bara varningar" }));
    expect(await screen.findByText("Visar 1 av 1 arbetare")).toBeInTheDocument();
    expect(weekCalls().at(-1)?.get("onlyWarnings")).toBe("true");
    expect(screen.queryByRole("region", { name: "Erik Andersson" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Karin Klar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bara varningar" })).toHaveAttribute("aria-pressed", "true");

    // Off again: the unfiltered week, from the cache.
    await user.click(screen.getByRole("button", { name: "Bara varningar" }));
    expect(await screen.findByText("Visar 2 av 2 arbetare")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Erik Andersson" })).toBeInTheDocument();
  });

  it("still shows the week when the warnings cannot be fetched, and says so", async () => {
    setup(null);
    expect(await screen.findByText("Arbetstidsvarningarna kunde inte hämtas.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Erik Andersson" })).toBeInTheDocument();
  });

  it("says why when the server cannot judge them: a limit that cannot be read", async () => {
    const reason = "Löneinställningen Arbetstidsgränser kan inte läsas – öppna Lön › Inställningar och spara den igen";
    setup(null, reason);
    expect(await screen.findByText(`Arbetstiden kan inte kontrolleras: ${reason}`)).toBeInTheDocument();
    expect(screen.queryByText("Arbetstidsvarningarna kunde inte hämtas.")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Erik Andersson" })).toBeInTheDocument();
  });
});
