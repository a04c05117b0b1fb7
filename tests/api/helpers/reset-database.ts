import type pg from "pg";

/** The tables of the app's schema. Drizzle's record of the migrations (schema `drizzle`) stays. */
const TABLES = "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1";

/**
 * Empties every table of the `public` schema and restarts its sequences, as one statement.
 * DELETE rather than TRUNCATE: on the PostgreSQL server a TRUNCATE of every table costs
 * 0.4-1 s (new files for each table and index), a DELETE of a test file's rows a few ms.
 */
const EMPTY = `DO $$
DECLARE
  name text;
BEGIN
  FOR name IN ${TABLES} LOOP
    EXECUTE 'DELETE FROM ' || name;
  END LOOP;
  PERFORM setval(format('%I.%I', schemaname, sequencename), start_value, false) FROM pg_sequences WHERE schemaname = 'public';
END $$`;

/**
 * Brings a migrated test database back to the state its migrations left it in: every table
 * empty (sessions, rate limits and app settings included; no migration inserts rows), every
 * sequence at its start.
 *
 * The personalliggare's tables refuse UPDATE, DELETE and TRUNCATE by trigger
 * (migrations/0014_personalliggare.sql, 0015_inspection_links.sql). The reset gets past them
 * as logical replication does, with `session_replication_role = replica` for its own
 * transaction only (SET LOCAL: the embedded database is one session shared by every
 * connection): no trigger fires, neither those refusals nor the foreign keys' (every table is
 * emptied, so no reference is left dangling). Only a superuser may set it; the test
 * connection is one on both engines. The triggers themselves are never changed
 * (docs/decisions/2026-11-28-one-database-per-test-worker.md).
 *
 * Then VACUUM gives the emptied tables' pages back (10-40 ms), so the next file's rows lie in
 * the order it writes them, as in a new database: left to PostgreSQL's autovacuum, the space
 * of the deleted rows would go to later rows, and a query without ORDER BY would answer in
 * another order. The embedded database, which has no autovacuum, would only grow.
 */
export async function resetDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    try {
      await client.query("SET LOCAL session_replication_role = replica");
      await client.query(EMPTY);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
    const { rows } = await client.query<{ name: string }>(TABLES);
    await client.query(`VACUUM ${rows.map((row) => row.name).join(", ")}`);
  } finally {
    client.release();
  }
}
