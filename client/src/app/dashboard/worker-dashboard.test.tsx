// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildClosure, buildProject, buildTimeReport, buildUser, buildWorkerSummary } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { buildMil, buildRejectedExpense, rejectedExpensesHandler, returnedExpensesHandler } from "@/test/expense-handlers";
import { ledgerHandlers } from "@/test/ledger-handlers";
import { mockApi, reply } from "@/test/msw";
import { dailyNormHandler, lockedPeriodsHandler } from "@/test/payroll-handlers";
import { buildWorkingTimeWarning, warningsHandler } from "@/test/working-time-handlers";
import { renderWithProviders } from "@/test/render";
import { WorkerDashboard } from "./worker-dashboard";

const CONFIRM = "Jag bekräftar att ovanstående information är korrekt och att arbetstiden är korrekt rapporterad.";
const CALENDAR_PATH = "/api/report-calendar?startDate=2026-10-26&endDate=2026-12-06";
const report = buildTimeReport({ date: "2026-11-18" });
const rejectedNotice = {
  id: "44444444-4444-4444-8444-444444444444",
  date: "2026-11-17",
  hours: "7.50",
  timeCode: "ARB",
  project: { id: "55555555-5555-4555-8555-555555555555", projectNumber: "P-2025-001", title: "Sjöboden" },
  reason: "Dubbelrapporterad, dagen finns redan",
  rejectedAt: "2026-11-20T09:00:00.000Z",
  rejectedBy: { fullName: "Anna Admin" },
};
const PROJECTS = [buildProject(), buildProject({ id: "33333333-3333-4333-8333-333333333333", projectNumber: "P-2025-002", title: "Brf Kajen – stambyte" })];

// Friday 20 November 2026, 11:00 in Stockholm: the closing card shows.
fixClock("2026-11-20T10:00:00Z");

/** The worker's one report answers every list: this week's, the submitted ones, the latest, the day's; none is sent back, no expense either. */
function mockWorkerApi() {
  return mockApi(
    http.get("/api/summary", () => HttpResponse.json(buildWorkerSummary({ weekHours: "7.50", submittedReports: 1, activeProjects: 2 }))),
    http.get("/api/projects", () => HttpResponse.json(PROJECTS)),
    lockedPeriodsHandler(),
    dailyNormHandler(),
    http.get("/api/time-reports", ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get("returned") ? [] : [report])),
    http.get("/api/weekly-closures/status", ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get("year") === "2026" && query.get("weekNumber") === "47" ? HttpResponse.json({ isClosed: false }) : HttpResponse.json({}, { status: 400 });
    }),
    http.get("/api/weekly-closures/my-closures", () => HttpResponse.json([])),
    http.get("/api/time-reports/rejected", () => HttpResponse.json([])),
    returnedExpensesHandler([]),
    rejectedExpensesHandler([]),
    http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report: null })),
    warningsHandler(),
    http.get("/api/report-calendar", () => HttpResponse.json({ "2026-11-18": { hasReport: true, isVerified: false } })),
    http.put(`/api/time-reports/${report.id}`, () => HttpResponse.json(report)),
    ...ledgerHandlers(),
  );
}

