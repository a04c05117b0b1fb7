/**
 * The control list's period and filters (docs/product-rules.md §15, "Kontroll"), resolved once
 * for every reading of it: the list, its CSV, a PDF made in the browser, and the inspector's link.
 */
import { daysInclusive, todayIn } from "../../shared/dates";
import { LEDGER_MAX_PERIOD_DAYS, LEDGER_OWN_COMPANY } from "../../shared/domain";
import { type LedgerListQuery } from "../../shared/validation/ledger";
import type { DbOrTx } from "../db";
import { fieldError, problem } from "../lib/errors";
import { daysSpan, type LedgerClock } from "./ledger-clock";
import { type LedgerListFilter } from "./ledger-list-repo";
import { siteCompanyOrgNumber } from "./ledger-repo";

export interface ControlQuery {
  filter: LedgerListFilter;
  /**
   * What the event log keeps of the reading: the period and the company, and only whether a
   * search was made — the search text may be an identity number.
   */
  details: { from: string; to: string; companyId: string | null; search: boolean };
}

/** The list's company filter: our own people, or a company of the site by its org number. */
async function companyFilter(db: DbOrTx, siteId: string, companyId: string | undefined): Promise<LedgerListFilter["company"]> {
  if (companyId === undefined) return undefined;
  if (companyId === LEDGER_OWN_COMPANY) return { own: true };
  const orgNumber = await siteCompanyOrgNumber(db, siteId, companyId);
  if (orgNumber === undefined) throw fieldError("companyId", problem("ledger.company-unknown"));
  return { orgNumber };
}

/** `from` and `to` default to today; `to` not before `from`, at most 366 days; `companyId` of the site. */
export async function resolveControlQuery(db: DbOrTx, clock: LedgerClock, siteId: string, query: LedgerListQuery): Promise<ControlQuery> {
  const today = todayIn(clock.timeZone, clock.now());
  const from = query.from ?? today;
  const to = query.to ?? today;
  if (to < from) throw fieldError("to", problem("ledger.period-order"));
  if (daysInclusive(from, to) > LEDGER_MAX_PERIOD_DAYS) throw fieldError("to", problem("ledger.period-too-long"));
  const company = await companyFilter(db, siteId, query.companyId);
  return {
    filter: { siteId, ...daysSpan(from, to, clock.timeZone), company, q: query.q },
    details: { from, to, companyId: query.companyId ?? null, search: Boolean(query.q?.trim()) },
  };
}
