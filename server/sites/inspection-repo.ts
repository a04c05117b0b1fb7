/**
 * The SQL of inspection links (docs/product-rules.md §15, "Kontroll"). A link is only ever
 * inserted and, once, revoked: the trigger of migration 0015 refuses every other change.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { inspectionLinks, users, type InspectionLinkRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export async function insertLink(
  tx: DbOrTx,
  values: { siteId: string; tokenHash: string; createdBy: string; createdAt: Date; expiresAt: Date },
): Promise<InspectionLinkRow> {
  const rows = await tx.insert(inspectionLinks).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert inspection_links returned no row");
  return row;
}

/** The link whose token hashes to `tokenHash`, in force or not (the unique index answers it). */
export async function findLinkByTokenHash(db: DbOrTx, tokenHash: string): Promise<InspectionLinkRow | undefined> {
  const rows = await db.select().from(inspectionLinks).where(eq(inspectionLinks.tokenHash, tokenHash));
  return rows[0];
}

export async function findLink(db: DbOrTx, id: string): Promise<InspectionLinkRow | undefined> {
  const rows = await db.select().from(inspectionLinks).where(eq(inspectionLinks.id, id));
  return rows[0];
}

/** A link with the name of who made it. */
export interface InspectionLinkWithMaker extends InspectionLinkRow {
  createdByName: string;
}

/** The site's links still in force at `now` (not revoked, not expired), newest first. */
export async function linksInForce(db: DbOrTx, siteId: string, now: Date): Promise<InspectionLinkWithMaker[]> {
  const rows = await db
    .select({ link: inspectionLinks, createdByName: users.fullName })
    .from(inspectionLinks)
    .innerJoin(users, eq(users.id, inspectionLinks.createdBy))
    .where(and(eq(inspectionLinks.siteId, siteId), isNull(inspectionLinks.revokedAt), gt(inspectionLinks.expiresAt, now)))
    .orderBy(desc(inspectionLinks.createdAt), desc(inspectionLinks.id));
  return rows.map((r) => ({ ...r.link, createdByName: r.createdByName }));
}

/** Revokes the link if it is still in force at `now`; undefined when it was not (already revoked, expired). */
export async function revokeLink(tx: DbOrTx, id: string, revokedBy: string, now: Date): Promise<InspectionLinkRow | undefined> {
  const rows = await tx
    .update(inspectionLinks)
    .set({ revokedAt: now, revokedBy })
    .where(and(eq(inspectionLinks.id, id), isNull(inspectionLinks.revokedAt), sql`${inspectionLinks.expiresAt} > ${now.toISOString()}::timestamptz`))
    .returning();
  return rows[0];
}
