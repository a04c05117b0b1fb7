/** The personalliggare: entries, people of other companies, the worker's own state (docs/product-rules.md §15). */

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
  kind: "in" | "out";
  occurredAt: string;
  recordedAt: string;
  recordedBy: { id: string; fullName: string };
  method: "self" | "registered" | "correction";
  /** Made more than 10 minutes after it happened: 'Registrerad i efterhand'. */
  late: boolean;
  /** Set on a correction: the entry it corrects, whether it voids it, and why. */
  correction: { correctsId: string; void: boolean; reason: string } | null;
  /** Set on an entry a later correction replaces or voids: that correction's id. */
  supersededBy: string | null;
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
  /** Checked in on another site: its name; null otherwise. */
  checkedInElsewhere: string | null;
}
