import { LEDGER_OWN_COMPANY } from "@shared/domain";
import type { ControlHeader } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import type { ControlFilter } from "@/lib/ledger/control-filter";
import { stockholmParts } from "@/lib/ledger/ledger-format";

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
