/**
 * The check of the personalliggare's chain (docs/product-rules.md §15, "Kedjan"): for the admin's
 * control view, the inspector's page and `npm run ledger:verify`.
 */
import type { LedgerChainCheck } from "../../shared/types";
import type { DbOrTx } from "../db";
import { allSiteIds, checkChain } from "./chain-repo";

export async function verifySiteChain(db: DbOrTx, siteId: string): Promise<LedgerChainCheck> {
  const check = await checkChain(db, siteId);
  return { ok: check.firstBroken === null, entries: check.entries, events: check.events, firstBroken: check.firstBroken };
}

/** Every site's chain, by the site's name: what `npm run ledger:verify` prints. */
export async function verifyEveryChain(db: DbOrTx): Promise<{ id: string; name: string; check: LedgerChainCheck }[]> {
  const out: { id: string; name: string; check: LedgerChainCheck }[] = [];
  // One after the other: the checks are heavy, and `db` may be a transaction's one connection.
  for (const site of await allSiteIds(db)) out.push({ ...site, check: await verifySiteChain(db, site.id) });
  return out;
}
