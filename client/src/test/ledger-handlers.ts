import { http, HttpResponse } from "msw";
import type { LedgerEntry, LedgerMe, RosterPerson, Site } from "@shared/types";

/** The personalliggare's answers as the server sends them (docs/product-rules.md §15), for the check-in card's tests. */

export const ERIK = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson" };
export const SOLBACKEN_ID = "5a5a5a5a-0000-4000-8000-000000000001";
export const KAJEN_ID = "5a5a5a5a-0000-4000-8000-000000000002";

export function buildSite(overrides: Partial<Site> = {}): Site {
  return {
    id: SOLBACKEN_ID,
    name: "Villa Solbacken",
    address: "Solbackevägen 4, Uppsala",
    skvId: "SKV-1234",
    ledgerScope: "own",
    builderName: null,
    builderOrgNumber: null,
    startDate: "2026-01-01",
    endDate: null,
    responsibleIds: [],
    projectIds: ["22222222-2222-4222-8222-222222222222"],
    active: true,
    readiness: [],
    readinessCodes: [],
    createdAt: "2026-01-01T08:00:00.000Z",
    updatedAt: "2026-01-01T08:00:00.000Z",
    ...overrides,
  };
}

export const KAJEN = buildSite({ id: KAJEN_ID, name: "Brf Kajen", projectIds: ["33333333-3333-4333-8333-333333333333"] });

let counter = 0;

/** Erik's own check-in on Villa Solbacken, made on time; a new id each call. */
export function buildLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  counter += 1;
  return {
    id: `e0000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    site: { id: SOLBACKEN_ID, name: "Villa Solbacken" },
    person: {
      userId: ERIK.id,
      personId: null,
      fullName: ERIK.fullName,
      identityNumber: "19850412-****",
      company: { name: "Bygg AB", orgNumber: "556677-8899" },
    },
    kind: "in",
    occurredAt: "2026-11-20T05:58:00.000Z",
    recordedAt: "2026-11-20T05:58:00.000Z",
    recordedBy: ERIK,
    method: "self",
    late: false,
    correction: null,
    supersededBy: null,
    ...overrides,
  };
}

export function buildLedgerMe(overrides: Partial<LedgerMe> = {}): LedgerMe {
  return { checkedIn: null, today: [], responsibleFor: [], ...overrides };
}

export function buildRosterPerson(
  fullName: string,
  overrides: Partial<RosterPerson> & { userId?: string | null; personId?: string | null } = {},
): RosterPerson {
  const { userId = null, personId = null, ...rest } = overrides;
  return {
    person: { userId, personId, fullName, identityNumber: "19900101-****", company: { name: personId ? "El & Rör AB" : "Bygg AB", orgNumber: "556677-8899" } },
    checkedInSince: null,
    checkedInEntryId: null,
    checkedInElsewhere: null,
    ...rest,
  };
}

/** GET /api/sites and GET /api/ledger/me: by default no site and nothing checked in, so no card shows. */
export const ledgerHandlers = ({ sites = [] as Site[], me = buildLedgerMe() } = {}) => [
  http.get("/api/sites", () => HttpResponse.json(sites)),
  http.get("/api/ledger/me", () => HttpResponse.json(me)),
];

interface LedgerServerOptions {
  sites?: Site[];
  me?: LedgerMe;
  /** A refusal (409, 400) with the server's message for the POSTs it returns one for. */
  refuse?: (body: Record<string, unknown>) => { status: number; message: string; code?: string } | null;
}

/**
 * A server keeping Erik's place in the personalliggare as the real one does: a check-in at
 * the server's now (or at `occurredAt`) is in `GET /api/ledger/me` after it, and a repeated
 * clientId answers the first entry with 200.
 */
export function ledgerServer({ sites = [buildSite()], me = buildLedgerMe(), refuse }: LedgerServerOptions = {}) {
  const state: LedgerMe = structuredClone(me);
  const byClientId = new Map<string, LedgerEntry>();
  const handlers = [
    http.get("/api/sites", () => HttpResponse.json(sites)),
    http.get("/api/ledger/me", () => HttpResponse.json(state)),
    http.post("/api/sites/:siteId/ledger", async ({ request, params }) => {
      const body = (await request.json()) as { kind: LedgerEntry["kind"]; clientId?: string; occurredAt?: string };
      const refusal = refuse?.(body);
      if (refusal) return HttpResponse.json({ code: refusal.code ?? "http.conflict", message: refusal.message }, { status: refusal.status });
      const first = body.clientId ? byClientId.get(body.clientId) : undefined;
      if (first) return HttpResponse.json(first, { status: 200 });
      const site = { id: String(params.siteId), name: sites.find((s) => s.id === params.siteId)?.name ?? "Okänd" };
      const now = new Date().toISOString();
      const occurredAt = body.occurredAt ?? now;
      const late = Date.parse(now) - Date.parse(occurredAt) > 10 * 60 * 1000;
      const entry = buildLedgerEntry({ site, kind: body.kind, occurredAt, recordedAt: now, late });
      if (body.clientId) byClientId.set(body.clientId, entry);
      state.today.push(entry);
      state.checkedIn = body.kind === "in" ? { site, since: occurredAt } : null;
      return HttpResponse.json(entry, { status: 201 });
    }),
  ];
  return { handlers, state };
}
