/**
 * What the personalliggare shows (docs/product-rules.md §15): the worker's own state, the
 * control list, who is present, and whom a platsansvarig may register.
 */
import { daysInclusive, todayIn } from "../../shared/dates";
import type { SiteRow } from "../../shared/schema";
import { LEDGER_MAX_PERIOD_DAYS, LEDGER_MSG, LEDGER_OWN_COMPANY, type LedgerDayQuery, type LedgerListQuery } from "../../shared/validation/ledger";
import type { Db } from "../db";
import type { JsonText } from "../lib/json-text";
import type { SessionUser } from "../lib/auth-guards";
import { fieldError, notFound } from "../lib/errors";
import { currentPayrollSettings } from "../payroll";
import { assertMayView, daysSpan, type LedgerClock } from "./ledger-access";
import { daySpanOfUser, type DaySpanRow } from "./ledger-day-repo";
import { writeLedgerEvent } from "./ledger-events";
import type { LedgerMeParts } from "./ledger-presenter";
import { entriesOfUserBetween, latestEffectiveEntry, listSiteEntriesJson, siteCompanyOrgNumber, sitesManagedBy, type LedgerListFilter } from "./ledger-repo";
import { presentOnSite, rosterOfSite, type PresentRow, type RosterRow } from "./ledger-state-repo";
import { findSiteRow } from "./repo";

export function createLedgerReadActions(db: Db, clock: LedgerClock) {
  /** The site, when the actor may open its control view. */
  async function viewable(siteId: string, actor: SessionUser): Promise<SiteRow> {
    const site = await findSiteRow(db, siteId);
    if (!site) throw notFound();
    await assertMayView(db, site, actor);
    return site;
  }

  /** The list's company filter: our own people, or a company of the site by its org number. */
  async function companyFilter(siteId: string, companyId: string | undefined): Promise<LedgerListFilter["company"]> {
    if (companyId === undefined) return undefined;
    if (companyId === LEDGER_OWN_COMPANY) return { own: true };
    const orgNumber = await siteCompanyOrgNumber(db, siteId, companyId);
    if (orgNumber === undefined) throw fieldError("companyId", LEDGER_MSG.companyUnknown);
    return { orgNumber };
  }

  return {
    /** GET /api/ledger/me: checked in where and since when, today's own entries, the sites one manages. */
    async me(actor: SessionUser): Promise<LedgerMeParts> {
      const today = todayIn(clock.timeZone, clock.now());
      const { start, end } = daysSpan(today, today, clock.timeZone);
      const [latest, entries, managed] = await Promise.all([
        latestEffectiveEntry(db, { userId: actor.id }),
        entriesOfUserBetween(db, actor.id, start, end),
        sitesManagedBy(db, actor.role === "admin" ? null : actor.id),
      ]);
      return {
        checkedIn: latest?.kind === "in" ? { site: { id: latest.siteId, name: latest.siteName }, since: latest.occurredAt } : null,
        today: entries,
        responsibleFor: managed,
      };
    },

    /**
     * GET /api/ledger/me/day: the user's own first check-in of the day on the site and the
     * check-out that ends the day's last stay ('Hämta från personalliggaren'). Anyone may read
     * their own entries on any site, as they may check in on any; an unknown site is 404.
     */
    async day(actor: SessionUser, query: LedgerDayQuery): Promise<DaySpanRow> {
      const site = await findSiteRow(db, query.siteId);
      if (!site) throw notFound();
      const { start, end } = daysSpan(query.date, query.date, clock.timeZone);
      return daySpanOfUser(db, actor.id, site.id, start, end);
    },

    /** The control list of a day or period (today when left out), written to the event log as a view. */
    async list(actor: SessionUser, siteId: string, query: LedgerListQuery): Promise<JsonText[]> {
      const site = await viewable(siteId, actor);
      const today = todayIn(clock.timeZone, clock.now());
      const from = query.from ?? today;
      const to = query.to ?? today;
      if (to < from) throw fieldError("to", LEDGER_MSG.periodOrder);
      if (daysInclusive(from, to) > LEDGER_MAX_PERIOD_DAYS) throw fieldError("to", LEDGER_MSG.periodTooLong);
      const company = await companyFilter(site.id, query.companyId);
      return db.transaction(async (tx) => {
        const rows = await listSiteEntriesJson(tx, { siteId: site.id, ...daysSpan(from, to, clock.timeZone), company, q: query.q });
        // The search text may be an identity number: the log says only that there was one.
        const details = { from, to, companyId: query.companyId ?? null, search: Boolean(query.q?.trim()), rows: rows.length };
        await writeLedgerEvent(tx, { siteId: site.id, actorId: actor.id, action: "view", details });
        return rows;
      });
    },

    /** Who is checked in on the site now. */
    async present(actor: SessionUser, siteId: string): Promise<PresentRow[]> {
      const site = await viewable(siteId, actor);
      return presentOnSite(db, site.id);
    },

    /** Whom one may register on the site, with where each stands, and our company for our users. */
    async roster(actor: SessionUser, siteId: string): Promise<{ rows: RosterRow[]; ours: { name: string; orgNumber: string } }> {
      const site = await viewable(siteId, actor);
      const [rows, settings] = await Promise.all([rosterOfSite(db, site.id, site.ledgerScope === "site"), currentPayrollSettings(db)]);
      return { rows, ours: { name: settings.companyName, orgNumber: settings.orgNumber } };
    },
  };
}
