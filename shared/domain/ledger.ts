/**
 * The personalliggare's vocabulary (docs/product-rules.md §15): a site's ledger scope, an
 * entry's kind and method with the screen's word for each, the event log's actions, and the
 * time limits an entry is judged by. One definition for the schema, the server's rules, the
 * CSV and the screens; the texts of the ledger are in shared/validation/ledger-texts.ts.
 */

/** `own`: our ledger holds our own people; `site`: ours is the site's samlade personalliggare. */
export const LEDGER_SCOPES = ["own", "site"] as const;
export type LedgerScope = (typeof LEDGER_SCOPES)[number];

/** How the site list and its card name a site's ledger. */
export const LEDGER_SCOPE_LABELS: Readonly<Record<LedgerScope, string>> = {
  own: "Vår egen personalliggare",
  site: "Platsens samlade personalliggare",
};

/** A check-in or a check-out. */
export const LEDGER_ENTRY_KINDS = ["in", "out"] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_ENTRY_KIND_LABELS: Readonly<Record<LedgerEntryKind, string>> = {
  in: "In",
  out: "Ut",
};

/** How an entry came about: by the person itself, registered by an admin or platsansvarig, or as a correction. */
export const LEDGER_ENTRY_METHODS = ["self", "registered", "correction"] as const;
export type LedgerEntryMethod = (typeof LEDGER_ENTRY_METHODS)[number];

export const LEDGER_ENTRY_METHOD_LABELS: Readonly<Record<LedgerEntryMethod, string>> = {
  self: "Själv",
  registered: "Registrerad av annan",
  correction: "Rättelse",
};

/** `companyId` of the control list that stands for our own company: our users' entries. */
export const LEDGER_OWN_COMPANY = "own";

/**
 * What the event log records: entries and corrections, control-view readings ('view'),
 * exports (CSV, PDF), inspection links made, used and revoked, the other companies' people, and
 * a change of the site's facts with their values before and after (`site-update`, shared/domain/site-history.ts).
 */
export const LEDGER_EVENT_ACTIONS = [
  "entry",
  "correction",
  "view",
  "export",
  "link-create",
  "link-use",
  "link-revoke",
  "company-create",
  "person-create",
  "person-update",
  "site-update",
] as const;
export type LedgerEventAction = (typeof LEDGER_EVENT_ACTIONS)[number];

/* ---- Time limits ---- */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Time an entry may lie ahead of the server's clock, and behind it. */
export const LEDGER_MAX_AHEAD_MS = 2 * MINUTE_MS;
export const LEDGER_MAX_BEHIND_MS = 48 * HOUR_MS;
/** More than this between the time and its recording marks the entry late: 'Registrerad i efterhand'. */
export const LEDGER_LATE_AFTER_MS = 10 * MINUTE_MS;
/** Still checked in after this long: the card warns. */
export const LEDGER_LONG_SHIFT_MS = 14 * HOUR_MS;
/**
 * Checked in for longer than this, a check-out asks for the time the person left: 'now' is then
 * most likely a forgotten check-out, not the end of the shift.
 */
export const LEDGER_ASK_OUT_TIME_AFTER_MS = 12 * HOUR_MS;
/** Repeated readings of the control view by one user, each within this of the one before, are one row of the event log. */
export const LEDGER_VIEW_RUN_MS = 10 * MINUTE_MS;
/** The control list's longest period, in days. */
export const LEDGER_MAX_PERIOD_DAYS = 366;

/**
 * The window a new entry's time must lie in, around the server's clock `now`: from
 * LEDGER_MAX_BEHIND_MS before it (older is a correction's, by the platsansvarig) to
 * LEDGER_MAX_AHEAD_MS after it (a phone's clock a little fast).
 */
export function ledgerEntryWindow(now: Date): { earliest: Date; latest: Date } {
  return { earliest: new Date(now.getTime() - LEDGER_MAX_BEHIND_MS), latest: new Date(now.getTime() + LEDGER_MAX_AHEAD_MS) };
}

/** Whether an entry (or a correction) recorded at `recordedAt` for `occurredAt` is late. */
export function isLateEntry(occurredAt: Date, recordedAt: Date): boolean {
  return recordedAt.getTime() - occurredAt.getTime() > LEDGER_LATE_AFTER_MS;
}

/**
 * Whether a check-out `now` of a stay checked in at `since` (both epoch milliseconds) must give
 * the time the person left instead of 'now': after LEDGER_ASK_OUT_TIME_AFTER_MS.
 */
export function checkOutNeedsTime(since: number, now: number): boolean {
  return now - since > LEDGER_ASK_OUT_TIME_AFTER_MS;
}

/** Whether a stay checked in at `since` has gone on too long by `now` (both epoch milliseconds). */
export function isLongShift(since: number, now: number): boolean {
  return now - since > LEDGER_LONG_SHIFT_MS;
}
