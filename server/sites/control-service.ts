/**
 * The control view ('Kontroll', docs/product-rules.md §15) beyond the list itself: its header,
 * the list as CSV, a PDF the browser made, and the site's event log. Every reading of personal
 * data is written to the event log; the header and the log hold none.
 */
import type { Writable } from "node:stream";
import { ledgerFileName } from "../../shared/domain";
import type { SiteRow } from "../../shared/schema";
import type { ControlHeader, LedgerChainCheck, LedgerLogEvent, OurCompany, OurCompanySetting } from "../../shared/types";

const OUR_COMPANY_SETTINGS: OurCompanySetting[] = ["companyName", "orgNumber"];
import type { LedgerExportBody, LedgerListQuery, LedgerLogQuery } from "../../shared/validation/ledger";
import type { Db, DbOrTx } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { readPayrollSettings } from "../payroll";
import { presentControlHeader, presentLogEvent } from "./control-presenter";
import { resolveControlQuery, type ControlQuery } from "./control-query";
import type { LedgerClock } from "./ledger-clock";
import { assertMayReadEventLog, managedSite } from "./policies";
import { writeLedgerCsv } from "./ledger-csv";
import { writeLedgerEvent, type LedgerEventInput } from "./ledger-events";
import { siteEventLog } from "./log-repo";
import { verifySiteChain } from "./chain-service";
import { listCompanyRows } from "./people-repo";
import { siteHistoryOf } from "./site-history";

/**
 * Our company, which keeps the ledger: the payroll settings' name and org number (docs/product-rules.md §6),
 * and which of them cannot be read. The record is never refused for it (an inspector at a visit
 * always gets it), nor is the keeper left blank in silence (§10).
 */
async function ourCompanyOf(db: DbOrTx): Promise<OurCompany> {
  const { settings, unreadable } = await readPayrollSettings(db);
  return {
    name: settings.companyName,
    orgNumber: settings.orgNumber,
    unreadable: OUR_COMPANY_SETTINGS.filter((setting) => unreadable.includes(setting)),
  };
}

/**
 * The header of the site's control view: the site now and as it was, our company from the
 * payroll settings, the other companies of a site that is or was samlad.
 */
export async function controlHeaderOf(db: DbOrTx, site: SiteRow, timeZone: string): Promise<ControlHeader> {
  // One after the other: `db` may be a transaction's single connection.
  const ours = await ourCompanyOf(db);
  const history = await siteHistoryOf(db, site, timeZone);
  const companies = history.some((v) => v.site.ledgerScope === "site") ? await listCompanyRows(db, site.id) : [];
  return presentControlHeader(site, history, ours, companies);
}

/** A CSV ready to send: its file name, and the writing, which ends with the export's row in the event log. */
export interface LedgerCsvDownload {
  fileName: string;
  write(out: Writable): Promise<void>;
}

/**
 * The control list's CSV for `query`; `event` says how the export is logged once the rows are
 * written (before the answer ends), with the rows sent — also when the client left midway.
 */
export function ledgerCsvDownload(db: Db, site: SiteRow, query: ControlQuery, timeZone: string, event: (rows: number) => LedgerEventInput): LedgerCsvDownload {
  return {
    fileName: ledgerFileName(site.name, query.details.from, query.details.to, "csv"),
    async write(out) {
      // What every row names of the site and the keeper, read before the first row is sent.
      const keeper = await ourCompanyOf(db);
      const history = await siteHistoryOf(db, site, timeZone);
      const written = { rows: 0 };
      try {
        await writeLedgerCsv(db, query, out, { timeZone, history, keeper }, written);
      } finally {
        await writeLedgerEvent(db, event(written.rows));
      }
    },
  };
}

/** `chainLanes`: the connections a chain's check takes at once (`chainCheckLanes`). */
export function createControlService(db: Db, clock: LedgerClock, chainLanes = 1) {
  return {
    /** The site, when the actor may open its control view: an admin or its platsansvarig. */
    site: (actor: SessionUser, siteId: string) => managedSite(db, siteId, actor),

    /** GET /api/sites/{id}/control: no personal data, so no event. */
    async header(actor: SessionUser, siteId: string): Promise<ControlHeader> {
      return controlHeaderOf(db, await managedSite(db, siteId, actor), clock.timeZone);
    },

    /** GET /api/sites/{id}/ledger.csv: the same rows as the list; the filters are checked before anything is sent. */
    async csv(actor: SessionUser, siteId: string, query: LedgerListQuery): Promise<LedgerCsvDownload> {
      const site = await managedSite(db, siteId, actor);
      const resolved = await resolveControlQuery(db, clock, site.id, query);
      return ledgerCsvDownload(db, site, resolved, clock.timeZone, (rows) => ({
        siteId: site.id,
        actorId: actor.id,
        action: "export",
        details: { format: "csv", ...resolved.details, rows },
      }));
    },

    /** POST /api/sites/{id}/ledger/exports: the browser made a PDF of the list; the log keeps it. */
    async recordPdf(actor: SessionUser, site: SiteRow, body: LedgerExportBody): Promise<void> {
      const { details } = await resolveControlQuery(db, clock, site.id, body);
      await writeLedgerEvent(db, { siteId: site.id, actorId: actor.id, action: "export", details: { format: "pdf", ...details, rows: body.rows } });
    },

    /** GET /api/sites/{id}/ledger/log: an admin only; the site's platsansvarig 403, another worker 403 or 404. */
    async log(actor: SessionUser, siteId: string, query: LedgerLogQuery): Promise<LedgerLogEvent[]> {
      const site = await managedSite(db, siteId, actor);
      assertMayReadEventLog(actor);
      return (await siteEventLog(db, site.id, query.limit, query.before)).map(presentLogEvent);
    },

    /** GET /api/sites/{id}/ledger/verify: the site's chain recomputed; an admin only, as the log. */
    async verify(actor: SessionUser, siteId: string): Promise<LedgerChainCheck> {
      const site = await managedSite(db, siteId, actor);
      assertMayReadEventLog(actor);
      return verifySiteChain(db, site.id, chainLanes);
    },
  };
}

export type ControlService = ReturnType<typeof createControlService>;
