import { expect, inject } from "vitest";
import { openDatabase, type Database } from "../../../server/db";
import { createServerDatabase } from "../../support/server-database";
import { resetDatabase } from "./reset-database";

/**
 * The API tests' databases (docs/decisions/2026-11-28-one-database-per-test-worker.md). Each
 * vitest worker keeps one database for the files it runs one after another (the project runs
 * with `isolate: false`, so this module lives as long as the worker), emptied when a file's
 * first app leases it. An app started while that lease is held gets a database of its own.
 */

/**
 * A fresh, migrated database of its own, copied from the run's template
 * (tests/setup/api-global.ts): a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL, or else an in-memory embedded database. `close()` stops or drops it.
 */
async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ embeddedDir: "memory://", embeddedTemplate: inject("embeddedTemplate") || undefined });

  const created = await createServerDatabase(serverUrl, inject("serverDatabasePrefix"), { template: inject("serverTemplate") });
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** The worker's database, opened by the first lease; never closed (the run's end drops it). */
let workerDatabase: Promise<Database> | undefined;
/** The lease in force: which test file's app holds the worker's database. */
let lease: { file: string } | undefined;

/**
 * The database for an app the test file starts: the worker's database, emptied, unless an
 * app of the same file holds it, and then one of its own (as `openTestDatabase`). A lease
 * left by an earlier file (its app never closed) is taken over: that file has finished.
 * `close()` gives the lease back, or closes the database of its own.
 */
export async function leaseTestDatabase(): Promise<Database> {
  const file = expect.getState().testPath ?? "";
  if (lease?.file === file) return openTestDatabase();
  const mine = { file };
  lease = mine;
  const giveBack = () => {
    if (lease === mine) lease = undefined;
  };
  try {
    workerDatabase ??= openTestDatabase();
    const database = await workerDatabase.catch((error: unknown) => {
      workerDatabase = undefined;
      throw error;
    });
    await resetDatabase(database.pool);
    return { ...database, close: async () => giveBack() };
  } catch (error) {
    giveBack();
    throw error;
  }
}
