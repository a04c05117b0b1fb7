/**
 * Paths and query keys of the inspector's link (docs/product-rules.md §15): read without an
 * account, by the token in the link's address. Every answer is 404 once the link has expired or
 * been revoked.
 */
export const INSPECTION_PATH = "/api/inspection";

export const inspectionPath = (token: string) => `${INSPECTION_PATH}/${encodeURIComponent(token)}`;
export const inspectionLedgerPath = (token: string) => `${inspectionPath(token)}/ledger`;
export const inspectionLedgerCsvPath = (token: string) => `${inspectionPath(token)}/ledger.csv`;
export const inspectionChainPath = (token: string) => `${inspectionPath(token)}/verify`;
export const inspectionExportsPath = (token: string) => `${inspectionPath(token)}/exports`;

export const inspectionKeys = {
  view: (token: string) => [INSPECTION_PATH, token] as const,
  ledger: (token: string, query: object) => [INSPECTION_PATH, token, "ledger", query] as const,
  chain: (token: string) => [INSPECTION_PATH, token, "verify"] as const,
};
