/**
 * The check of the personalliggare's chain (docs/product-rules.md §15, "Kedjan"): for the admin's
 * control view, the inspector's page and `npm run ledger:verify`.
 */
import type { LedgerChainCheck } from "../../shared/types";
import type { DbOrTx } from "../db";
import { allSiteIds, checkChain } from "./chain-check-repo";

/**
 * Connections a chain's check takes at once (docs/benchmarks.md §9.2): two on a PostgreSQL
 * server, whose batches then run on two of its cores; one on the embedded database, which serves
 * one transaction at a time.
 */
export const chainCheckLanes = (embedded: boolean): number => (embedded ? 1 : 2);

export async function verifySiteChain(db: DbOrTx, siteId: string, lanes = 1): Promise<LedgerChainCheck> {
  const check = await checkChain(db, siteId, { lanes });
  return { ok: check.firstBroken === null, entries: check.entries, events: check.events, firstBroken: check.firstBroken };
}

/** Every site's chain, by the site's name: what `npm run ledger:verify` prints. */
async function verifyEveryChain(db: DbOrTx, lanes = 1): Promise<{ id: string; name: string; check: LedgerChainCheck }[]> {
  const out: { id: string; name: string; check: LedgerChainCheck }[] = [];
  // One after the other: the checks are heavy, and `db` may be a transaction's one connection.
  for (const site of await allSiteIds(db)) out.push({ ...site, check: await verifySiteChain(db, site.id, lanes) });
  return out;
}

/**
 * What `npm run ledger:verify` prints: one line per site ('obruten …', or 'BRUTEN …' naming the
 * first broken row), then the sum; `ok` is false when any chain is broken (the command exits 1).
 */
export async function everyChainReport(db: DbOrTx, lanes = 1): Promise<{ ok: boolean; lines: string[] }> {
  const sites = await verifyEveryChain(db, lanes);
  const lines = sites.map(({ name, check }) => {
    const counts = `${check.entries} poster, ${check.events} händelser`;
    return check.firstBroken
      ? `BRUTEN  ${name}: ${counts}; första brutna rad: ${check.firstBroken.table} ${check.firstBroken.id}`
      : `obruten ${name}: ${counts}`;
  });
  const broken = sites.filter(({ check }) => check.firstBroken).length;
  lines.push(broken === 0 ? `Alla ${sites.length} kedjor är obrutna.` : `${broken} av ${sites.length} kedjor är brutna.`);
  return { ok: broken === 0, lines };
}
