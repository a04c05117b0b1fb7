import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** Serialises admin setups: the lock is held until the transaction ends. */
export async function lockAdminSetup(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
}
