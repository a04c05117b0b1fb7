import { eq, sql } from "drizzle-orm";
import { appSettings } from "../../shared/schema";
import type { DbOrTx } from "../db";

// The `app_settings` documents (one JSON per key: `payroll`, `accounts`), read and written by the
// module whose settings they are; every module validates its own document with zod.

/** The stored JSON document of `key`, unparsed; undefined until an admin saves it. */
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return rows[0]?.value;
}

/** Locks the settings row (when there is one) so that two saves keep a true before/after in the audit. */
export async function readSettingForUpdate(db: DbOrTx, key: string): Promise<unknown> {
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).for("update");
  return rows[0]?.value;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown, userId: string | null): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: userId, updatedAt: sql`now()` } });
}
