// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AdminWeekWorker } from "@shared/types";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { mockApi, type RecordedRequest } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { isMissingDay } from "@shared/domain";
import { pagedWeek, pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { monday, project, TODAY, tuesdayA } from "@/test/admin-week-reports";
import { AdminWeekView } from "./admin-week-view";

/* The week grid's workers: the search and the toggles sent to the server, 'Kompakt vy', and the pages of 50. */

describe("AdminWeekView: finding workers", () => {
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
});
