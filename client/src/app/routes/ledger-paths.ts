/**
 * The addresses of a site's ledger screens (docs/product-rules.md §15): the admin's under
 * /admin, the platsansvarig's phone under /platser. Apart from the routes, so that one page can
 * link to another without loading its code.
 */
const site = (siteId: string) => encodeURIComponent(siteId);

export const phoneLedgerPath = (siteId: string) => `/platser/${site(siteId)}/personalliggare`;
export const adminLedgerPath = (siteId: string) => `/admin/byggarbetsplatser/${site(siteId)}`;
export const adminControlPath = (siteId: string) => `${adminLedgerPath(siteId)}/kontroll`;
export const phoneControlPath = (siteId: string) => `/platser/${site(siteId)}/kontroll`;
export const adminLogPath = (siteId: string) => `${adminLedgerPath(siteId)}/logg`;
