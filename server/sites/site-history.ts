/**
 * A site's history on the server (docs/product-rules.md §15, "A site's history"): its changes
 * are `site-update` rows of the event log, written in the transaction of the change, and read
 * back into the versions shared/domain/site-history.ts derives.
 */
import { todayIn } from "../../shared/dates";
import { SITE_FACT_FIELDS, siteFactChanges, siteFactsOf, siteHistory, type SiteChange, type SiteFacts, type SiteVersion } from "../../shared/domain";
import type { DbOrTx } from "../db";
import { writeLedgerEvent } from "./ledger-events";
import { siteChangeRows } from "./log-repo";

/** The fields a `site-update` event's `details.changes` holds, each with `before` and `after`. */
function changesOf(details: Record<string, unknown>): SiteChange["changes"] {
  const raw = details.changes;
  if (!raw || typeof raw !== "object") return {};
  const changes: SiteChange["changes"] = {};
  for (const field of SITE_FACT_FIELDS) {
    const change = (raw as Record<string, unknown>)[field];
    if (change && typeof change === "object")
      changes[field] = { before: (change as { before?: unknown }).before ?? null, after: (change as { after?: unknown }).after ?? null };
  }
  return changes;
}

/** The site's versions, oldest first, its days counted in `timeZone`: one small query. */
export async function siteHistoryOf(db: DbOrTx, site: SiteFacts & { id: string }, timeZone: string): Promise<SiteVersion[]> {
  const rows = await siteChangeRows(db, site.id);
  return siteHistory(
    site,
    rows.map((r) => ({ day: todayIn(timeZone, r.at), changes: changesOf(r.details) })),
  );
}

/**
 * Writes the change of a site's facts to the event log, with the transaction that made it and
 * at the business clock's `at`; nothing when no fact changed (the platsansvariga, the projects
 * and the dates are the audit log's).
 */
export async function writeSiteChange(tx: DbOrTx, siteId: string, actorId: string, before: SiteFacts, after: SiteFacts, at: Date): Promise<void> {
  const changes = siteFactChanges(siteFactsOf(before), siteFactsOf(after));
  if (Object.keys(changes).length === 0) return;
  await writeLedgerEvent(tx, { siteId, actorId, action: "site-update", at, details: { changes } });
}
