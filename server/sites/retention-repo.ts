import { sql } from "drizzle-orm";
import { inspectionLinks, ledgerEntries, ledgerEvents, siteCompanies, sitePeople, sites } from "../../shared/schema";
import type { Tx } from "../db";

/**
 * The SQL of the retention purge (docs/product-rules.md §15, Retention). Rows go in batches:
 * every statement stays far within the pool's statement timeout however much has piled up,
 * while the whole purge is still one transaction.
 */
const BATCH = 5_000;

/** Lets this transaction, and it alone, delete from the append-only tables (migration 0014). */
export async function allowLedgerDelete(tx: Tx): Promise<void> {
  await tx.execute(sql`SET LOCAL tidrapport.ledger_purge = 'on'`);
}

export async function siteIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: sites.id }).from(sites);
  return rows.map((r) => r.id);
}

/**
 * Originals before `cutoff` that a correction at or after it still refers to, however deep the
 * chain of corrections: a chain is kept while any of its entries is.
 */
export async function heldOriginals(tx: Tx, cutoff: Date): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(sql`
    WITH RECURSIVE up(id, corrects_id) AS (
      SELECT ${ledgerEntries.id}, ${ledgerEntries.correctsId} FROM ${ledgerEntries}
      WHERE ${ledgerEntries.correctsId} IS NOT NULL AND ${ledgerEntries.occurredAt} >= ${cutoff}
      UNION
      SELECT e.id, e.corrects_id FROM ${ledgerEntries} e JOIN up ON e.id = up.corrects_id
    )
    SELECT id FROM up WHERE corrects_id IS NULL`);
  return result.rows.map((r) => r.id);
}

/**
 * Deletes up to BATCH originals of the site dated before `cutoff` (through the site's time
 * index), except `held`, with every correction of each; the number of rows gone, corrections
 * included, 0 when none is left.
 */
export async function deleteEntryBatch(tx: Tx, siteId: string, cutoff: Date, held: string[]): Promise<number> {
  const result = await tx.execute(sql`
    WITH RECURSIVE doomed(id) AS (
      (SELECT ${ledgerEntries.id} FROM ${ledgerEntries}
       WHERE ${ledgerEntries.siteId} = ${siteId} AND ${ledgerEntries.occurredAt} < ${cutoff} AND ${ledgerEntries.correctsId} IS NULL
         AND NOT (${ledgerEntries.id} = ANY(${`{${held.join(",")}}`}::uuid[]))
       LIMIT ${BATCH})
      UNION ALL
      SELECT e.id FROM ${ledgerEntries} e JOIN doomed d ON e.corrects_id = d.id
    )
    DELETE FROM ${ledgerEntries} WHERE ${ledgerEntries.id} IN (SELECT id FROM doomed)`);
  return result.rowCount ?? 0;
}

export async function deleteEventBatch(tx: Tx, cutoff: Date): Promise<number> {
  const result = await tx.execute(sql`
    DELETE FROM ${ledgerEvents} WHERE ${ledgerEvents.id} IN (
      SELECT ${ledgerEvents.id} FROM ${ledgerEvents} WHERE ${ledgerEvents.at} < ${cutoff} ORDER BY ${ledgerEvents.at} LIMIT ${BATCH})`);
  return result.rowCount ?? 0;
}

/**
 * Inspection links that stopped working before `cutoff` go with the events that record their
 * making and use (migration 0015's trigger lets only the purge's transaction delete them).
 */
export async function deleteLinkBatch(tx: Tx, cutoff: Date): Promise<number> {
  const result = await tx.execute(sql`
    DELETE FROM ${inspectionLinks} WHERE ${inspectionLinks.id} IN (
      SELECT ${inspectionLinks.id} FROM ${inspectionLinks} WHERE ${inspectionLinks.expiresAt} < ${cutoff} LIMIT ${BATCH})`);
  return result.rowCount ?? 0;
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
