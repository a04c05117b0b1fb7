/**
 * Who may do what on a site and in its personalliggare (docs/product-rules.md §15): the one
 * place the module's routes and services ask. An admin may everything on every site; a site's
 * platsansvarig acts as an admin does for that site's ledger; a worker checks itself in and out
 * anywhere and reads the sites of its projects. The inspector's link (`/api/inspection/{token}`)
 * needs no session: the token is the right to read, for as long as it is in force.
 */
import type { SiteRow } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { requireAdmin, requireStaff, type SessionUser } from "../lib/auth-guards";
import { forbidden, notFound, problem, type Problem } from "../lib/errors";
import { findSiteRow, isSiteResponsible, siteVisibleToWorker } from "./repo";

/** The sites and the ledger's endpoints with a session: workers and admins, never a customer. */
export const requireSiteUser = requireStaff;

/** Making a site and changing it: an admin. */
export const requireSiteAdmin = requireAdmin;

/** Whether `actor` manages the site's ledger (registers others, corrects, opens the control view): an admin, or its platsansvarig. */
export async function mayManageSite(db: DbOrTx, siteId: string, actor: SessionUser): Promise<boolean> {
  return actor.role === "admin" || (await isSiteResponsible(db, siteId, actor.id));
}

/**
 * The guard of what a manager does on a site (the control view, its exports, the inspector's
 * links, the other companies and their people): an admin or platsansvarig passes; another
 * worker gets 403 (with `message`) on a site it may read and 404 on one it may not, as the
 * sites' own answers do.
 */
export async function assertManages(db: DbOrTx, site: SiteRow, actor: SessionUser, message?: Problem): Promise<void> {
  if (await mayManageSite(db, site.id, actor)) return;
  if (actor.role !== "admin" && !(await siteVisibleToWorker(db, site.id, actor.id))) throw notFound();
  throw forbidden(message);
}

/** The site, when `actor` manages it (assertManages); 404 for no such site. */
export async function managedSite(db: DbOrTx, siteId: string, actor: SessionUser, message?: Problem): Promise<SiteRow> {
  const site = await findSiteRow(db, siteId);
  if (!site) throw notFound();
  await assertManages(db, site, actor, message);
  return site;
}

/** Registering someone else's entry is a manager's (403 'Du får inte registrera någon annan …'). */
export async function assertMayRegisterOthers(db: DbOrTx, siteId: string, actor: SessionUser): Promise<void> {
  if (!(await mayManageSite(db, siteId, actor))) throw forbidden(problem("ledger.not-allowed"));
}

/**
 * Correcting an entry is a manager's of the entry's site (403 'Du får inte rätta poster …'),
 * and never a platsansvarig's own entry (403 'Du kan inte rätta dina egna registreringar …'):
 * a change of one's own hours takes a second person, an admin or another platsansvarig. An
 * admin may correct its own: it is the one who answers for the ledger.
 */
export async function assertMayCorrect(db: DbOrTx, entry: { siteId: string; userId: string | null }, actor: SessionUser): Promise<void> {
  if (!(await mayManageSite(db, entry.siteId, actor))) throw forbidden(problem("ledger.correct-not-allowed"));
  if (actor.role !== "admin" && entry.userId === actor.id) throw forbidden(problem("ledger.correct-own-not-allowed"));
}

/** The inspector's links are a manager's to make, list and revoke. */
export const managedSiteForLinks = (db: DbOrTx, siteId: string, actor: SessionUser): Promise<SiteRow> =>
  managedSite(db, siteId, actor, problem("ledger.link-not-allowed"));

/** The event log ('Händelselogg') is an admin's: a platsansvarig is refused too (403). */
export function assertMayReadEventLog(actor: SessionUser): void {
  if (actor.role !== "admin") throw forbidden();
}

/** Whom a manager may register: one of our active users, never a customer's account. */
export const mayBeRegistered = (user: { active: boolean; role: SessionUser["role"] }): boolean => user.active && user.role !== "customer";

/** The sites a list shows `actor`: every site to an admin (undefined); a worker's, those of the projects open to it. */
export const listedSitesOf = (actor: SessionUser): string | undefined => (actor.role === "admin" ? undefined : actor.id);

/** The sites whose ledger `actor` manages, for its card: every site for an admin (null), else those it is platsansvarig of. */
export const managedSitesOf = (actor: SessionUser): string | null => (actor.role === "admin" ? null : actor.id);

/** Whether a site's answer names its platsansvariga: to an admin only. */
export const seesResponsibles = (actor: SessionUser): boolean => actor.role === "admin";
