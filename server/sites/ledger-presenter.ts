import { maskIdentityNumber, maskSwedishIdentityNumber } from "../../shared/domain";
import type { LedgerDaySpan, LedgerEntry, LedgerMe, LedgerPerson, LedgerSiteRef, PresentPerson, RosterPerson } from "../../shared/types";
import type { DaySpanRow } from "./ledger-day-repo";
import type { LedgerEntryWithRefs } from "./ledger-repo";
import type { PresentRow, RosterRow } from "./ledger-state-repo";

/**
 * Identity numbers in full only where docs/product-rules.md §15 names it: the control list, who
 * is present, and their exports. Every other answer masks them.
 */
export type IdentityShown = "full" | "masked";

function shown(identityNumber: string, how: IdentityShown): string {
  return how === "full" ? identityNumber : maskSwedishIdentityNumber(identityNumber);
}

export function presentLedgerEntry(e: LedgerEntryWithRefs, how: IdentityShown): LedgerEntry {
  return {
    id: e.id,
    site: { id: e.siteId, name: e.siteName },
    person: {
      userId: e.userId,
      personId: e.personId,
      fullName: e.personName,
      identityNumber: shown(e.identityNumber, how),
      company: { name: e.companyName, orgNumber: e.companyOrgNumber },
    },
    kind: e.kind,
    occurredAt: e.occurredAt.toISOString(),
    recordedAt: e.recordedAt.toISOString(),
    recordedBy: { id: e.recordedBy, fullName: e.recordedByName },
    method: e.method,
    late: e.late,
    correction: e.correctsId === null ? null : { correctsId: e.correctsId, void: e.voids, reason: e.reason ?? "" },
    supersededBy: e.supersededBy,
  } satisfies LedgerEntry;
}

export interface LedgerMeParts {
  checkedIn: { site: LedgerSiteRef; since: Date } | null;
  today: LedgerEntryWithRefs[];
  responsibleFor: LedgerSiteRef[];
}

export function presentLedgerMe(me: LedgerMeParts): LedgerMe {
  return {
    checkedIn: me.checkedIn ? { site: me.checkedIn.site, since: me.checkedIn.since.toISOString() } : null,
    today: me.today.map((e) => presentLedgerEntry(e, "masked")),
    responsibleFor: me.responsibleFor,
  } satisfies LedgerMe;
}

export function presentLedgerDay(date: string, siteId: string, span: DaySpanRow): LedgerDaySpan {
  return { date, siteId, firstIn: span.firstIn?.toISOString() ?? null, lastOut: span.lastOut?.toISOString() ?? null } satisfies LedgerDaySpan;
}

/** Who is present, in full: the control view's 'På plats nu'. */
export function presentPresentPerson(r: PresentRow): PresentPerson {
  const person: LedgerPerson = {
    userId: r.user_id,
    personId: r.person_id,
    fullName: r.person_name,
    identityNumber: r.identity_number,
    company: { name: r.company_name, orgNumber: r.company_org_number },
  };
  return { person, since: r.occurred_at.toISOString(), entryId: r.id } satisfies PresentPerson;
}

/** A roster row, masked; our users carry our company (`ours`, from the payroll settings). */
export function presentRosterPerson(r: RosterRow, siteId: string, ours: { name: string; orgNumber: string }): RosterPerson {
  const inHere = r.in_site_id === siteId;
  return {
    person: {
      userId: r.user_id,
      personId: r.person_id,
      fullName: r.full_name,
      identityNumber: maskIdentityNumber(r.identity_number),
      company: r.user_id !== null ? ours : { name: r.company_name ?? "", orgNumber: r.company_org_number ?? "" },
    },
    checkedInSince: inHere && r.in_since ? r.in_since.toISOString() : null,
    checkedInEntryId: inHere ? r.in_entry_id : null,
    checkedInElsewhere: r.in_site_id !== null && !inHere ? r.in_site_name : null,
  } satisfies RosterPerson;
}
