import { http, HttpResponse } from "msw";
import { siteFactsOf, type SiteVersion } from "@shared/domain";
import type { ControlHeader, LedgerEntry, LedgerPerson, PresentPerson, RosterPerson, Site } from "@shared/types";

/**
 * A site's personalliggare as the server answers it (docs/product-rules.md §15), for the
 * ledger screen's tests: one site, Erik of our company and Piotr of a subcontractor, times in
 * November (Stockholm is UTC+1, so 05:58:12Z shows as 06:58:12).
 */
export const SITE_ID = "55555555-5555-4555-8555-555555555555";
export const DAY = "2026-11-20";

export const LEDGER_SITE: Site = {
  id: SITE_ID,
  name: "Kv. Kajen",
  address: "Hamngatan 4, Västerås",
  skvId: "SKV-12345",
  ledgerScope: "site",
  builderName: "Brf Kajen",
  builderOrgNumber: "556677-8899",
  startDate: "2026-09-01",
  endDate: null,
  responsibleIds: [],
  projectIds: [],
  active: true,
  readiness: [],
  readinessCodes: [],
  createdAt: "2026-09-01T08:00:00.000Z",
  updatedAt: "2026-09-01T08:00:00.000Z",
};

export const ERIK: LedgerPerson = {
  userId: "00000000-0000-4000-8000-000000000001",
  personId: null,
  fullName: "Erik Andersson",
  identityNumber: "19850412-2383",
  company: { name: "Bygg AB", orgNumber: "556123-4567" },
};

export const PIOTR: LedgerPerson = {
  userId: null,
  personId: "66666666-6666-4666-8666-666666666666",
  fullName: "Piotr Nowak",
  identityNumber: "19900101-0008",
  company: { name: "Golv & Kakel HB", orgNumber: "969712-3456" },
};

const ANNA = { id: "00000000-0000-4000-8000-0000000000a1", fullName: "Anna Lindqvist" };

let counter = 0;

/** A check-in by the person themselves unless the test says otherwise; `occurredAt` also sets `recordedAt`. */
export function buildLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  counter += 1;
  const occurredAt = overrides.occurredAt ?? `${DAY}T05:58:12.000Z`;
  return {
    id: `77777777-7777-4777-8777-${String(counter).padStart(12, "0")}`,
    site: { id: SITE_ID, name: LEDGER_SITE.name },
    person: ERIK,
    kind: "in",
    occurredAt,
    recordedAt: occurredAt,
    recordedBy: { id: ERIK.userId ?? "", fullName: ERIK.fullName },
    method: "self",
    late: false,
    correction: null,
    supersededBy: null,
    ...overrides,
  };
}

/** A correction of `original` made by Anna (a platsansvarig); link the original with `supersededBy` yourself when it replaces it. */
export function buildCorrection(original: LedgerEntry, overrides: Partial<LedgerEntry> & { reason?: string; void?: boolean } = {}): LedgerEntry {
  const { reason = "Glömde checka ut, gick 16:05.", void: voids = false, ...rest } = overrides;
  return buildLedgerEntry({
    person: original.person,
    kind: original.kind,
    occurredAt: original.occurredAt,
    recordedAt: `${DAY}T15:40:00.000Z`,
    recordedBy: ANNA,
    method: "correction",
    late: true,
    correction: { correctsId: original.id, void: voids, reason },
    ...rest,
  });
}

/** An instant of DAY, as the server writes it: `at("05:58:12")`. */
export const at = (time: string) => `${DAY}T${time}.000Z`;

/**
 * A day with every mark the ledger's views show: Erik's check-in at 06:58:12 (Stockholm)
 * corrected to 06:45:00, Piotr's check-in struck, and, given `lateOut`, Erik's check-out made
 * late (its time and when it was recorded, UTC).
 */
export function dayWithCorrections(lateOut?: { occurredAt: string; recordedAt: string }) {
  const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
  const newTime = buildCorrection(checkIn, { occurredAt: at("05:45:00"), reason: "Kom 06:45 enligt arbetsledaren." });
  checkIn.supersededBy = newTime.id;
  const wrong = buildLedgerEntry({ person: PIOTR, occurredAt: at("07:00:00"), method: "registered" });
  const strike = buildCorrection(wrong, { void: true, reason: "Fel person registrerad, det var Pawel." });
  wrong.supersededBy = strike.id;
  const late = lateOut ? buildLedgerEntry({ kind: "out", occurredAt: at(lateOut.occurredAt), recordedAt: at(lateOut.recordedAt), late: true }) : null;
  return { checkIn, newTime, wrong, strike, late, entries: [checkIn, newTime, wrong, strike, ...(late ? [late] : [])] };
}

export function buildRosterPerson(overrides: Partial<RosterPerson> = {}): RosterPerson {
  return { person: ERIK, checkedInSince: null, checkedInEntryId: null, checkedInElsewhere: null, ...overrides };
}

/** The control view's header of `site` as it is now, with its `history` (one version: it never changed). */
export function ledgerSiteHeader(site: Site = LEDGER_SITE, history?: SiteVersion[]): ControlHeader {
  return {
    site: { id: site.id, ...siteFactsOf(site) },
    history: history ?? [{ from: null, to: null, site: siteFactsOf(site) }],
    ourCompany: { name: "Bygg AB", orgNumber: "556123-4567", unreadable: [] },
    companies: [],
  };
}

/** What the screen reads when it opens: the site now and as it was (the control view's header), the day's entries and who is present. */
export function siteLedgerHandlers({ entries = [] as LedgerEntry[], present = [] as PresentPerson[], header = ledgerSiteHeader() } = {}) {
  return [
    http.get(`/api/sites/${SITE_ID}/control`, () => HttpResponse.json(header)),
    http.get(`/api/sites/${SITE_ID}/ledger`, () => HttpResponse.json(entries)),
    http.get(`/api/sites/${SITE_ID}/present`, () => HttpResponse.json(present)),
  ];
}
