import type { SiteCompanyRow, SiteRow } from "../../shared/schema";
import type { LedgerEventAction, SiteVersion } from "../../shared/domain";
import type { ControlHeader, InspectionLink, InspectionView, LedgerLogEvent } from "../../shared/types";
import type { InspectionLinkWithMaker } from "./inspection-repo";
import { presentPresentPerson } from "./ledger-presenter";
import type { PresentRow } from "./ledger-state-repo";
import type { LedgerLogRow } from "./log-repo";

/** What the control view shows above the entries: the site now and as it was, our company, the site's other companies. */
export function presentControlHeader(
  site: SiteRow,
  history: SiteVersion[],
  ours: { name: string; orgNumber: string },
  companies: SiteCompanyRow[],
): ControlHeader {
  return {
    site: {
      id: site.id,
      name: site.name,
      address: site.address,
      skvId: site.skvId,
      ledgerScope: site.ledgerScope,
      builderName: site.builderName,
      builderOrgNumber: site.builderOrgNumber,
    },
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

export function presentLogEvent(row: LedgerLogRow): LedgerLogEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId === null ? null : { id: row.actorId, fullName: row.actorName ?? "" },
    action: row.action as LedgerEventAction,
    entryId: row.entryId,
    details: row.details,
  } satisfies LedgerLogEvent;
}
