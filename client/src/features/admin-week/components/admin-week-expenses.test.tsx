// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AdminWeekWorker } from "@shared/types";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { buildMil, buildTrakt, buildUtlagg, bulkVerifyExpensesHandler } from "@/test/admin-expense-handlers";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { shownToast } from "@/test/toasts";
import { warningsHandler } from "@/test/working-time-handlers";
import { pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { AdminWeekView } from "./admin-week-view";

const TODAY = "2026-03-19";
const erikRef = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se" };
const karinRef = { id: "00000000-0000-4000-8000-000000000002", fullName: "Karin Sjöberg", email: "karin@demo.se" };

// Tuesday: an utlägg waiting and a verified drive; Wednesday: a trip sent back.
const spent = buildUtlagg({ worker: erikRef, workerId: erikRef.id, date: "2026-03-17", amount: "108.00", vat: "21.60" });
const drive = buildMil({ worker: erikRef, workerId: erikRef.id, date: "2026-03-17", status: "verified", amount: "249.50" });
const trip = buildTrakt({ worker: erikRef, workerId: erikRef.id, date: "2026-03-18", status: "draft", returnReason: "Ange resmålet." });
const erik = buildAdminWeekWorker({
  ...erikRef,
  reports: [buildTimeReport({ worker: erikRef, date: "2026-03-16", status: "submitted", description: "Formsättning" })],
  expenses: [spent, drive, trip],
});
// No report this week at all, one expense waiting.
const karin = buildAdminWeekWorker({ ...karinRef, expenses: [buildMil({ worker: karinRef, workerId: karinRef.id, date: "2026-03-16" })] });

function setup(workers: AdminWeekWorker[], submittedReports: number, submittedExpenses: number, ...handlers: RequestHandler[]) {
  const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", year: 2026, weekNumber: 12, workers, submittedExpenses });
  const log = mockApi(warningsHandler(), ...handlers, submittedCountHandler(submittedReports), pagedWeekHandler(week));
  const onOpenExpenses = vi.fn();
  renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={onOpenExpenses} today={TODAY} />);
  return { ...log, onOpenExpenses, user: userEvent.setup() };
}

/** The accessible name with the no-break spaces of money as plain ones. */
const named = (name: string) => (accessibleName: string) => accessibleName.replace(/\u00a0/g, " ") === name;

describe("AdminWeekView: ersättningar", () => {
  it("marks a day with expenses by their count and sum, and opens that day's expenses", async () => {
    const { onOpenExpenses, user } = setup([erik], 1, 1);
    const card = await screen.findByRole("region", { name: "Erik Andersson" });
    const tuesday = within(card).getByRole("button", { name: named("Erik Andersson, Tis 17/3: Ersättningar 2 st, 357,50 kr, 1 väntar granskning") });
    expect(tuesday.textContent?.replace(/\u00a0/g, " ")).toBe("357,50 kr");
    expect(tuesday).toHaveAttribute("data-status", "submitted");
    const wednesday = within(card).getByRole("button", { name: named("Erik Andersson, Ons 18/3: Ersättningar 1 st, 690,00 kr") });
    expect(wednesday).toHaveAttribute("data-status", "draft");
    // The week's sum beside its hours; no marker on a day without expenses.
    expect(
      within(card)
        .getByText("Ersättningar")
        .nextElementSibling?.textContent?.replace(/\u00a0/g, " "),
    ).toBe("1 047,50 kr");
    const monday = within(card).getByRole("listitem", { name: /^Mån/ });
    expect(within(monday).queryByRole("button", { name: /Ersättningar/ })).not.toBeInTheDocument();

    await user.click(tuesday);
    expect(onOpenExpenses).toHaveBeenCalledWith([spent, drive], "Erik Andersson, tisdag 17 mars 2026");
  });

  it("shows the marker in the compact view too, on a day without reports", async () => {
    const { onOpenExpenses, user } = setup([karin], 0, 1);
    await screen.findByRole("region", { name: "Karin Sjöberg" });
    await user.click(screen.getByRole("button", { name: "Kompakt vy" }));
    const row = await screen.findByRole("listitem", { name: "Karin Sjöberg" });
    const marker = within(row).getByRole("button", { name: named("Karin Sjöberg, Mån 16/3: Ersättningar 1 st, 399,75 kr, 1 väntar granskning") });
    await user.click(marker);
    expect(onOpenExpenses).toHaveBeenCalledWith(karin.expenses, "Karin Sjöberg, måndag 16 mars 2026");
  });

  it("attests a worker's week with expenses only: the question names them, both calls go, the toast counts the expenses", async () => {
    const { callsTo, user } = setup(
      [karin],
      0,
      1,
      http.post("/api/time-reports/verify", () => HttpResponse.json({ verified: 0 })),
      bulkVerifyExpensesHandler(1),
    );
    const attest = await screen.findByRole("button", { name: "Attestera vecka för Karin Sjöberg" });
    expect(attest).toBeEnabled();
    await user.click(attest);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("1 ersättning för Karin Sjöberg i vecka 12 attesteras");
    await user.click(within(dialog).getByRole("button", { name: "Attestera 1 ersättning" }));
    expect(await screen.findByText("1 ersättning attesterad")).toBeInTheDocument();
    const body = { startDate: "2026-03-16", endDate: "2026-03-22", workerId: karinRef.id };
    expect(callsTo("POST", "/api/time-reports/verify")[0].body).toEqual(body);
    expect(callsTo("POST", "/api/expenses/verify")[0].body).toEqual(body);
  });

  it("attests every worker's week: reports first, then expenses by the same period, both counts in the toast", async () => {
    const { calls, user } = setup(
      [erik, karin],
      4,
      3,
      http.post("/api/time-reports/verify", () => HttpResponse.json({ verified: 4 })),
      bulkVerifyExpensesHandler(3),
    );
    expect(await screen.findByText("4 inskickade rapporter den här veckan. 3 inskickade ersättningar.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Attestera vecka för alla arbetare" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("4 rapporter och 3 ersättningar för alla arbetare i vecka 12 attesteras");
    await user.click(within(dialog).getByRole("button", { name: "Attestera 4 rapporter och 3 ersättningar" }));
    await waitFor(() => expect(shownToast()).toMatchObject({ title: "Attesterat", description: "4 rapporter och 3 ersättningar attesterade" }));
    const posts = calls.filter((c) => c.method === "POST").map((c) => [c.url.pathname, c.body]);
    const period = { startDate: "2026-03-16", endDate: "2026-03-22" };
    expect(posts).toEqual([
      ["/api/time-reports/verify", period],
      ["/api/expenses/verify", period],
    ]);
  });

  it("says so when the reports were attested but the expenses were not", async () => {
    const { user } = setup(
      [erik],
      1,
      1,
      http.post("/api/time-reports/verify", () => HttpResponse.json({ verified: 1 })),
      http.post("/api/expenses/verify", reply(409, { message: "Perioden är låst för lön" })),
    );
    await user.click(await screen.findByRole("button", { name: "Attestera vecka för Erik Andersson" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Attestera 1 rapport och 1 ersättning" }));
    await waitFor(() =>
      expect(shownToast()).toMatchObject({
        variant: "destructive",
        title: "Kunde inte attestera ersättningarna",
        description: "1 rapport attesterad. Perioden är låst för lön",
      }),
    );
  });
});
