import { LEDGER_OWN_COMPANY, LEDGER_SCOPE_LABELS } from "@shared/domain";
import type { ControlHeader } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import type { ControlFilter } from "@/lib/ledger/control-filter";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import type { SiteSpan } from "@/lib/ledger/site-spans";

/** '2026-11-20', or '2026-11-01 – 2026-11-20' for a period. */
export const periodText = ({ from, to }: Pick<ControlFilter, "from" | "to">) => (from === to ? from : `${from} – ${to}`);

/** A company as the filter and the PDF name it: 'Golv & Kakel HB (969712-3456)'. */
const companyLabel = (company: { name: string; orgNumber: string }) => `${company.name} (${company.orgNumber})`;

/** The company filter's choices: every company, our own people, then each other company of the site. */
export function companyChoices(header: ControlHeader): { id: string; label: string }[] {
  return [
    { id: "", label: LEDGER_MSG.allCompanies },
    { id: LEDGER_OWN_COMPANY, label: LEDGER_MSG.ownCompany },
    ...header.companies.map((c) => ({ id: c.id, label: companyLabel(c) })),
  ];
}

/** The filters in words, for the PDF's heading: 'Alla företag', 'Egen personal, person: erik'. */
export function filterText(header: ControlHeader, filter: ControlFilter): string {
  const company = companyChoices(header).find((c) => c.id === filter.companyId)?.label ?? LEDGER_MSG.allCompanies;
  const q = filter.q.trim();
  return q ? `${company}, ${LEDGER_MSG.personFilter.toLowerCase()}: ${q}` : company;
}

/** 'Giltig till 2026-11-20 14:58': when a link stops working, in Stockholm, to the minute. */
export function validUntilText(expiresAt: string): string {
  const { date, time } = stockholmParts(expiresAt);
  return LEDGER_MSG.linkValidUntil(`${date} ${time.slice(0, 5)}`);
}

/** A name with its org number: 'Brf Kajen, 556677-8899'; 'Ej angiven' for none. */
export const withOrg = (name: string | null, orgNumber: string | null) => [name ?? LEDGER_MSG.notGiven, orgNumber].filter(Boolean).join(", ");

/** One version in a line: '2026-11-18 – 2026-11-19: Kv. Kajen, Hamngatan 4, Skatteverkets ID: SKV-1, Byggherre: Brf Kajen, 556677-8899, …'. */
export function siteSpanText({ from, to, site }: SiteSpan): string {
  return [
    `${periodText({ from, to })}: ${site.name}`,
    site.address,
    `${LEDGER_MSG.skvIdLabel}: ${site.skvId ?? LEDGER_MSG.skvIdMissing}`,
    `${LEDGER_MSG.builderLabel}: ${withOrg(site.builderName, site.builderOrgNumber)}`,
    LEDGER_SCOPE_LABELS[site.ledgerScope],
  ].join(", ");
}
