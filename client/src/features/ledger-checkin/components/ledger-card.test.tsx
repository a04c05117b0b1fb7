// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildProject, buildTimeReport, toProjectRef } from "@tests/support/builders";
import { fixClock } from "@/test/clock";
import { buildLedgerEntry, buildLedgerMe, buildSite, KAJEN, KAJEN_ID, ledgerHandlers, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { checkedIn, renderCard, reportHandlers, TODAY } from "@/test/ledger-card";

const SOLBACKEN = buildSite();
const kajenProject = toProjectRef(buildProject({ id: "33333333-3333-4333-8333-333333333333", projectNumber: "P-2025-002", title: "Brf Kajen – stambyte" }));
const solbackenProject = toProjectRef(buildProject());

// Friday 20 November 2026, 06:58 in Stockholm.
fixClock("2026-11-20T05:58:00Z");

const siteSelect = () => screen.findByLabelText("Byggarbetsplats");

/** In at 06:58, corrected by the platsansvarig to 06:45; out at 15:00, recorded late. */
function todaysEntries() {
  const original = buildLedgerEntry({ occurredAt: "2026-11-20T05:58:00Z", supersededBy: "c" });
  const out = buildLedgerEntry({ kind: "out", occurredAt: "2026-11-20T14:00:00Z", recordedAt: "2026-11-20T15:30:00Z", late: true });
  const correction = buildLedgerEntry({
    id: "c",
    occurredAt: "2026-11-20T05:45:00Z",
    recordedAt: "2026-11-20T15:40:00Z",
    method: "correction",
    recordedBy: { id: "p1", fullName: "Petra Platschef" },
    correction: { correctsId: original.id, void: false, reason: "Kom 06:45 enligt grindloggen" },
  });
  return [original, out, correction];
}

describe("the 'Personalliggare' card: the site", () => {
  it("offers the site of today's report's project among several, and checks in there at the server's time", async () => {
    const server = ledgerServer({ sites: [SOLBACKEN, KAJEN] });
    const log = mockApi(...server.handlers, ...reportHandlers({ recent: [buildTimeReport({ date: TODAY, project: kajenProject })] }));
    const { user } = renderCard();

    await waitFor(async () => expect(await siteSelect()).toHaveDisplayValue("Brf Kajen"));
    expect(screen.getByText("Du är inte incheckad")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checka in" }));

    expect(await screen.findByText("Incheckad sedan 06:58 på Brf Kajen")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Checka ut" })).toBeEnabled();
    const [post] = log.callsTo("POST", `/api/sites/${KAJEN_ID}/ledger`);
    // Online the server's clock decides: no time from the phone, and a clientId against a lost answer.
    expect(post.body).toEqual({ kind: "in", clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(log.callsTo("GET", "/api/time-reports/latest-work")).toHaveLength(0);
    const today = screen.getByRole("region", { name: "Dagens registreringar" });
    expect(within(today).getByText("06:58")).toBeInTheDocument();
    expect(within(today).getByText("In")).toBeInTheDocument();
  });

  it("offers the site of the latest work report's project when there is no report today", async () => {
    const yesterday = buildTimeReport({ date: "2026-11-19", project: solbackenProject });
    mockApi(...ledgerHandlers({ sites: [KAJEN, SOLBACKEN] }), ...reportHandlers({ recent: [], latestWork: yesterday }));
    renderCard();
    await waitFor(async () => expect(await siteSelect()).toHaveDisplayValue("Villa Solbacken"));
  });

  it("asks for a choice when nothing tells the site, and checks in only once one is chosen", async () => {
    const server = ledgerServer({ sites: [SOLBACKEN, KAJEN] });
    const log = mockApi(...server.handlers, ...reportHandlers());
    const { user } = renderCard();
    const select = await siteSelect();
    await waitFor(() => expect(log.callsTo("GET", "/api/time-reports/latest-work")).toHaveLength(1));
    expect(select).toHaveDisplayValue("Välj byggarbetsplats");
    expect(screen.getByRole("button", { name: "Checka in" })).toBeDisabled();

    await user.selectOptions(select, "Villa Solbacken");
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    expect(await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`)).toHaveLength(1);
  });

  it("names the poster's site though no project of the worker's is there, and checks in on it", async () => {
    const server = ledgerServer({ sites: [SOLBACKEN] });
    const log = mockApi(
      http.get(`/api/sites/${KAJEN_ID}`, () => HttpResponse.json(KAJEN)),
      ...server.handlers,
      ...reportHandlers(),
    );
    const { user } = renderCard({ siteId: KAJEN_ID });
    expect(await screen.findByText("Brf Kajen")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    await waitFor(() => expect(log.callsTo("POST", `/api/sites/${KAJEN_ID}/ledger`)).toHaveLength(1));
  });

  it("shows nothing at all to a worker without sites", async () => {
    const log = mockApi(...ledgerHandlers(), ...reportHandlers());
    const { queryClient } = renderCard();
    await waitFor(() => expect(log.callsTo("GET", "/api/ledger/me")).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Nor a place held for it while the answers came: the projects named no site.
    expect(screen.queryByRole("status", { name: "Laddar personalliggaren" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Personalliggare" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Checka in" })).not.toBeInTheDocument();
  });

  it("holds its place while its answers come when a project of the worker is on a site", async () => {
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockApi(
      http.get("/api/projects", () => HttpResponse.json([buildProject({ siteId: SOLBACKEN_ID })])),
      http.get("/api/sites", async () => {
        await held;
        return HttpResponse.json([SOLBACKEN]);
      }),
      http.get("/api/ledger/me", () => HttpResponse.json(buildLedgerMe())),
    );
    renderCard();
    expect(await screen.findByRole("status", { name: "Laddar personalliggaren" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Personalliggare" })).toBeInTheDocument();
    answer?.();
    expect(await screen.findByRole("button", { name: "Checka in" })).toBeEnabled();
    expect(screen.queryByRole("status", { name: "Laddar personalliggaren" })).not.toBeInTheDocument();
  });
});

describe("the 'Personalliggare' card: checked in", () => {
  it("checks out of the site it is checked in on", async () => {
    vi.setSystemTime(new Date("2026-11-20T15:02:00Z"));
    const server = ledgerServer({ sites: [SOLBACKEN, KAJEN], me: checkedIn("2026-11-20T05:58:00Z") });
    const log = mockApi(...server.handlers, ...reportHandlers({ recent: [buildTimeReport({ date: TODAY, project: kajenProject })] }));
    const { user } = renderCard();
    expect(await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    // Checked in, there is no site to choose: 'Checka ut' is for where the worker is.
    expect(screen.queryByLabelText("Byggarbetsplats")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checka ut" }));
    expect(await screen.findByText("Du är inte incheckad")).toBeInTheDocument();
    expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`).map((c) => (c.body as { kind: string }).kind)).toEqual(["out"]);
    expect(within(screen.getByRole("region", { name: "Dagens registreringar" })).getByText("16:02")).toBeInTheDocument();
  });

  it("warns after 14 hours still checked in", async () => {
    vi.setSystemTime(new Date("2026-11-20T20:30:00Z"));
    mockApi(...ledgerHandlers({ sites: [SOLBACKEN], me: checkedIn("2026-11-20T06:29:00Z") }), ...reportHandlers());
    renderCard();
    expect(await screen.findByText("Incheckad sedan 07:29 på Villa Solbacken")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Du har varit incheckad i mer än 14 timmar. Glömde du att checka ut?");
  });

  it("gives no warning at 13 hours", async () => {
    vi.setSystemTime(new Date("2026-11-20T19:30:00Z"));
    mockApi(...ledgerHandlers({ sites: [SOLBACKEN], me: checkedIn("2026-11-20T06:30:00Z") }), ...reportHandlers());
    renderCard();
    expect(await screen.findByText("Incheckad sedan 07:30 på Villa Solbacken")).toBeInTheDocument();
    expect(screen.queryByText(/mer än 14 timmar/)).not.toBeInTheDocument();
  });

  it("says the day of a check-in made before today", async () => {
    vi.setSystemTime(new Date("2026-11-20T07:30:00Z"));
    mockApi(...ledgerHandlers({ sites: [SOLBACKEN], me: checkedIn("2026-11-19T18:15:00Z") }), ...reportHandlers());
    renderCard();
    expect(await screen.findByText("Incheckad sedan 19 nov. 19:15 på Villa Solbacken")).toBeInTheDocument();
  });

  it("has no accessibility violations, with today's entries, a late one and a correction", async () => {
    vi.setSystemTime(new Date("2026-11-20T16:00:00Z"));
    mockApi(...ledgerHandlers({ sites: [SOLBACKEN], me: buildLedgerMe({ today: todaysEntries() }) }), ...reportHandlers());
    renderCard();
    expect(await screen.findByRole("region", { name: "Dagens registreringar" })).toBeInTheDocument();
    await expectNoAxeViolations("the 'Personalliggare' card");
  });

  it("lists today's entries with late ones and corrections marked, each correction beside what it corrects", async () => {
    vi.setSystemTime(new Date("2026-11-20T16:00:00Z"));
    mockApi(...ledgerHandlers({ sites: [SOLBACKEN], me: buildLedgerMe({ today: todaysEntries() }) }), ...reportHandlers());
    renderCard();
    const list = within(await screen.findByRole("region", { name: "Dagens registreringar" }));
    const rows = list.getAllByRole("listitem").map((li) => li.textContent);
    expect(rows).toEqual([
      expect.stringContaining("06:58In"),
      expect.stringMatching(/06:45In.*Rättelse.*Petra Platschef: Kom 06:45 enligt grindloggen/),
      expect.stringMatching(/15:00Ut.*Registrerad i efterhand/),
    ]);
    expect(list.getByText("06:58")).toHaveClass("line-through");
  });
});

describe("the 'Personalliggare' card: the server says no", () => {
  it.each([
    [409, "Erik Andersson är redan incheckad på Brf Kajen"],
    [409, "Byggarbetsplatsen saknar ID från Skatteverket"],
    [409, "Byggarbetsplatsen är inte aktiv"],
  ])("shows the server's %i '%s' at the button and stays checked out", async (status, message) => {
    const server = ledgerServer({ sites: [SOLBACKEN], refuse: () => ({ status, message }) });
    mockApi(...server.handlers, ...reportHandlers());
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByText("Du är inte incheckad")).toBeInTheDocument();
  });
});

describe("the 'Personalliggare' card: a stale screen", () => {
  it("after a check-out from another phone, a 409 reads the ledger again: the true state with a clear message, never 'Incheckad' above 'inte incheckad'", async () => {
    const server = ledgerServer({
      sites: [SOLBACKEN],
      me: buildLedgerMe({ checkedIn: { site: { id: SOLBACKEN_ID, name: "Villa Solbacken" }, since: "2026-11-20T05:58:00.000Z" }, today: [buildLedgerEntry()] }),
      refuse: (body) =>
        body.kind === "out" && server.state.checkedIn === null
          ? { status: 409, code: "ledger.not-checked-in", message: "Erik Andersson är inte incheckad" }
          : null,
    });
    const log = mockApi(...server.handlers, ...reportHandlers());
    const { user } = renderCard();
    expect(await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();

    // Another phone checks out meanwhile; this screen still shows the check-in.
    server.state.checkedIn = null;
    server.state.today.push(buildLedgerEntry({ kind: "out", occurredAt: "2026-11-20T05:59:00.000Z" }));
    const readsBefore = log.callsTo("GET", "/api/ledger/me").length;
    await user.click(screen.getByRole("button", { name: "Checka ut" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Erik Andersson är inte incheckad");
    expect(alert).toHaveTextContent("Läget har ändrats, kanske från en annan telefon. Så här ser det ut nu.");
    expect(await screen.findByText("Du är inte incheckad")).toBeInTheDocument();
    expect(screen.queryByText(/Incheckad sedan/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Checka in" })).toBeEnabled();
    expect(log.callsTo("GET", "/api/ledger/me").length).toBeGreaterThan(readsBefore);
    await expectNoAxeViolations("the card after a 409");
  });
});

describe("the 'Personalliggare' card in sunlight", () => {
  it("keeps 'Checka ut' in the primary colour and 18 px, the same as 'Checka in', also while a tap is sent", async () => {
    let release = () => {};
    const server = ledgerServer({ sites: [SOLBACKEN] });
    mockApi(
      http.post(`/api/sites/${SOLBACKEN_ID}/ledger`, () => new Promise<undefined>((resolve) => (release = () => resolve(undefined)))),
      ...server.handlers,
      ...reportHandlers(),
    );
    server.state.checkedIn = { site: { id: SOLBACKEN_ID, name: "Villa Solbacken" }, since: "2026-11-20T05:58:00.000Z" };
    const { user } = renderCard();
    const checkOut = await screen.findByRole("button", { name: "Checka ut" });
    for (const cls of ["bg-primary", "text-primary-foreground", "text-lg"]) expect(checkOut).toHaveClass(cls);
    expect(checkOut).not.toHaveClass("bg-secondary");

    await user.click(checkOut);
    // Sending: it says so, takes no second tap, and is not greyed out as a disabled button would be.
    await waitFor(() => expect(checkOut).toHaveAttribute("aria-busy", "true"));
    expect(checkOut).not.toBeDisabled();
    expect(checkOut).toHaveAttribute("aria-disabled", "true");
    expect(checkOut).toHaveClass("bg-primary");
    release();
  });

  it("writes badges and correction notes at 14 px on a phone, never 12", async () => {
    mockApi(...ledgerHandlers({ sites: [SOLBACKEN], me: buildLedgerMe({ today: todaysEntries() }) }), ...reportHandlers());
    renderCard();
    const note = await screen.findByText("Petra Platschef: Kom 06:45 enligt grindloggen");
    expect(note).toHaveClass("text-sm");
    for (const badge of [screen.getByText("Rättelse"), screen.getByText("Registrerad i efterhand")]) {
      // 'sm:text-xs' is the desktop's; the phone's size is the bare one.
      expect(badge).toHaveClass("text-sm");
      expect(badge.className.split(" ")).not.toContain("text-xs");
    }
  });
});
