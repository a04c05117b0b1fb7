/**
 * What the control view ('Kontroll', docs/product-rules.md §15) lists: the days from `from` to
 * `to` (ÅÅÅÅ-MM-DD, Stockholm), and optionally one company (`own`, LEDGER_OWN_COMPANY, or a
 * site company's id; '' for all) and one person (`q`, a name or identity number; '' for all).
 */
export interface ControlFilter {
  from: string;
  to: string;
  companyId: string;
  q: string;
}

/** The query of the control list and its CSV, as the server reads it: what is not chosen is left out. */
export function controlQuery(filter: ControlFilter): { from: string; to: string; companyId?: string; q?: string } {
  const q = filter.q.trim();
  return { from: filter.from, to: filter.to, ...(filter.companyId ? { companyId: filter.companyId } : {}), ...(q ? { q } : {}) };
}
