/** The public face of the `sites` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { checkinSiteRouter } from "./checkin-site-routes";
export { createCheckinSiteLookup } from "./checkin-site-service";
export { controlRouter } from "./control-routes";
export { createControlService } from "./control-service";
export { inspectionRouter } from "./inspection-routes";
export { createInspectionService } from "./inspection-service";
export { createPeopleService } from "./people-service";
export { peopleRouter } from "./people-routes";
export { expenseNotInLedgerSql, notInLedgerSql } from "./not-in-ledger-sql";
export { isSiteActiveOn, siteReadiness, type OurCompany } from "./readiness";
export { purgeLedger, purgeLedgerDaily } from "./retention";
export { chainCheckLanes, everyChainReport } from "./chain-service";
export { ledgerRouter } from "./ledger-routes";
export { createLedgerService } from "./ledger-service";
export { sitesRouter } from "./routes";
export { createSiteService } from "./service";