describe("WorkerDashboard", () => {
  it("greets the worker and shows the cards, the closing card, the lists and the calendar", async () => {
    mockWorkerApi();
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    expect(screen.getByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    expect(screen.getByText("fredag 20 november 2026")).toBeInTheDocument();
    expect(await screen.findByText("Jag är klar med veckan")).toBeInTheDocument();
    expect(screen.getByText("Timmar denna vecka")).toBeInTheDocument();
    // The cards themselves, not the headings that stand in for them until they are made.
    expect(await screen.findByText("Inga stängda veckor ännu")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ladda ner PDF" })).toBeInTheDocument();
    expect(screen.getAllByText("Stängda veckor")).toHaveLength(1);
    expect(await screen.findByRole("group", { name: "Månadsöversikt" })).toBeInTheDocument();
  });

  it("has no accessibility violations, with every part of it filled: the lists, the sent back, the rejected, the warnings, the closed weeks", async () => {
    const returned = buildTimeReport({ date: "2026-11-19", status: "draft", returnReason: "Fel projekt, det var Sjöboden" });
    const locked = buildTimeReport({ date: "2026-11-12", status: "verified", lockedForPayroll: true });
    mockWorkerApi();
    mockApi(
      http.get("/api/summary", () =>
        HttpResponse.json(buildWorkerSummary({ weekHours: "15.50", weekHoursByKind: { work: "7.50", overtime: "0.00", travel: "0.00", absence: "8.00" } })),
      ),
      http.get("/api/time-reports", ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get("returned") ? [returned] : [report, returned, locked]),
      ),
      http.get("/api/time-reports/rejected", () => HttpResponse.json([rejectedNotice])),
      returnedExpensesHandler([buildMil({ date: "2026-11-18", status: "draft", returnReason: "Ange vilket bygge materialet hämtades till" })]),
      rejectedExpensesHandler([buildRejectedExpense()]),
      warningsHandler([buildWorkingTimeWarning()]),
      http.get("/api/weekly-closures/my-closures", () => HttpResponse.json([buildClosure({ weekNumber: 46 })])),
    );
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    expect(await screen.findByRole("list", { name: "Skickade tillbaka" })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Nekade rapporter" })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Nekade ersättningar" })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Arbetstidsvarningar" })).toBeInTheDocument();
    expect(await screen.findByText("Jag är klar med veckan")).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "Månadsöversikt" })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Stängda veckor" })).toBeInTheDocument();
    await expectNoAxeViolations("the worker's dashboard");
  });

  it("shows what needs the worker first: the sent back and the rejected together at the top, above the figures and the calendar", async () => {
    const returned = buildTimeReport({ date: "2026-11-19", status: "draft", returnReason: "Fel projekt, det var Sjöboden" });
    mockWorkerApi();
    mockApi(
      http.get("/api/time-reports", ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get("returned") ? [returned] : [report, returned])),
      http.get("/api/time-reports/rejected", () => HttpResponse.json([rejectedNotice])),
      rejectedExpensesHandler([buildRejectedExpense()]),
    );
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    const order = [
      await screen.findByRole("list", { name: "Skickade tillbaka" }),
      await screen.findByRole("list", { name: "Nekade rapporter" }),
      await screen.findByRole("list", { name: "Nekade ersättningar" }),
      screen.getByText("Timmar denna vecka"),
      await screen.findByRole("group", { name: "Månadsöversikt" }),
    ];
    for (const [before, after] of order.slice(0, -1).map((el, i) => [el, order[i + 1]] as const)) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // Who rejected it is read as easily as the rest: 14 px, not 12.
    for (const by of screen.getAllByText(/^Nekad av /)) expect(by).toHaveClass("text-sm");
  });

  it("opens a listed report with editing allowed, and edits it; the calendar is refreshed after", async () => {
    const { callsTo } = mockWorkerApi();
    const user = userEvent.setup();
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    const list = await screen.findByRole("list", { name: "Senaste rapporter" });
    await user.click(within(list).getByRole("button"));
    const dialog = await screen.findByRole("dialog", { name: "Tidsrapport - Detaljer" });
    await user.click(within(dialog).getByRole("button", { name: "Redigera" }));

    const form = await screen.findByRole("dialog", { name: "Redigera Tidsrapport" });
    expect(within(form).getByLabelText("Datum")).toHaveValue("2026-11-18");
    await waitFor(() => expect(callsTo("GET", CALENDAR_PATH)).toHaveLength(1));
    await user.click(within(form).getByLabelText(CONFIRM));
    await user.click(within(form).getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Tidrapport uppdaterad")).toBeInTheDocument();
    await waitFor(() => expect(callsTo("GET", CALENDAR_PATH)).toHaveLength(2));
  });

  it("opens a calendar day's report read-only", async () => {
    mockWorkerApi();
    const user = userEvent.setup();
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    const grid = await screen.findByRole("group", { name: "Månadsöversikt" });
    await user.click(within(grid).getByRole("button", { name: /18 november 2026/ }));
    const dialog = await screen.findByRole("dialog", { name: "Tidsrapport - Detaljer" });
    expect(within(dialog).getByText("onsdag 18 november 2026")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Redigera" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Verifiera" })).not.toBeInTheDocument();
  });

  it("opens a blank form from 'Ny rapport'", async () => {
    mockWorkerApi();
    const user = userEvent.setup();
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    await user.click(screen.getAllByRole("button", { name: "Ny rapport" })[0]);
    const form = await screen.findByRole("dialog", { name: "Tidsrapportering" });
    expect(within(form).getByLabelText("Datum")).toHaveValue("2026-11-20");
    // The uploader (Uppy) is loaded when the form first opens.
    expect(await within(form).findByRole("button", { name: "Välj bilder" }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Välj kvitton" })).toBeInTheDocument();
  });

  it("opens with '–' on the cards and everything else in place when the summary cannot be had", async () => {
    mockWorkerApi();
    mockApi(http.get("/api/summary", reply(404, { message: "Hittades inte" })));
    const { queryClient } = renderWithProviders(<WorkerDashboard user={buildUser()} />);
    expect(await screen.findByRole("list", { name: "Senaste rapporter" })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(["/api/summary"])?.status).toBe("error"));
    const cards = screen.getByRole("region", { name: "Översikt" });
    expect(within(cards).getAllByText("–")).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "Månadsöversikt" })).toBeInTheDocument();
  });
});
