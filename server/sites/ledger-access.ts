import { addDays, todayIn, zonedInstant } from "../../shared/dates";
import type { SiteRow } from "../../shared/schema";
import type { DbOrTx } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { forbidden, notFound } from "../lib/errors";
import type { LedgerPersonKey } from "./ledger-repo";
import { findSiteRow, isSiteResponsible, siteVisibleToWorker } from "./repo";

/** The business clock of the personalliggare: the server's now and the zone its days are counted in. */
export interface LedgerClock {
  now: () => Date;
  timeZone: string;
}

/** Whether the actor may register others, correct and open the control view on the site: an admin, or its platsansvarig. */
export async function mayManageSite(db: DbOrTx, siteId: string, actor: SessionUser): Promise<boolean> {
  return actor.role === "admin" || (await isSiteResponsible(db, siteId, actor.id));
}

/**
 * The control view's guard: an admin or platsansvarig passes; another worker gets 403 (with
 * `message`) on a site it may read and 404 on one it may not, as the sites' own answers do
 * (docs/product-rules.md §15).
 */
export async function assertMayView(db: DbOrTx, site: SiteRow, actor: SessionUser, message?: string): Promise<void> {
  if (await mayManageSite(db, site.id, actor)) return;
  if (actor.role !== "admin" && !(await siteVisibleToWorker(db, site.id, actor.id))) throw notFound();
  throw forbidden(message);
}

/** The site, when the actor may open its control view (assertMayView); 404 for no such site. */
export async function viewableSite(db: DbOrTx, siteId: string, actor: SessionUser, message?: string): Promise<SiteRow> {
  const site = await findSiteRow(db, siteId);
  if (!site) throw notFound();
  await assertMayView(db, site, actor, message);
  return site;
}

/** The instants a calendar day (in `timeZone`) starts and the day after `last` starts: [start, end). */
export function daysSpan(first: string, last: string, timeZone: string): { start: Date; end: Date } {
  return { start: new Date(zonedInstant(first, "00:00", timeZone)), end: new Date(zonedInstant(addDays(last, 1), "00:00", timeZone)) };
}

/** Whether the instant falls on one of the site's days (its end date included; none: open-ended). */
export function withinSiteDates(site: Pick<SiteRow, "startDate" | "endDate">, instant: Date, timeZone: string): boolean {
  const day = todayIn(timeZone, instant);
  return site.startDate <= day && (site.endDate === null || day <= site.endDate);
}

/** The person an entry names. */
export function personKeyOf(entry: { userId: string | null; personId: string | null }): LedgerPersonKey {
  if (entry.userId !== null) return { userId: entry.userId };
  if (entry.personId !== null) return { personId: entry.personId };
  throw new Error("ledger entry names no person");
}
