// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { buildProject, buildTimeReport, buildUser } from "@tests/support/builders";
import { listQueuedLedgerEntries } from "@/features/offline/lib/queue-store";
import { freshQueueDb } from "@/features/offline/lib/queue-test-utils";
import { workerDashboardHandlers } from "@/test/handlers";
import { buildSite, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { WorkerDashboard } from "./worker-dashboard";

beforeEach(() => {
  freshQueueDb();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-20T05:58:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
});
