// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { LEDGER_EVENT_ACTIONS } from "@shared/domain";
import type { LedgerLogEvent } from "@shared/types";
import { buildLogEvent, GOLV_ID } from "@/test/control-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { cellTexts } from "@/test/table";
import { LEDGER_SITE, SITE_ID } from "@/test/site-ledger";
import { EventLog } from "./event-log";

const LOG = `/api/sites/${SITE_ID}/ledger/log`;

/** The log as the server pages it: `limit` rows before the id `before`, newest first. */
function logServer(events: LedgerLogEvent[]) {
  return [
    http.get(LOG, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const before = Number(query.get("before") ?? Infinity);
      return HttpResponse.json(events.filter((e) => e.id < before).slice(0, Number(query.get("limit"))));
    }),
    http.get(`/api/sites/${SITE_ID}`, () => HttpResponse.json(LEDGER_SITE)),
    http.get(`/api/sites/${SITE_ID}/companies`, () => HttpResponse.json([{ id: GOLV_ID, siteId: SITE_ID, name: "Golv & Kakel HB", orgNumber: "969712-3456" }])),
  ];
}

/** One event of each action, newest first. */
function everyKindOfEvent(): LedgerLogEvent[] {
  return [
    buildLogEvent({
      action: "link-use",
      actor: null,
      at: "2026-11-20T10:15:00.000Z",
      details: { linkId: "l", read: "entries", from: "2026-11-20", to: "2026-11-20", companyId: null, search: false, rows: 12 },
    }),
    buildLogEvent({
      action: "export",
      at: "2026-11-20T10:05:00.000Z",
      details: { format: "pdf", from: "2026-11-01", to: "2026-11-20", companyId: GOLV_ID, search: true, rows: 3 },
    }),
    buildLogEvent({ action: "link-create", at: "2026-11-20T10:00:00.000Z", details: { hours: 4, expiresAt: "2026-11-20T14:00:00.000Z" } }),
    buildLogEvent({ action: "view", details: { from: "2026-11-20", to: "2026-11-20", companyId: "own", search: false, rows: 1 } }),
    buildLogEvent({ action: "entry", details: { kind: "in", method: "self", occurredAt: "2026-11-20T05:58:12.000Z", late: true } }),
    buildLogEvent({ action: "correction", details: { correctsId: "x", kind: "in", occurredAt: "2026-11-20T05:45:00.000Z", supersedes: "x", void: true } }),
    buildLogEvent({ action: "person-update", details: { personId: "p", changes: { fullName: { before: "Piotr Nowak", after: "Piotr Nowacki" } } } }),
    buildLogEvent({ action: "link-revoke", details: { linkId: "l", note: "klar" } }),
  ];
}

