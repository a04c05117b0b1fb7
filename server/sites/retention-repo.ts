import { sql } from "drizzle-orm";
import { ledgerEntries, siteCompanies, sitePeople, sites } from "../../shared/schema";
import type { Tx } from "../db";

/**
 * The SQL of the retention purge (docs/product-rules.md §15, Retention) beyond the chain's
 * (chain-repo.ts): the people and companies no entry names any more.
 */

export async function siteIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: sites.id }).from(sites);
  return rows.map((r) => r.id);
}

/** People of other companies without an entry left, and not changed since before `cutoff`. */
export async function deleteIdlePeople(tx: Tx, cutoff: Date): Promise<number> {
  const result = await tx.execute(sql`
    DELETE FROM ${sitePeople} p WHERE p.updated_at < ${cutoff}
      AND NOT EXISTS (SELECT 1 FROM ${ledgerEntries} e WHERE e.person_id = p.id)`);
  return result.rowCount ?? 0;
}

/**
 * Companies without a person or an entry naming them (by the org number copied onto each entry)
 * left on the site, and not changed since before `cutoff`.
 */
export async function deleteIdleCompanies(tx: Tx, cutoff: Date): Promise<number> {
  const result = await tx.execute(sql`
    DELETE FROM ${siteCompanies} c WHERE c.updated_at < ${cutoff}
      AND NOT EXISTS (SELECT 1 FROM ${sitePeople} p WHERE p.company_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM ${ledgerEntries} e WHERE e.site_id = c.site_id AND e.company_org_number = c.org_number)`);
  return result.rowCount ?? 0;
}
