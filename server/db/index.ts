import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../shared/schema";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded";
import { runMigrations } from "./migrate";

// `date` columns stay `YYYY-MM-DD` strings everywhere, also in raw pool queries.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; inside a transaction use only this, never the pool. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  pool: pg.Pool;
  db: Db;
  embedded: boolean;
  /** Embedded only: the cluster as a tarball (see `embeddedTemplate`). */
  dump?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent the embedded database is started. */
  databaseUrl?: string;
  /** Embedded database folder, or `memory://`. */
  embeddedDir?: string;
  /** Embedded only: start from this `dump()` tarball instead of an empty cluster. */
  embeddedTemplate?: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let pool: pg.Pool;
  if (options.databaseUrl) {
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
  } else {
    embedded = await startEmbeddedDatabase(options.embeddedDir ?? "memory://", options.embeddedTemplate);
    pool = new pg.Pool({
      host: embedded.socketDir,
      port: 5432,
      user: "postgres",
      database: "postgres",
      max: options.poolSize ?? 8,
    });
  }
  // An idle client that loses its connection must not take the process down.
  pool.on("error", (error) => options.onPoolError?.(error));
  try {
    await runMigrations(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }
  return {
    pool,
    db: drizzle(pool, { schema }),
    embedded: Boolean(embedded),
    dump: embedded?.dump,
    async close() {
      await pool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
