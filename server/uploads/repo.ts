import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { uploadedObjects, type UploadedObjectRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export async function insertUpload(db: DbOrTx, values: { id: string; ownerId: string }): Promise<void> {
  await db.insert(uploadedObjects).values(values);
}

export async function findUpload(db: DbOrTx, id: string): Promise<UploadedObjectRow | undefined> {
  const rows = await db.select().from(uploadedObjects).where(eq(uploadedObjects.id, id));
  return rows[0];
}

/** Records the checked file; false when another request recorded one first (or the row is gone). */
export async function markUploaded(db: DbOrTx, id: string, file: { contentType: string; size: number }): Promise<boolean> {
  const rows = await db
    .update(uploadedObjects)
    .set(file)
    .where(and(eq(uploadedObjects.id, id), isNull(uploadedObjects.contentType)))
    .returning({ id: uploadedObjects.id });
  return rows.length > 0;
}

/** Of `ids`, those that `ownerId` uploaded and whose file has arrived. */
export async function ownedUploadedIds(db: DbOrTx, ownerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: uploadedObjects.id })
    .from(uploadedObjects)
    .where(and(inArray(uploadedObjects.id, ids), eq(uploadedObjects.ownerId, ownerId), isNotNull(uploadedObjects.contentType)));
  return rows.map((r) => r.id);
}

/** Rows whose file never arrived, older than `hours`. */
export async function abandonedUploadIds(db: DbOrTx, hours: number): Promise<string[]> {
  const rows = await db
    .select({ id: uploadedObjects.id })
    .from(uploadedObjects)
    .where(and(isNull(uploadedObjects.contentType), lt(uploadedObjects.createdAt, sql`now() - make_interval(hours => ${hours})`)))
    .limit(1000);
  return rows.map((r) => r.id);
}

export async function deleteUploads(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(uploadedObjects).where(and(inArray(uploadedObjects.id, ids), isNull(uploadedObjects.contentType)));
}
