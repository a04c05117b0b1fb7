/** The personalliggare: entries, people of other companies, the worker's own state (docs/product-rules.md §15). */
import type { LedgerEntryKind, LedgerEntryMethod, LedgerEventAction, SiteVersion } from "../domain";
import type { Site } from "./sites";

/** Who an entry names, as it was when the entry was made. */
export interface LedgerPerson {
  /** Our user, or null for a person of another company. */
  userId: string | null;
  /** A person of another company (`/api/sites/{id}/people`), or null for our user. */
  personId: string | null;
  fullName: string;
  /** Masked (`19850412-****`) except in the control list and its exports. */
  identityNumber: string;
  company: { name: string; orgNumber: string };
}

export interface LedgerSiteRef {
  id: string;
  name: string;
}

/** One check-in or check-out, never changed; a correction is an entry of its own. */
export interface LedgerEntry {
  id: string;
  site: LedgerSiteRef;
  person: LedgerPerson;
  kind: LedgerEntryKind;
  occurredAt: string;
  recordedAt: string;
  recordedBy: { id: string; fullName: string };
  method: LedgerEntryMethod;
  /** Made more than LEDGER_LATE_AFTER_MS after it happened (`isLateEntry`): 'Registrerad i efterhand'. */
  late: boolean;
  /** Set on a correction: the entry it corrects, whether it voids it, and why. */
  correction: { correctsId: string; void: boolean; reason: string } | null;
  /** Set on an entry a later correction replaces or voids: that correction's id. */
  supersededBy: string | null;
}

/** GET /api/checkin/{siteId}, public: all a signed-out person learns from a QR poster. */
export interface CheckinSite {
  name: string;
}

/** GET /api/ledger/me. */
export interface LedgerMe {
  checkedIn: { site: LedgerSiteRef; since: string } | null;
  /** The worker's own entries of today (Stockholm), oldest first, corrections included. */
  today: LedgerEntry[];
  /** The sites where the user is platsansvarig (an admin: every site): there it may register others and correct. */
  responsibleFor: LedgerSiteRef[];
}

/** GET/POST /api/sites/{id}/companies. */
export interface SiteCompany {
  id: string;
  siteId: string;
  name: string;
  orgNumber: string;
}

/** GET/POST/PATCH /api/sites/{id}/people: a person of another company on a samlad site. */
export interface SitePerson {
  id: string;
  siteId: string;
  companyId: string;
  fullName: string;
  /** Masked in the list; the control list shows it in full. */
  identityNumber: string;
  id06CardNumber: string | null;
}

/** GET /api/sites/{id}/present: who is checked in on the site now. */
export interface PresentPerson {
  person: LedgerPerson;
  since: string;
  entryId: string;
}

/**
 * GET /api/sites/{id}/roster (admin or platsansvarig): whom one may register on the site — our
 * active workers and, on a samlad site, the people of other companies — each with where they
 * stand now. Identity numbers masked.
 */
export interface RosterPerson {
  /** As now, not as at an entry; `identityNumber` null for a user who has none yet (registering them is refused). */
  person: Omit<LedgerPerson, "identityNumber"> & { identityNumber: string | null };
  /** Checked in on this site since then, or null. */
  checkedInSince: string | null;
  /** That check-in's id, or null: after 12 hours its check-out is a correction of it, with the time the person left. */
  checkedInEntryId: string | null;
  /** Checked in on another site: its name; null otherwise. */
  checkedInElsewhere: string | null;
}

/** Our company's settings that name the keeper of the ledger. */
export type OurCompanySetting = "companyName" | "orgNumber";

/** Our company as the payroll settings name it, and which of the two settings cannot be read. */
export interface OurCompany {
  name: string;
  orgNumber: string;
  unreadable: OurCompanySetting[];
}

/**
 * What the control view ('Kontroll') shows above the entries (docs/product-rules.md §15): the
 * site as an inspector reads it, our company, and the companies the list may be filtered by.
 * GET /api/sites/{id}/control (admin or platsansvarig).
 */
export interface ControlHeader {
  /** The site as it is now. */
  site: Pick<Site, "id" | "name" | "address" | "skvId" | "ledgerScope" | "builderName" | "builderOrgNumber">;
  /**
   * The site as it was, oldest first ("A site's history"): each day of a period shows the
   * version that covers it (`siteVersionsIn`, `siteOn` of shared/domain). One version when it
   * never changed.
   */
  history: SiteVersion[];
  /**
   * Our company as §6's settings name it (the employer of our users). `unreadable` names the
   * settings of the two that are stored in a form that cannot be read (the
   * `payroll.setting-unreadable` problem's `setting`): their value here is blank, and the view,
   * its PDF and CSV say in its place that it cannot be read (docs/product-rules.md §10).
   */
  ourCompany: OurCompany;
  /** The other companies of a samlad site, by name; empty on an `own` site. */
  companies: { id: string; name: string; orgNumber: string }[];
}

/**
 * GET /api/inspection/{token} (no session): the inspector's view of the link's site — the
 * header, who is on the site now (identity numbers in full), and when the link stops working.
 * 404 once it has expired or been revoked.
 */
export interface InspectionView extends ControlHeader {
  expiresAt: string;
  present: PresentPerson[];
}

/** GET /api/sites/{id}/inspection-links: a link still in force (the token is never shown again). */
export interface InspectionLink {
  id: string;
  siteId: string;
  createdAt: string;
  expiresAt: string;
  createdBy: { id: string; fullName: string };
}

/** POST /api/sites/{id}/inspection-links: the new link, whose `url` carries the token, shown once. */
export interface CreatedInspectionLink {
  id: string;
  url: string;
  expiresAt: string;
}

/** GET /api/sites/{id}/ledger/log (admin): one row of the event log, newest first (the actions: LEDGER_EVENT_ACTIONS). */
export interface LedgerLogEvent {
  /** The event's id; for a run of readings, its last reading's. */
  id: number;
  at: string;
  /**
   * Repeated readings of the control view by one user, each within 10 minutes of the one before,
   * are one row: `count` readings from `firstAt` to `at`. Every other row: 1, and `firstAt` is `at`.
   */
  count: number;
  firstAt: string;
  /** Who acted; null for an inspector reading through a link. */
  actor: { id: string; fullName: string } | null;
  action: LedgerEventAction;
  entryId: string | null;
  /**
   * What the action concerned; never a full identity number. An entry's and a correction's
   * name the person (`personName`, as the entry recorded them), a correction's its `reason`.
   */
  details: Record<string, unknown>;
}

/**
 * GET /api/ledger/me/day?date=&siteId=: the worker's own entries that count on one site on one
 * day (Stockholm), for 'Hämta från personalliggaren' and the report 'Checka ut' offers. `firstIn`
 * is the day's first check-in; `lastOut` the check-out that ends the day's last stay (it may lie
 * after midnight); each null when there is none.
 */
export interface LedgerDaySpan {
  date: string;
  siteId: string;
  firstIn: string | null;
  lastOut: string | null;
}

/**
 * GET /api/sites/{id}/ledger/verify (admin): the site's chain recomputed (docs/product-rules.md
 * §15, "Kedjan"). `firstBroken` is the first link found wrong, in the chain's order: an entry
 * (its uuid), an event (its number) or, when links are missing after the last one kept, the
 * chain's head (`ledger_chains`, the site's id); null when the chain is whole.
 */
export interface LedgerChainCheck {
  ok: boolean;
  entries: number;
  events: number;
  firstBroken: { table: "ledger_entries" | "ledger_events" | "ledger_chains"; id: string } | null;
}
