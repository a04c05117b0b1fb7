import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../../server/db";

/**
 * Runs `change` in one transaction with the database's guards off (`session_replication_role =
 * replica`; the tests' role is a superuser), as a hand in the database would: for setting up what
 * the product itself never changes, such as moving an audit row 31 days back.
 */
export async function withGuardsOff(db: Db, change: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await change(tx);
  });
}
