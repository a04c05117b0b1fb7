// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { buildUser } from "@tests/support/builders";
import { listQueuedItems } from "@/features/offline/lib/queue-store";
import { freshQueueDb } from "@/features/offline/lib/queue-test-utils";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { workerDashboardHandlers } from "@/test/handlers";
import { buildSite, KAJEN, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi, reply, SIGNED_OUT_BODY } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "../router";
import { loadScreensFirst } from "@/test/screens";

const PATH = `/checkin/${SOLBACKEN_ID}`;
const LEDGER_PATH = `/api/sites/${SOLBACKEN_ID}/ledger`;
const erik = buildUser();

beforeEach(() => freshQueueDb());
fixClock("2026-11-20T05:58:00Z");
afterEach(() => vi.restoreAllMocks());

loadScreensFirst();

describe("/checkin/:siteId", () => {
  it("signed out, shows the login at the link's address, and after sign-in the card for that site", async () => {
    // Today's report is on Brf Kajen: the link's site wins all the same.
    const server = ledgerServer({ sites: [buildSite(), KAJEN] });
    const log = mockApi(
      http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
      http.get("/api/demo-accounts", () => HttpResponse.json([])),
      http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false, mailConfigured: true, registration: "invite" })),
      http.post("/api/login", () => HttpResponse.json(erik)),
      ...server.handlers,
      ...workerDashboardHandlers(),
      http.get("/api/time-reports/latest-work", () => HttpResponse.json({ report: null })),
      http.get(`/api/checkin/${SOLBACKEN_ID}`, () => HttpResponse.json({ name: "Villa Solbacken" })),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />, { path: PATH });

    // The poster's site, named before signing in, and what signing in will do.
    expect(await screen.findByText("Logga in för att checka in på Villa Solbacken")).toBeInTheDocument();
    await user.type(await screen.findByLabelText("E-post"), "arbetare@demo.se");
    await user.type(screen.getByLabelText("Lösenord"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Logga in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Personalliggare" })).toBeInTheDocument();
    expect(await screen.findByText("Villa Solbacken")).toBeInTheDocument();
    expect(history.at(-1)).toBe(PATH);
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    expect(await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    expect(log.callsTo("POST", LEDGER_PATH)).toHaveLength(1);

    await user.click(screen.getByRole("link", { name: "Till startsidan" }));
    expect(await screen.findByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    expect(history.at(-1)).toBe("/");
  });

  it("signed out with an id that names no active site, still says what signing in is for, without a name, and has no accessibility violations", async () => {
    const log = mockApi(
      http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
      http.get("/api/demo-accounts", () => HttpResponse.json([])),
      http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false, mailConfigured: true, registration: "invite" })),
      http.get(`/api/checkin/${SOLBACKEN_ID}`, () => HttpResponse.json({ code: "site.unknown", message: "Byggarbetsplatsen finns inte" }, { status: 404 })),
    );
    renderWithProviders(<AppRouter />, { path: PATH });
    expect(await screen.findByLabelText("E-post")).toBeInTheDocument();
    await waitFor(() => expect(log.callsTo("GET", `/api/checkin/${SOLBACKEN_ID}`)).toHaveLength(1));
    expect(await screen.findByText("Logga in för att checka in")).toBeInTheDocument();
    expect(screen.queryByText(/Logga in för att checka in på/)).not.toBeInTheDocument();
    // Asked once: a 404 is not retried against the address's tries.
    expect(log.callsTo("GET", `/api/checkin/${SOLBACKEN_ID}`)).toHaveLength(1);
    await expectNoAxeViolations("the poster's page signed out");
  });

  it("has no accessibility violations, checked in on the link's site", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(erik)),
      ...ledgerServer({ sites: [buildSite()] }).handlers,
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />, { path: PATH });
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    expect(await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    await expectNoAxeViolations("the check-in page");
  });

  it("queues a check-in made offline and sends it on reconnecting with the tapped time, marked late by the server", async () => {
    const server = ledgerServer({ sites: [buildSite()] });
    const log = mockApi(
      http.get("/api/user", () => HttpResponse.json(erik)),
      ...server.handlers,
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />, { path: PATH });
    const button = await screen.findByRole("button", { name: "Checka in" });

    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(button);
    const status = (await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).closest("[role=status]");
    expect(status).toHaveTextContent(LEDGER_MSG.pending);
    await waitFor(async () => expect(await listQueuedItems()).toHaveLength(1));
    expect(within(screen.getByRole("banner")).getByRole("status")).toHaveTextContent("1 väntar");

    // Back up the stairs twenty minutes later.
    vi.setSystemTime(new Date("2026-11-20T06:18:00Z"));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));

    expect(await screen.findByText(LEDGER_MSG.late)).toBeInTheDocument();
    expect(screen.getByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(LEDGER_MSG.pending)).not.toBeInTheDocument());
    expect(log.callsTo("POST", LEDGER_PATH).map((c) => c.body)).toEqual([{ kind: "in", occurredAt: "2026-11-20T05:58:00.000Z", clientId: expect.any(String) }]);
    await waitFor(async () => expect(await listQueuedItems()).toEqual([]));
  });
});
