// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildAdminWeek, buildAdminWeekWorker } from "@tests/support/builders";
import { bulkVerifyExpensesHandler } from "@/test/admin-expense-handlers";
import { mockApi, reply } from "@/test/msw";
import { buildTimeReport } from "@tests/support/builders";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { AdminWeekView } from "./admin-week-view";
import { sentWhenShown } from "@/test/sent";

const TODAY = "2026-03-19";
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
const erikWorker = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se" };
const karinWorker = { id: "00000000-0000-4000-8000-000000000002", fullName: "Karin Sjöberg", email: "karin@demo.se" };

const erik = buildAdminWeekWorker({
  ...erikWorker,
  reports: [
    buildTimeReport({ worker: erikWorker, project, date: "2026-03-16", status: "submitted", description: "Formsättning" }),
    buildTimeReport({ worker: erikWorker, project, date: "2026-03-17", status: "submitted", timeCode: "ÖT1", description: "Gjutning kväll" }),
    // Sick on Wednesday: absence, no project, never 'Saknas'.
    buildTimeReport({
      worker: erikWorker,
      project: null,
      projectId: null,
      date: "2026-03-18",
      hours: "8.00",
      status: "verified",
      isVerified: true,
      timeCode: "SJK",
      description: "",
    }),
  ],
});
const karin = buildAdminWeekWorker({
  ...karinWorker,
  reports: [
    buildTimeReport({
      worker: karinWorker,
      project,
      date: "2026-03-16",
      status: "draft",
      returnReason: "Fel projekt angivet, byt till rätt.",
      description: "Rivning",
    }),
    buildTimeReport({
      worker: karinWorker,
      project,
      date: "2026-03-17",
      status: "verified",
      isVerified: true,
      lockedForPayroll: true,
      description: "Målning",
    }),
    buildTimeReport({ worker: karinWorker, project, date: "2026-03-18", status: "submitted", description: "Fogning" }),
  ],
});

/** The week of Erik and Karin; the server counts `submitted` reports of every worker in it. */
function setup(submitted: number, ...handlers: RequestHandler[]) {
  const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", year: 2026, weekNumber: 12, workers: [erik, karin] });
  const log = mockApi(warningsHandler(), ...handlers, submittedCountHandler(submitted), pagedWeekHandler(week));
  renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
  return log;
}

const card = (name: string) => screen.getByRole("region", { name });

describe("AdminWeekView and payroll", () => {
  it("shows the code's label, absence muted and never 'Saknas', U for a returned report and 'Låst för lön'", async () => {
    setup(3);
    const erikCard = await screen.findByRole("region", { name: "Erik Andersson" });
    const wednesday = within(erikCard).getByRole("listitem", { name: /^Ons/ });
    expect(wednesday).toHaveAttribute("data-state", "absence");
    expect(within(wednesday).queryByText("Saknas")).not.toBeInTheDocument();
    expect(within(wednesday).getByRole("button", { name: /Sjukdom/ })).toHaveAttribute("data-kind", "absence");
    expect(within(erikCard).getByRole("button", { name: /Övertid enkel/ })).toBeInTheDocument();

    const karinCard = card("Karin Sjöberg");
    const returned = within(karinCard).getByRole("button", { name: /Rivning, Skickad tillbaka/ });
    expect(within(returned).getByText("U")).toBeInTheDocument();
    expect(within(karinCard).getByRole("button", { name: /Målning, Verifierad, Låst för lön/ })).toBeInTheDocument();
  });

  it("attests one worker's week after a question naming the count, and toasts what the server verified", async () => {
    const { callsTo } = setup(
      3,
      http.post("/api/time-reports/verify", () => HttpResponse.json({ verified: 2 })),
      bulkVerifyExpensesHandler(0),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Attestera vecka för Erik Andersson" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("2 rapporter för Erik Andersson i vecka 12 attesteras");
    expect(callsTo("POST", "/api/time-reports/verify")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Attestera 2 rapporter" }));
    expect(await sentWhenShown(callsTo, "2 rapporter attesterade", "POST", "/api/time-reports/verify")).toEqual({
      startDate: "2026-03-16",
      endDate: "2026-03-22",
      workerId: erikWorker.id,
    });
    // The grid is read again through the data module's invalidation.
    await waitFor(() => expect(callsTo("GET", "/api/admin/week").length).toBeGreaterThan(1));
  });

  it("attests every worker's week with one request, counted on the server, and shows the server's refusal", async () => {
    // 240 submitted this week among every worker, though only Erik's and Karin's 3 are loaded.
    const { callsTo } = setup(240, http.post("/api/time-reports/verify", reply(409, { message: "Perioden är låst för lön" })));
    const user = userEvent.setup();
    expect(await screen.findByText("240 inskickade rapporter den här veckan.")).toBeInTheDocument();
    const count = callsTo("GET", "/api/time-reports")[0].url.searchParams;
    expect(Object.fromEntries(count)).toEqual({ status: "submitted", startDate: "2026-03-16", endDate: "2026-03-22", limit: "1" });
    await user.click(screen.getByRole("button", { name: "Attestera vecka för alla arbetare" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("240 rapporter för alla arbetare i vecka 12");
    await user.click(within(dialog).getByRole("button", { name: "Attestera 240 rapporter" }));
    expect(await sentWhenShown(callsTo, "Perioden är låst för lön", "POST", "/api/time-reports/verify")).toEqual({
      startDate: "2026-03-16",
      endDate: "2026-03-22",
    });
  });

  it("says 'cirka' when the server's count of the week is an estimate", async () => {
    const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12, workers: [erik] });
    mockApi(warningsHandler(), submittedCountHandler(12_345, true), pagedWeekHandler(week));
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    const user = userEvent.setup();
    expect(await screen.findByText("Cirka 12 345 inskickade rapporter den här veckan.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Attestera vecka för alla arbetare" }));
    expect(await screen.findByRole("button", { name: /^Attestera cirka 12\s345 rapporter$/ })).toBeInTheDocument();
  });

  it("offers no attest for a worker with nothing submitted", async () => {
    const nothing = buildAdminWeekWorker({ ...karinWorker, reports: [] });
    mockApi(
      warningsHandler(),
      submittedCountHandler(0),
      pagedWeekHandler(buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", weekNumber: 12, workers: [nothing] })),
    );
    renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
    expect(await screen.findByRole("button", { name: "Attestera vecka för Karin Sjöberg" })).toBeDisabled();
    expect(await screen.findByText("Inga inskickade rapporter att attestera den här veckan.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Attestera vecka för alla arbetare" })).toBeDisabled();
  });
});
