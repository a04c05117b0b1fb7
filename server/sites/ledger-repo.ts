/**
 * The SQL of the personalliggare's entries (docs/product-rules.md §15, "Entries and
 * corrections"). Rows are only ever inserted: the database refuses UPDATE and DELETE on
 * `ledger_entries` (docs/decisions/2026-11-27-personalliggare-entries.md).
 */
import crypto from "node:crypto";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { LedgerEntryKind } from "../../shared/domain";
import { ledgerEntries, siteResponsibles, sitePeople, siteCompanies, sites, users, type LedgerEntryRow, type NewLedgerEntryRow } from "../../shared/schema";
import type { DbOrTx } from "../db";
import { inTransaction, lockNextLink } from "./chain-repo";
import { chainHash, entryCanonical, type ChainedEntry } from "./ledger-chain";

/** Whose entries: one of our users, or a person of another company on a samlad site. */
export type LedgerPersonKey = { userId: string; personId?: undefined } | { personId: string; userId?: undefined };

/** The person an entry names. */
export function personKeyOf(entry: { userId: string | null; personId: string | null }): LedgerPersonKey {
  if (entry.userId !== null) return { userId: entry.userId };
  if (entry.personId !== null) return { personId: entry.personId };
  throw new Error("ledger entry names no person");
}

/** An entry with the names every answer shows: its site, who recorded it, and what replaced it. */
export interface LedgerEntryWithRefs extends LedgerEntryRow {
  siteName: string;
  recordedByName: string;
  /** The correction that voids or restates this entry, or null. */
  supersededBy: string | null;
}

/** A person's latest entry that still counts, with its site's name. */
export interface EffectiveEntry {
  id: string;
  siteId: string;
  siteName: string;
  kind: LedgerEntryKind;
  occurredAt: Date;
}

const supersededBySql = sql<string | null>`(SELECT c.id FROM ledger_entries c WHERE c.corrects_id = ${ledgerEntries.id} AND c.supersedes)`;

/**
 * An entry that still counts: not a voiding correction, and not replaced by a later correction
 * (the partial unique index on corrects_id answers the NOT EXISTS).
 */
const isEffective = sql`NOT ${ledgerEntries.voids} AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.corrects_id = ${ledgerEntries.id} AND c.supersedes)`;

function ofPerson(key: LedgerPersonKey): SQL {
  return key.userId !== undefined ? eq(ledgerEntries.userId, key.userId) : eq(ledgerEntries.personId, key.personId);
}

const entrySelection = {
  row: ledgerEntries,
  siteName: sites.name,
  recordedByName: users.fullName,
  supersededBy: supersededBySql,
};

function flatten(r: { row: LedgerEntryRow; siteName: string; recordedByName: string; supersededBy: string | null }): LedgerEntryWithRefs {
  return { ...r.row, siteName: r.siteName, recordedByName: r.recordedByName, supersededBy: r.supersededBy };
}

function selectEntries(db: DbOrTx) {
  return db
    .select(entrySelection)
    .from(ledgerEntries)
    .innerJoin(sites, eq(sites.id, ledgerEntries.siteId))
    .innerJoin(users, eq(users.id, ledgerEntries.recordedBy));
}

/** The list's order: by the time stated, then by when it was written. */
const chronological = [asc(ledgerEntries.occurredAt), asc(ledgerEntries.recordedAt), asc(ledgerEntries.id)];

/**
 * Serialises every entry and correction of one person, on every site, until the transaction
 * ends: the state check ("checked in?") and the insert that follows see each other.
 */
