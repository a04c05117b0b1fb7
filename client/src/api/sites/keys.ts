/** Paths and query keys of the sites module: sites, the personalliggare's entries, people and companies. */
export const SITES_PATH = "/api/sites";
export const LEDGER_ME_PATH = "/api/ledger/me";
export const CHECKIN_SITE_PATH = "/api/checkin";

export const sitePath = (id: string) => `${SITES_PATH}/${encodeURIComponent(id)}`;
export const siteLedgerPath = (id: string) => `${sitePath(id)}/ledger`;
export const sitePresentPath = (id: string) => `${sitePath(id)}/present`;
export const siteCompaniesPath = (id: string) => `${sitePath(id)}/companies`;
export const sitePeoplePath = (id: string) => `${sitePath(id)}/people`;
export const siteRosterPath = (id: string) => `${sitePath(id)}/roster`;
export const sitePersonPath = (id: string, personId: string) => `${sitePeoplePath(id)}/${encodeURIComponent(personId)}`;
export const siteControlPath = (id: string) => `${sitePath(id)}/control`;
export const siteChainPath = (id: string) => `${sitePath(id)}/ledger/verify`;
export const siteLedgerCsvPath = (id: string) => `${sitePath(id)}/ledger.csv`;
export const siteLedgerExportsPath = (id: string) => `${sitePath(id)}/ledger/exports`;
export const siteLedgerLogPath = (id: string) => `${sitePath(id)}/ledger/log`;
export const inspectionLinksPath = (id: string) => `${sitePath(id)}/inspection-links`;
export const inspectionLinkPath = (linkId: string) => `/api/inspection-links/${encodeURIComponent(linkId)}`;
export const correctionsPath = (entryId: string) => `/api/ledger/${encodeURIComponent(entryId)}/corrections`;

export const siteKeys = {
  all: [SITES_PATH] as const,
  one: (id: string) => [SITES_PATH, id] as const,
  ledger: (id: string, from: string, to: string) => [SITES_PATH, id, "ledger", from, to] as const,
  ledgerOf: (id: string) => [SITES_PATH, id, "ledger"] as const,
  /** The control list under its filters; under `ledgerOf`, so an entry made on the site makes it stale too. */
  controlLedger: (id: string, query: object) => [SITES_PATH, id, "ledger", query] as const,
  control: (id: string) => [SITES_PATH, id, "control"] as const,
  inspectionLinks: (id: string) => [SITES_PATH, id, "inspection-links"] as const,
  log: (id: string) => [SITES_PATH, id, "log"] as const,
  /** The chain's check; under `ledgerOf`, so a new entry makes it stale too. */
  chain: (id: string) => [SITES_PATH, id, "ledger", "verify"] as const,
  present: (id: string) => [SITES_PATH, id, "present"] as const,
  companies: (id: string) => [SITES_PATH, id, "companies"] as const,
  people: (id: string) => [SITES_PATH, id, "people"] as const,
  // Under `one(id)`: an entry made on the site changes who stands where.
  roster: (id: string) => [SITES_PATH, id, "roster"] as const,
  me: [LEDGER_ME_PATH] as const,
  /** A QR poster's site as a signed-out phone may read it: its name alone. */
  checkin: (id: string) => [CHECKIN_SITE_PATH, id] as const,
};
