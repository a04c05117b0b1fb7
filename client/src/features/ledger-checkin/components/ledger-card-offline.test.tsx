// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { fixClock } from "@/test/clock";
import { buildSite, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi } from "@/test/msw";
import { renderCard, reportHandlers } from "@/test/ledger-card";

const LEDGER_PATH = `/api/sites/${SOLBACKEN_ID}/ledger`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

fixClock("2026-11-20T05:58:00Z");
afterEach(() => vi.restoreAllMocks());

const offline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

describe("the card without coverage", () => {
  it("queues the tap with its time and a clientId, and shows it at once as waiting", async () => {
    const log = mockApi(...ledgerServer({ sites: [buildSite()] }).handlers, ...reportHandlers());
    const { user, saved } = renderCard();
    const button = await screen.findByRole("button", { name: "Checka in" });
    offline();
    await user.click(button);

    expect(saved).toEqual([{ clientId: expect.stringMatching(UUID), siteId: SOLBACKEN_ID, body: { kind: "in", occurredAt: "2026-11-20T05:58:00.000Z" } }]);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Incheckad sedan 06:58 på Villa Solbacken");
    expect(within(status).getByText(LEDGER_MSG.pending)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Dagens registreringar" })).getByText(LEDGER_MSG.pending)).toBeInTheDocument();

    // Twenty minutes later, still in the basement: the check-out waits behind the check-in.
    vi.setSystemTime(new Date("2026-11-20T06:18:00Z"));
    await user.click(screen.getByRole("button", { name: "Checka ut" }));
    expect(saved.map((s) => [s.body.kind, s.body.occurredAt])).toEqual([
      ["in", "2026-11-20T05:58:00.000Z"],
      ["out", "2026-11-20T06:18:00.000Z"],
    ]);
    expect(screen.getByText("Du är inte incheckad")).toBeInTheDocument();
    expect(log.callsTo("POST", LEDGER_PATH)).toHaveLength(0);
  });

  it("queues under the same clientId a check-in whose send got no answer", async () => {
    const log = mockApi(
      http.post(LEDGER_PATH, () => HttpResponse.error()),
      ...ledgerServer({ sites: [buildSite()] }).handlers,
      ...reportHandlers(),
    );
    const { user, saved } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [post] = log.callsTo("POST", LEDGER_PATH);
    expect(saved[0]).toMatchObject({ clientId: (post.body as { clientId: string }).clientId, body: { kind: "in", occurredAt: "2026-11-20T05:58:00.000Z" } });
    expect(await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("queues a tap online too while an earlier one still waits, so they arrive in order", async () => {
    const waiting = {
      clientId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
      siteId: SOLBACKEN_ID,
      body: { kind: "in" as const, occurredAt: "2026-11-20T05:40:00.000Z" },
    };
    const log = mockApi(...ledgerServer({ sites: [buildSite()] }).handlers, ...reportHandlers());
    const { user, saved } = renderCard({ entries: [{ ...waiting, state: "waiting" }] });
    expect(await screen.findByText("Incheckad sedan 06:40 på Villa Solbacken")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checka ut" }));
    expect(saved.map((s) => s.body.kind)).toEqual(["out"]);
    expect(log.callsTo("POST", LEDGER_PATH)).toHaveLength(0);
  });

  it("keeps a queued entry the server refused, with its message, until the worker removes it", async () => {
    const refused = {
      clientId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
      siteId: SOLBACKEN_ID,
      body: { kind: "in" as const, occurredAt: "2026-11-17T05:40:00.000Z" },
      state: "refused" as const,
      message: LEDGER_MSG.tooFarBack,
    };
    mockApi(...ledgerServer({ sites: [buildSite()] }).handlers, ...reportHandlers());
    const { user, removed } = renderCard({ entries: [refused] });
    expect(await screen.findByText(LEDGER_MSG.tooFarBack)).toBeInTheDocument();
    // Refused, it does not count: the worker is not checked in by it.
    expect(screen.getByText("Du är inte incheckad")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ta bort registreringen 06:40" }));
    expect(removed).toEqual([refused.clientId]);
    await waitFor(() => expect(screen.queryByText(LEDGER_MSG.tooFarBack)).not.toBeInTheDocument());
  });
});