export async function lockLedgerPerson(tx: DbOrTx, key: LedgerPersonKey): Promise<void> {
  const name = key.userId !== undefined ? `ledger:user:${key.userId}` : `ledger:person:${key.personId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
}

/** Serialises two sends of one queued entry (§8's clientId), so the second finds the first. */
export async function lockLedgerClientId(tx: DbOrTx, recordedBy: string, clientId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger-client:${recordedBy}:${clientId}`}))`);
}

export async function findEntryIdByClientId(db: DbOrTx, recordedBy: string, clientId: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.recordedBy, recordedBy), eq(ledgerEntries.clientId, clientId)));
  return rows[0]?.id;
}

export async function findEntryWithRefs(db: DbOrTx, id: string): Promise<LedgerEntryWithRefs | undefined> {
  const rows = await selectEntries(db).where(eq(ledgerEntries.id, id));
  return rows[0] ? flatten(rows[0]) : undefined;
}

/** The entry as a new link of its site's chain (docs/product-rules.md §15, "Kedjan"). */
export type NewEntry = Omit<NewLedgerEntryRow, "chainSeq" | "hash" | "id"> & { recordedAt: Date };

/**
 * Writes the entry as the next link of its site's chain, in the caller's transaction (or one of
 * its own): every column the link covers is set here, none left to a default.
 */
export function insertEntry(db: DbOrTx, values: NewEntry): Promise<LedgerEntryRow> {
  return inTransaction(db, async (tx) => {
    const link = await lockNextLink(tx, values.siteId);
    const chained: ChainedEntry = {
      chainSeq: link.seq,
      id: crypto.randomUUID(),
      siteId: values.siteId,
      userId: values.userId ?? null,
      personId: values.personId ?? null,
      personName: values.personName,
      identityNumber: values.identityNumber,
      companyName: values.companyName,
      companyOrgNumber: values.companyOrgNumber,
      kind: values.kind,
      occurredAt: values.occurredAt,
      recordedAt: values.recordedAt,
      recordedBy: values.recordedBy,
      method: values.method,
      late: values.late ?? false,
      correctsId: values.correctsId ?? null,
      supersedes: values.supersedes ?? false,
      voids: values.voids ?? false,
      reason: values.reason ?? null,
      clientId: values.clientId ?? null,
    };
    const rows = await tx
      .insert(ledgerEntries)
      .values({ ...chained, hash: chainHash(link.previous, entryCanonical(chained)) })
      .returning();
    const row = rows[0];
    if (!row) throw new Error("insert ledger_entries returned no row");
    return row;
  });
}

/** The person's latest entry that counts, on any site: an 'in' means checked in there. */
export async function latestEffectiveEntry(db: DbOrTx, key: LedgerPersonKey): Promise<EffectiveEntry | undefined> {
  const rows = await db
    .select({ id: ledgerEntries.id, siteId: ledgerEntries.siteId, siteName: sites.name, kind: ledgerEntries.kind, occurredAt: ledgerEntries.occurredAt })
    .from(ledgerEntries)
    .innerJoin(sites, eq(sites.id, ledgerEntries.siteId))
    .where(and(ofPerson(key), isEffective))
    .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.recordedAt), desc(ledgerEntries.id))
    .limit(1);
  return rows[0];
}

/**
 * The person's entries that count just before and just after `entry` in time (itself left
 * out): a corrected time may not move past either.
 */
export async function effectiveNeighbours(
  db: DbOrTx,
  key: LedgerPersonKey,
  entry: Pick<LedgerEntryRow, "id" | "occurredAt" | "recordedAt">,
): Promise<{ before?: EffectiveEntry; after?: EffectiveEntry }> {
  const position = sql`(${ledgerEntries.occurredAt}, ${ledgerEntries.recordedAt}, ${ledgerEntries.id})`;
  const target = sql`(${entry.occurredAt.toISOString()}::timestamptz, ${entry.recordedAt.toISOString()}::timestamptz, ${entry.id}::uuid)`;
  const pick = (side: SQL, order: SQL[]) =>
    db
      .select({ id: ledgerEntries.id, siteId: ledgerEntries.siteId, siteName: sites.name, kind: ledgerEntries.kind, occurredAt: ledgerEntries.occurredAt })
      .from(ledgerEntries)
      .innerJoin(sites, eq(sites.id, ledgerEntries.siteId))
      .where(and(ofPerson(key), isEffective, side))
      .orderBy(...order)
      .limit(1);
  // One after the other: `db` is a transaction's single connection.
  const before = await pick(sql`${position} < ${target}`, [desc(ledgerEntries.occurredAt), desc(ledgerEntries.recordedAt), desc(ledgerEntries.id)]);
  const after = await pick(sql`${position} > ${target}`, chronological);
  return { before: before[0], after: after[0] };
}

/** The person's own entries whose time lies in [start, end), oldest first, corrections included. */
export async function entriesOfUserBetween(db: DbOrTx, userId: string, start: Date, end: Date): Promise<LedgerEntryWithRefs[]> {
  const rows = await selectEntries(db)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        sql`${ledgerEntries.occurredAt} >= ${start.toISOString()}::timestamptz`,
        sql`${ledgerEntries.occurredAt} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(...chronological);
  return rows.map(flatten);
}

/** The sites where `userId` is platsansvarig, or every site when it is null (an admin), by name. */
export async function sitesManagedBy(db: DbOrTx, userId: string | null): Promise<{ id: string; name: string }[]> {
  const responsible = sql`EXISTS (SELECT 1 FROM ${siteResponsibles} WHERE ${siteResponsibles.siteId} = ${sites.id} AND ${siteResponsibles.userId} = ${userId})`;
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(userId === null ? undefined : responsible)
    .orderBy(sites.name, sites.id);
}

/** A person of another company on the site, with the company as it is now. */
export interface SitePersonWithCompany {
  id: string;
  siteId: string;
  fullName: string;
  identityNumber: string;
  companyName: string;
  companyOrgNumber: string;
}

export async function findSitePerson(db: DbOrTx, siteId: string, personId: string): Promise<SitePersonWithCompany | undefined> {
  const rows = await db
    .select({
      id: sitePeople.id,
      siteId: sitePeople.siteId,
      fullName: sitePeople.fullName,
      identityNumber: sitePeople.identityNumber,
      companyName: siteCompanies.name,
      companyOrgNumber: siteCompanies.orgNumber,
    })
    .from(sitePeople)
    .innerJoin(siteCompanies, eq(siteCompanies.id, sitePeople.companyId))
    .where(and(eq(sitePeople.id, personId), eq(sitePeople.siteId, siteId)))
    // Held until the entry is written: the retention purge cannot take the person meanwhile.
    .for("share", { of: sitePeople });
  return rows[0];
}

/** The org number of a company of the site, or undefined when the site has no such company. */
export async function siteCompanyOrgNumber(db: DbOrTx, siteId: string, companyId: string): Promise<string | undefined> {
  const rows = await db
    .select({ orgNumber: siteCompanies.orgNumber })
    .from(siteCompanies)
    .where(and(eq(siteCompanies.id, companyId), eq(siteCompanies.siteId, siteId)));
  return rows[0]?.orgNumber;
}