describe("'Händelselogg'", () => {
  it("has no accessibility violations with one event of each kind", async () => {
    mockApi(...logServer(everyKindOfEvent()));
    renderWithProviders(<EventLog siteId={SITE_ID} />);
    expect(await screen.findByRole("table", { name: "Händelselogg" })).toBeInTheDocument();
    // Under the page's title 'Händelselogg', the log is headed by its site's name, not by that word again.
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Händelselogg" })).not.toBeInTheDocument();
    await expectNoAxeViolations("'Händelselogg'");
  });

  it("lists the events newest first with time, who, the action in Swedish and readable details", async () => {
    const events = everyKindOfEvent();
    mockApi(...logServer(events));
    renderWithProviders(<EventLog siteId={SITE_ID} />);
    const table = await screen.findByRole("table", { name: "Händelselogg" });
    expect(await screen.findByText("Kv. Kajen")).toBeInTheDocument();
    const rows = cellTexts(table);
    expect(rows[0]).toEqual(["2026-11-20 11:15:00", "Inspektör via länk", "Kontrollänk använd", "Period: 2026-11-20Registreringar12 rader"]);
    expect(rows[1]).toEqual([
      "2026-11-20 11:05:00",
      "Anna Lindqvist",
      "Export",
      "Period: 2026-11-01 – 2026-11-20Format: PDFFöretag: Golv & Kakel HBSökning på person3 rader",
    ]);
    expect(rows[2].slice(2)).toEqual(["Kontrollänk skapad", "Giltig i 4 timmarGiltig till 2026-11-20 15:00"]);
    expect(rows[3].slice(2)).toEqual(["Kontrollvyn lästes", "Period: 2026-11-20Företag: Egen personal1 rad"]);
    expect(rows[4].slice(2)).toEqual(["Registrering", "InSjälvTid: 2026-11-20 06:58:12Registrerad i efterhand"]);
    expect(rows[5].slice(2)).toEqual(["Rättelse", "InTid: 2026-11-20 06:45:00Posten struken"]);
    expect(rows[6].slice(2)).toEqual(["Person ändrad", "Namn: Piotr Nowak → Piotr Nowacki"]);
    // A detail this screen does not know is still shown, as key: value.
    expect(rows[7].slice(2)).toEqual(["Kontrollänk återkallad", "note: klar"]);
  });

  it("names whom an entry or a correction is about and why, and folds a run of readings into one row with its count", async () => {
    const events = [
      buildLogEvent({
        action: "view",
        actor: { id: "b", fullName: "Per Platschef" },
        at: "2026-11-20T09:38:00.000Z",
        firstAt: "2026-11-20T09:30:15.000Z",
        count: 4,
        details: { read: "present", rows: 2 },
      }),
      buildLogEvent({
        action: "correction",
        details: {
          correctsId: "x",
          personName: "Åsa Öberg",
          kind: "out",
          occurredAt: "2026-11-20T15:05:00.000Z",
          supersedes: false,
          void: false,
          reason: "Glömde checka ut, gick 16:05",
        },
      }),
      buildLogEvent({
        action: "entry",
        actor: { id: "b", fullName: "Per Platschef" },
        details: { personName: "Piotr Nowak", kind: "in", method: "registered", occurredAt: "2026-11-20T05:58:12.000Z", late: false },
      }),
    ];
    mockApi(...logServer(events));
    renderWithProviders(<EventLog siteId={SITE_ID} />);
    const table = await screen.findByRole("table", { name: "Händelselogg" });
    expect(cellTexts(table)).toEqual([
      ["2026-11-20 10:38:00", "Per Platschef", "Kontrollvyn lästes (4 gånger)", "Första gången: 2026-11-20 10:30:15På plats nu2 rader"],
      ["2026-11-20 10:30:15", "Anna Lindqvist", "Rättelse", "Person: Åsa ÖbergUtTid: 2026-11-20 16:05:00Anledning: Glömde checka ut, gick 16:05"],
      ["2026-11-20 10:30:15", "Per Platschef", "Registrering", "Person: Piotr NowakInRegistrerad av annanTid: 2026-11-20 06:58:12"],
    ]);
    const cards = screen.getByRole("list", { name: "Händelselogg" });
    expect(within(cards).getByText((_, node) => node?.textContent === "Kontrollvyn lästes (4 gånger)" && node.tagName === "SPAN")).toBeInTheDocument();
    // The count stays on one line: '(4' never ends a line with 'gånger)' on the next.
    for (const count of within(document.body).getAllByText("(4 gånger)")) expect(count).toHaveClass("whitespace-nowrap");
  });

  it("writes a change of the site as each fact before → after, in the site form's words", async () => {
    const changes = {
      name: { before: "Kv. Kajen", after: "Kv. Kajen etapp 2" },
      skvId: { before: "SKV-12345", after: "SKV-99999" },
      builderName: { before: null, after: "Brf Kajen" },
      builderOrgNumber: { before: null, after: "556677-8899" },
      ledgerScope: { before: "own", after: "site" },
      address: { before: "Hamngatan 4, Västerås", after: "Kajgatan 1, Västerås" },
    };
    mockApi(...logServer([buildLogEvent({ action: "site-update", at: "2026-11-20T09:30:00.000Z", details: { changes } })]));
    renderWithProviders(<EventLog siteId={SITE_ID} />);
    const table = await screen.findByRole("table", { name: "Händelselogg" });
    const [row] = cellTexts(table);
    expect(row.slice(0, 3)).toEqual(["2026-11-20 10:30:00", "Anna Lindqvist", "Platsens uppgifter ändrade"]);
    const details = within(within(table).getAllByRole("row")[1]).getAllByRole("cell")[3];
    for (const line of [
      "Namn: Kv. Kajen → Kv. Kajen etapp 2",
      "Skatteverkets ID: SKV-12345 → SKV-99999",
      "Byggherre: – → Brf Kajen",
      "Byggherrens org.nr: – → 556677-8899",
      "Personalliggare: Vår egen personalliggare → Platsens samlade personalliggare",
      "Adress: Hamngatan 4, Västerås → Kajgatan 1, Västerås",
    ]) {
      expect(within(details).getByText(line)).toBeInTheDocument();
    }
  });

  it("says in words what each reading read: who was present, the entries or a file", async () => {
    const period = { from: "2026-11-20", to: "2026-11-20", companyId: null, search: false };
    const events = [
      buildLogEvent({ action: "view", details: { read: "present", rows: 2 } }),
      buildLogEvent({ action: "link-use", actor: null, details: { linkId: "l", read: "header", rows: 2 } }),
      buildLogEvent({ action: "link-use", actor: null, details: { linkId: "l", read: "csv", ...period, rows: 5 } }),
      buildLogEvent({ action: "link-use", actor: null, details: { linkId: "l", read: "pdf", ...period, rows: 1 } }),
      buildLogEvent({ action: "link-use", actor: null, details: { linkId: "l", read: "qr" } }),
    ];
    mockApi(...logServer(events));
    renderWithProviders(<EventLog siteId={SITE_ID} />);
    const table = await screen.findByRole("table", { name: "Händelselogg" });
    expect(cellTexts(table).map((cells) => cells[3])).toEqual([
      "På plats nu2 rader",
      "På plats nu2 rader",
      "Period: 2026-11-20Format: CSV5 rader",
      "Period: 2026-11-20Format: PDF1 rad",
      // One this screen does not know yet, as the server names it.
      "read: qr",
    ]);
  });

  it("names every action in Swedish", async () => {
    mockApi(...logServer(LEDGER_EVENT_ACTIONS.map((action) => buildLogEvent({ action }))));
    renderWithProviders(<EventLog siteId={SITE_ID} />);
    const table = await screen.findByRole("table", { name: "Händelselogg" });
    expect(cellTexts(table).map((cells) => cells[2])).toEqual([
      "Registrering",
      "Rättelse",
      "Kontrollvyn lästes",
      "Export",
      "Kontrollänk skapad",
      "Kontrollänk använd",
      "Kontrollänk återkallad",
      "Företag tillagt",
      "Person tillagd",
      "Person ändrad",
      "Platsens uppgifter ändrade",
    ]);
  });

  it("reads older events with 'Visa fler', before the last one shown", async () => {
    const events = Array.from({ length: 60 }, () => buildLogEvent());
    const { callsTo } = mockApi(...logServer(events));
    const user = userEvent.setup();
    renderWithProviders(<EventLog siteId={SITE_ID} />);
    const table = await screen.findByRole("table", { name: "Händelselogg" });
    expect(cellTexts(table)).toHaveLength(50);
    expect(callsTo("GET", LOG)[0].url.searchParams.toString()).toBe("limit=50");

    await user.click(screen.getByRole("button", { name: "Visa fler" }));
    await waitFor(() => expect(cellTexts(table)).toHaveLength(60));
    expect(callsTo("GET", LOG)[1].url.searchParams.get("before")).toBe(String(events[49].id));
    // Ten came back, fewer than a page: there is nothing older.
    expect(screen.queryByRole("button", { name: "Visa fler" })).not.toBeInTheDocument();
  });

  it("tells anyone but an admin that the log is not theirs", async () => {
    mockApi(
      http.get(LOG, reply(403, { message: "Åtkomst nekad" })),
      http.get(`/api/sites/${SITE_ID}`, reply(404, { message: "Hittades inte" })),
      http.get(`/api/sites/${SITE_ID}/companies`, reply(403, { message: "Åtkomst nekad" })),
    );
    renderWithProviders(<EventLog siteId={SITE_ID} back={<a href="/">Till startsidan</a>} />);
    expect(await screen.findByRole("heading", { name: "Du har inte behörighet" })).toBeInTheDocument();
    expect(screen.getByText("Händelseloggen visas bara för administratörer.")).toBeInTheDocument();
  });
});
