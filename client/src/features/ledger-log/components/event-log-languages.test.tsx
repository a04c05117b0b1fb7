// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { LEDGER_EVENT_ACTIONS } from "@shared/domain";
import type { LedgerLogEvent } from "@shared/types";
import { activateLocale } from "@/lib/i18n/runtime";
import { buildLogEvent, GOLV_ID } from "@/test/control-handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { cellTexts } from "@/test/table";
import { LEDGER_SITE, SITE_ID } from "@/test/site-ledger";
import { EventLog } from "./event-log";

/**
 * 'Händelselogg' for a reader in another language (docs/i18n.md, "The event log"): the screen's
 * labels and each action's name follow the reader; what an event says stays the record's Swedish.
 */
afterEach(async () => {
  await activateLocale("sv");
});

const events: LedgerLogEvent[] = [
  buildLogEvent({
    action: "view",
    actor: { id: "b", fullName: "Per Platschef" },
    at: "2026-11-20T09:38:00.000Z",
    firstAt: "2026-11-20T09:30:15.000Z",
    count: 4,
    details: { read: "present", rows: 2 },
  }),
  buildLogEvent({ action: "link-use", actor: null, details: { linkId: "l", read: "entries", rows: 12 } }),
  buildLogEvent({
    action: "correction",
    details: { correctsId: "x", personName: "Åsa Öberg", kind: "out", occurredAt: "2026-11-20T15:05:00.000Z", void: false, reason: "Glömde checka ut" },
  }),
  buildLogEvent({
    action: "entry",
    actor: { id: "b", fullName: "Per Platschef" },
    details: { personName: "Piotr Nowak", kind: "in", method: "registered", occurredAt: "2026-11-20T05:58:12.000Z", late: false },
  }),
];

function renderLog() {
  mockApi(
    http.get(`/api/sites/${SITE_ID}/ledger/log`, () => HttpResponse.json(events)),
    http.get(`/api/sites/${SITE_ID}`, () => HttpResponse.json(LEDGER_SITE)),
    http.get(`/api/sites/${SITE_ID}/companies`, () => HttpResponse.json([{ id: GOLV_ID, siteId: SITE_ID, name: "Golv & Kakel HB", orgNumber: "969712-3456" }])),
  );
  renderWithProviders(<EventLog siteId={SITE_ID} />);
}

describe("the event log in Polish", () => {
  it("names the columns, the actions, the run's count and the inspector in Polish; the details stay the record's Swedish", async () => {
    await activateLocale("pl", ["site", "shell"]);
    renderLog();
    const table = await screen.findByRole("table", { name: "Dziennik zdarzeń" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Czas", "Kto", "Zdarzenie", "Szczegóły"]);
    expect(cellTexts(table)).toEqual([
      ["2026-11-20 10:38:00", "Per Platschef", "Otwarto widok kontroli (4 razy)", "Första gången: 2026-11-20 10:30:15På plats nu2 rader"],
      ["2026-11-20 10:30:15", "Inspektor przez link", "Użyto linku dla inspektora", "Registreringar12 rader"],
      ["2026-11-20 10:30:15", "Anna Lindqvist", "Korekta", "Person: Åsa ÖbergUtTid: 2026-11-20 16:05:00Anledning: Glömde checka ut"],
      ["2026-11-20 10:30:15", "Per Platschef", "Zameldowanie lub wymeldowanie", "Person: Piotr NowakInRegistrerad av annanTid: 2026-11-20 06:58:12"],
    ]);
  });
});

describe("the event log in English", () => {
  it("names every action the log knows in English", async () => {
    await activateLocale("en", ["site", "shell"]);
    const english = {
      entry: "Check-in or check-out",
      correction: "Correction",
      view: "Inspection view opened",
      export: "Export",
      "link-create": "Inspector link created",
      "link-use": "Inspector link used",
      "link-revoke": "Inspector link revoked",
      "company-create": "Company added",
      "person-create": "Person added",
      "person-update": "Person changed",
      "site-update": "Site details changed",
    };
    expect(Object.keys(english).sort()).toEqual([...LEDGER_EVENT_ACTIONS].sort());
    events.splice(0, events.length, ...LEDGER_EVENT_ACTIONS.map((action, i) => buildLogEvent({ id: 100 - i, action })));
    renderLog();
    const table = await screen.findByRole("table", { name: "Event log" });
    expect(cellTexts(table).map((row) => row[2])).toEqual(LEDGER_EVENT_ACTIONS.map((action) => english[action]));
  });
});
