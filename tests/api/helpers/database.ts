import { inject } from "vitest";
import { openDatabase, type Database } from "../../../server/db";
import { createServerDatabase } from "../../support/server-database";

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL, or else an in-memory embedded database.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ embeddedDir: "memory://", embeddedTemplate: inject("embeddedTemplate") || undefined });

  const created = await createServerDatabase(serverUrl, "tidrapport_t");
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
