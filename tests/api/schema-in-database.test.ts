import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../shared/schema";
import { leaseTestDatabase } from "./helpers/database";

/**
 * The tables the code reads with drizzle (shared/schema) against the database the migrations
 * build (migrations/): every index, unique index, check and foreign key the schema declares
 * stands in the migrated database under its name. A migration edited by hand, or a schema
 * change made without its migration, fails here on both databases.
 */
const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describe("the schema in the migrated database", () => {
  it("has every table, index, check and foreign key the schema names", async () => {
    expect(tables.length).toBeGreaterThan(15);
    const database = await leaseTestDatabase();
    try {
      const names = async (sql: string) => new Set((await database.pool.query<{ name: string }>(sql)).rows.map((r) => r.name));
      const inDatabase = {
        tables: await names("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'"),
        indexes: await names("SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'"),
        checks: await names("SELECT conname AS name FROM pg_constraint WHERE contype = 'c'"),
        foreignKeys: await names("SELECT conname AS name FROM pg_constraint WHERE contype = 'f'"),
      };
      const missing: string[] = [];
      for (const table of tables) {
        const config = getTableConfig(table);
        if (!inDatabase.tables.has(config.name)) missing.push(`table ${config.name}`);
        for (const index of config.indexes)
          if (!inDatabase.indexes.has(index.config.name ?? "")) missing.push(`index ${index.config.name ?? "(unnamed)"} on ${config.name}`);
        for (const check of config.checks) if (!inDatabase.checks.has(check.name)) missing.push(`check ${check.name} on ${config.name}`);
        for (const key of config.foreignKeys) if (!inDatabase.foreignKeys.has(key.getName())) missing.push(`foreign key ${key.getName()} on ${config.name}`);
      }
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
