/** The public face of the `sites` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { isSiteActiveOn, siteReadiness, type OurCompany } from "./readiness";
export { ledgerRouter } from "./ledger-routes";
export { createLedgerService } from "./ledger-service";
export { sitesRouter } from "./routes";
export { createSiteService } from "./service";
