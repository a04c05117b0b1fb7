import type pg from "pg";

/**
 * Above this many rows in one table the reset truncates every table as well: a DELETE leaves
 * the table's pages and dead rows behind (the embedded database has no autovacuum), and the
 * next files in the worker would scan them and plan with their page count.
 */
const TRUNCATE_FROM_ROWS = 1_000;

/**
 * Empties every table of the `public` schema and restarts its sequences, as one statement.
 * DELETE rather than TRUNCATE: on a PostgreSQL server a TRUNCATE of every table costs about
 * 400 ms (new files for each table and index), a DELETE of a test file's few rows a few ms.
 * Drizzle's record of the migrations lives in the `drizzle` schema and stays.
 */
const RESET = `DO $$
DECLARE
  name text;
  deleted bigint;
  most bigint := 0;
BEGIN
  FOR name IN SELECT format('%I.%I', schemaname, tablename) FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE 'DELETE FROM ' || name;
    GET DIAGNOSTICS deleted = ROW_COUNT;
    most := greatest(most, deleted);
  END LOOP;
  IF most >= ${TRUNCATE_FROM_ROWS} THEN
    EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') FROM pg_tables WHERE schemaname = 'public');
  END IF;
  PERFORM setval(format('%I.%I', schemaname, sequencename), start_value, false) FROM pg_sequences WHERE schemaname = 'public';
END $$`;

/**
 * Brings a migrated test database back to the state its migrations left it in: every table
 * empty (sessions, rate limits and app settings included; no migration inserts rows), every
 * sequence at its start.
 *
 * The personalliggare's tables refuse UPDATE, DELETE and TRUNCATE by trigger
 * (migrations/0014_personalliggare.sql, 0015_inspection_links.sql). The reset gets past them
 * as a replication or restore role does, with `session_replication_role = replica` for its
 * own transaction only (SET LOCAL: the embedded database is one session shared by every
 * connection): no trigger fires, those refusals nor the foreign keys' (every table is
 * emptied, so no reference is left dangling). Only a superuser may set it; the test
 * connection is one on both engines, the app's own in production need not be. The triggers
 * themselves are never changed (docs/decisions/2026-11-28-one-database-per-test-worker.md).
 */
export async function resetDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    try {
      await client.query("SET LOCAL session_replication_role = replica");
      await client.query(RESET);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  } finally {
    client.release();
  }
}
