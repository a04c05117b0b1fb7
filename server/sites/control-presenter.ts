import type { SiteCompanyRow, SiteRow } from "../../shared/schema";
import { siteFactsOf, type LedgerEventAction, type SiteVersion } from "../../shared/domain";
import type { ControlHeader, InspectionLink, InspectionView, LedgerLogEvent, OurCompany } from "../../shared/types";
import type { InspectionLinkWithMaker } from "./inspection-repo";
import { presentPresentPerson } from "./ledger-presenter";
import type { PresentRow } from "./ledger-state-repo";
import { masked } from "./ledger-events";
import type { LedgerLogRow } from "./log-repo";

/** What the control view shows above the entries: the site now and as it was, our company, the site's other companies. */
export function presentControlHeader(site: SiteRow, history: SiteVersion[], ours: OurCompany, companies: SiteCompanyRow[]): ControlHeader {
  return {
    site: { id: site.id, ...siteFactsOf(site) },
    history,
    ourCompany: ours,
    companies: companies.map((c) => ({ id: c.id, name: c.name, orgNumber: c.orgNumber })),
  } satisfies ControlHeader;
}

/** The inspector's view: the header, when the link stops working, and who is present in full. */
export function presentInspectionView(header: ControlHeader, expiresAt: Date, present: PresentRow[]): InspectionView {
  return { ...header, expiresAt: expiresAt.toISOString(), present: present.map(presentPresentPerson) } satisfies InspectionView;
}

export function presentInspectionLink(link: InspectionLinkWithMaker): InspectionLink {
  return {
    id: link.id,
    siteId: link.siteId,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    createdBy: { id: link.createdBy, fullName: link.createdByName },
  } satisfies InspectionLink;
}

/**
 * One row of the event log. Its details name the person an entry or correction is about and a
 * correction's reason; a row written before they were kept there takes them from its entry, which
 * recorded them as they were then. Every text, the actor's name too, is masked on the way out (`masked`).
 */
export function presentLogEvent(row: LedgerLogRow): LedgerLogEvent {
  const details: Record<string, unknown> = { ...row.details };
  if (row.entryId !== null && row.entryPersonName !== null && details.personName === undefined) details.personName = row.entryPersonName;
  if (row.entryReason !== null && details.reason === undefined) details.reason = row.entryReason;
  return {
    id: row.id,
    at: row.at.toISOString(),
    firstAt: row.firstAt.toISOString(),
    count: row.count,
    actor: row.actorId === null ? null : { id: row.actorId, fullName: masked(row.actorName ?? "") as string },
    action: row.action as LedgerEventAction,
    entryId: row.entryId,
    details: masked(details) as Record<string, unknown>,
  } satisfies LedgerLogEvent;
}
