import { http, HttpResponse } from "msw";
import { siteFactsOf } from "@shared/domain";
import type { ControlHeader, InspectionLink, InspectionView, LedgerEntry, LedgerLogEvent, PresentPerson } from "@shared/types";
import { LEDGER_SITE, SITE_ID } from "./site-ledger";

/**
 * The control view's answers (docs/product-rules.md §15) for its tests: the site of
 * test/site-ledger.ts with our company and one other, and an inspector's link to it.
 */
export const GOLV_ID = "88888888-8888-4888-8888-888888888888";
export const TOKEN = "tOkEn_abcdefghijklmnopqrstuvwxyz0123456789-";

const SITE_NOW: ControlHeader["site"] = {
  id: SITE_ID,
  name: LEDGER_SITE.name,
  address: LEDGER_SITE.address,
  skvId: LEDGER_SITE.skvId,
  ledgerScope: "site",
  builderName: LEDGER_SITE.builderName,
  builderOrgNumber: LEDGER_SITE.builderOrgNumber,
};

export const CONTROL_HEADER: ControlHeader = {
  site: SITE_NOW,
  history: [{ from: null, to: null, site: siteFactsOf(SITE_NOW) }],
  ourCompany: { name: "Bygg AB", orgNumber: "556123-4567", unreadable: [] },
  companies: [{ id: GOLV_ID, name: "Golv & Kakel HB", orgNumber: "969712-3456" }],
};

export function buildInspectionLink(overrides: Partial<InspectionLink> = {}): InspectionLink {
  return {
    id: "99999999-9999-4999-8999-000000000001",
    siteId: SITE_ID,
    createdAt: "2026-11-20T09:00:00.000Z",
    expiresAt: "2026-11-20T17:00:00.000Z",
    createdBy: { id: "00000000-0000-4000-8000-0000000000a1", fullName: "Anna Lindqvist" },
    ...overrides,
  };
}

interface ControlAnswers {
  header?: ControlHeader;
  entries?: LedgerEntry[];
  present?: PresentPerson[];
  links?: InspectionLink[];
}

/** What the signed-in control view reads: its header, who is present, the list (any filter), the links in force. */
export function controlHandlers({ header = CONTROL_HEADER, entries = [], present = [], links = [] }: ControlAnswers = {}) {
  return [
    http.get(`/api/sites/${SITE_ID}/control`, () => HttpResponse.json(header)),
    http.get(`/api/sites/${SITE_ID}/present`, () => HttpResponse.json(present)),
    http.get(`/api/sites/${SITE_ID}/ledger`, () => HttpResponse.json(entries)),
    http.get(`/api/sites/${SITE_ID}/inspection-links`, () => HttpResponse.json(links)),
    http.get(`/api/sites/${SITE_ID}/ledger/verify`, () => HttpResponse.json({ ok: true, entries: entries.length, events: 0, firstBroken: null })),
    http.post(`/api/sites/${SITE_ID}/ledger/exports`, () => new HttpResponse(null, { status: 204 })),
  ];
}

/** What the inspector's page reads through the link's token. */
export function inspectionHandlers({
  header = CONTROL_HEADER,
  entries = [],
  present = [],
  expiresAt = "2026-11-20T17:00:00.000Z",
}: ControlAnswers & { expiresAt?: string } = {}) {
  const view: InspectionView = { ...header, expiresAt, present };
  return [
    http.get(`/api/inspection/${TOKEN}`, () => HttpResponse.json(view)),
    http.get(`/api/inspection/${TOKEN}/ledger`, () => HttpResponse.json(entries)),
    http.get(`/api/inspection/${TOKEN}/verify`, () => HttpResponse.json({ ok: true, entries: entries.length, events: 0, firstBroken: null })),
    http.post(`/api/inspection/${TOKEN}/exports`, () => new HttpResponse(null, { status: 204 })),
  ];
}

let eventId = 1000;

export function buildLogEvent(overrides: Partial<LedgerLogEvent> = {}): LedgerLogEvent {
  eventId -= 1;
  const at = overrides.at ?? "2026-11-20T09:30:15.000Z";
  return {
    id: eventId,
    at,
    firstAt: at,
    count: 1,
    actor: { id: "00000000-0000-4000-8000-0000000000a1", fullName: "Anna Lindqvist" },
    action: "view",
    entryId: null,
    details: {},
    ...overrides,
  };
}
