// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { buildProject, buildTimeReport, buildUser, toProjectRef } from "@tests/support/builders";
import { listQueuedLedgerEntries } from "@/features/offline/lib/queue-store";
import { freshQueueDb } from "@/features/offline/lib/queue-test-utils";
import { fixClock } from "@/test/clock";
import { workerDashboardHandlers } from "@/test/handlers";
import { buildLedgerEntry, buildLedgerMe, buildSite, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi } from "@/test/msw";
import { dailyNormHandler, lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { CONFIRM_TEXT } from "@/features/report-form/components/time-report-fields";
import { WorkerDashboard } from "./worker-dashboard";

beforeEach(() => freshQueueDb());
fixClock("2026-11-20T05:58:00Z");
afterEach(() => vi.restoreAllMocks());

describe("the worker's dashboard and the 'Personalliggare' card", () => {
  it("shows the card for the site of today's project, and hands its offline taps to the queue the header counts", async () => {
    const server = ledgerServer({ sites: [buildSite()] });
    mockApi(
      ...server.handlers,
      http.get("/api/projects", () => HttpResponse.json([buildProject({ siteId: SOLBACKEN_ID })])),
      http.get("/api/time-reports", () => HttpResponse.json([buildTimeReport({ date: "2026-11-20" })])),
      http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report: null })),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    const card = within(await screen.findByRole("region", { name: "Personalliggare" }));
    expect(await card.findByText("Villa Solbacken")).toBeInTheDocument();

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(card.getByRole("button", { name: "Checka in" }));
    expect(await card.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    expect(card.getAllByText(LEDGER_MSG.pending).length).toBeGreaterThan(0);
    await waitFor(async () => expect(await listQueuedLedgerEntries()).toEqual([expect.objectContaining({ siteId: SOLBACKEN_ID, state: "waiting" })]));
    expect(within(screen.getByRole("banner")).getByRole("status")).toHaveTextContent("1 väntar");
    // A check-in is not a report: 'Senaste rapporter' lists nothing waiting.
    expect(screen.queryByRole("list", { name: "Väntar på uppkoppling" })).not.toBeInTheDocument();
  });

  it("'Rapportera dagen' of a day past the daily norm opens the form filled in from the ledger, and sends nothing until 'Skicka tidrapport'", async () => {
    // Checked in at 06:58 and out at 16:05 in Stockholm: with the last report's half-hour break 8,62 hours,
    // which no report can carry; the form fills 07:00 → 16:00, 8,5 hours, and names the ledger's times.
    // Past the norm of 8 the worker chooses in the form, so the day opens there, not in the summary to confirm.
    vi.setSystemTime(new Date("2026-11-20T15:05:00Z"));
    const project = buildProject({ siteId: SOLBACKEN_ID });
    const since = "2026-11-20T05:58:00.000Z";
    const me = buildLedgerMe({ checkedIn: { site: { id: SOLBACKEN_ID, name: "Villa Solbacken" }, since }, today: [buildLedgerEntry({ occurredAt: since })] });
    const latest = buildTimeReport({
      date: "2026-11-19",
      project: toProjectRef(project),
      startTime: "07:00",
      endTime: "16:00",
      breakMinutes: 30,
      description: "Gjutning av bjälklag",
    });
    const log = mockApi(
      ...ledgerServer({ sites: [buildSite()], me }).handlers,
      http.get("/api/projects", () => HttpResponse.json([project])),
      http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report: latest })),
      http.get("/api/ledger/me/day", () =>
        HttpResponse.json({ date: "2026-11-20", siteId: SOLBACKEN_ID, firstIn: since, lastOut: "2026-11-20T15:05:00.000Z" }),
      ),
      http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport(), { status: 201 })),
      lockedPeriodsHandler(),
      dailyNormHandler(),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    renderWithProviders(<WorkerDashboard user={buildUser()} />);
    const card = within(await screen.findByRole("region", { name: "Personalliggare" }));
    await user.click(await card.findByRole("button", { name: "Checka ut" }));
    await user.click(await card.findByRole("button", { name: LEDGER_MSG.reportTheDay }));

    const form = within(await screen.findByRole("dialog", { name: "Tidsrapportering" }));
    expect(form.getByLabelText("Typ")).toHaveDisplayValue("Arbetad tid");
    await waitFor(() => expect(form.getByLabelText("Projekt")).toHaveValue(project.id));
    expect(form.getByLabelText("Datum")).toHaveValue("2026-11-20");
    expect(form.getByLabelText("Start")).toHaveValue("07:00");
    expect(form.getByLabelText("Slut")).toHaveValue("16:00");
    expect(form.getByLabelText("Rast (min)")).toHaveValue("30");
    await waitFor(() => expect(form.getByLabelText("Timmar")).toHaveValue("8,5"));
    expect(form.getByText("Från personalliggaren: in 06:58, ut 16:05 (avrundat till halvtimmar)")).toBeInTheDocument();
    expect(form.getByLabelText("Beskrivning")).toHaveValue("Gjutning av bjälklag");
    expect(log.callsTo("POST", "/api/time-reports")).toHaveLength(0);

    await user.click(form.getByLabelText(CONFIRM_TEXT));
    await user.click(form.getByRole("button", { name: "Skicka tidrapport" }));
    // 8,5 hours pass the daily norm of 8: the form asks first (docs/product-rules.md §4).
    const question = within(await screen.findByRole("alertdialog", { name: "Dagen går över normen" }));
    await user.click(question.getByRole("button", { name: "Skicka som Arbetad tid" }));
    await waitFor(() => expect(log.callsTo("POST", "/api/time-reports")).toHaveLength(1));
    expect(log.callsTo("POST", "/api/time-reports")[0].body).toMatchObject({
      timeCode: "ARB",
      projectId: project.id,
      date: "2026-11-20",
      startTime: "07:00",
      endTime: "16:00",
      breakMinutes: 30,
      hours: "8.50",
      description: "Gjutning av bjälklag",
    });
  });
});
