/**
 * What the personalliggare shows (docs/product-rules.md §15): the worker's own state, the
 * control list, who is present, and whom a platsansvarig may register.
 */
import { todayIn } from "../../shared/dates";
import type { LedgerDayQuery, LedgerListQuery } from "../../shared/validation/ledger";
import type { Db } from "../db";
import type { JsonText } from "../lib/json-text";
import type { SessionUser } from "../lib/auth-guards";
import { currentPayrollSettings } from "../payroll";
import { notFound } from "../lib/errors";
import { resolveControlQuery } from "./control-query";
import { daysSpan, type LedgerClock } from "./ledger-clock";
import { managedSite, managedSitesOf } from "./policies";
import { daySpanOfUser, type DaySpanRow } from "./ledger-day-repo";
import { findSiteRow } from "./repo";
import { writeLedgerEvent } from "./ledger-events";
import { nextEventIdAndTime } from "./chain-repo";
import type { LedgerMeParts } from "./ledger-presenter";
import { listSiteEntriesJson } from "./ledger-list-repo";
import { entriesOfUserBetween, latestEffectiveEntry, sitesManagedBy } from "./ledger-repo";
import { presentOnSite, rosterOfSite, type PresentRow, type RosterRow } from "./ledger-state-repo";
import { siteHistoryOf } from "./site-history";

export function createLedgerReadActions(db: Db, clock: LedgerClock) {
  const viewable = (siteId: string, actor: SessionUser) => managedSite(db, siteId, actor);

  return {
    /** GET /api/ledger/me: checked in where and since when, today's own entries, the sites one manages. */
    async me(actor: SessionUser): Promise<LedgerMeParts> {
      const today = todayIn(clock.timeZone, clock.now());
      const { start, end } = daysSpan(today, today, clock.timeZone);
      const [latest, entries, managed] = await Promise.all([
        latestEffectiveEntry(db, { userId: actor.id }),
        entriesOfUserBetween(db, actor.id, start, end),
        sitesManagedBy(db, managedSitesOf(actor)),
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

    /**
     * The control list of a day or period (today when left out), each entry naming the site as it
     * was that day, written to the event log as a view.
     */
    async list(actor: SessionUser, siteId: string, query: LedgerListQuery): Promise<JsonText[]> {
      const site = await viewable(siteId, actor);
      // The view event's id and time drawn beside the reads it needs no lock for: one statement
      // less in the transaction, whose last three hold the site's chain (docs/benchmarks.md §9.2).
      const [{ filter, details }, history, reserved] = await Promise.all([
        resolveControlQuery(db, clock, site.id, query),
        siteHistoryOf(db, site, clock.timeZone),
        nextEventIdAndTime(db),
      ]);
      return db.transaction(async (tx) => {
        const rows = await listSiteEntriesJson(tx, filter, { history, timeZone: clock.timeZone });
        await writeLedgerEvent(tx, { siteId: site.id, actorId: actor.id, action: "view", details: { ...details, rows: rows.length }, reserved });
        return rows;
      });
    },

    /** Who is checked in on the site now, identity numbers in full: written to the event log as a view. */
    async present(actor: SessionUser, siteId: string): Promise<PresentRow[]> {
      const site = await viewable(siteId, actor);
      return db.transaction(async (tx) => {
        const rows = await presentOnSite(tx, site.id);
        await writeLedgerEvent(tx, { siteId: site.id, actorId: actor.id, action: "view", details: { read: "present", rows: rows.length } });
        return rows;
      });
    },

    /** Whom one may register on the site, with where each stands, and our company for our users. */
    async roster(actor: SessionUser, siteId: string): Promise<{ rows: RosterRow[]; ours: { name: string; orgNumber: string } }> {
      const site = await viewable(siteId, actor);
      const [rows, settings] = await Promise.all([rosterOfSite(db, site.id, site.ledgerScope === "site"), currentPayrollSettings(db)]);
      return { rows, ours: { name: settings.companyName, orgNumber: settings.orgNumber } };
    },
  };
}
