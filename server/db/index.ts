import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../shared/schema";
import { isDatabaseUnavailable } from "../lib/db-errors";
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

/**
 * How long the app waits for the database before it answers 503 instead of hanging: a
 * database that stops answering (a frozen server, a black-holed network) must not hold a
 * request for as long as it lasts.
 */
export interface DatabaseTimeouts {
  /** A new connection (TCP, TLS and sign-in), and the wait for a free one in the pool. */
  connectMs: number;
  /**
   * One statement. The server cancels it (`statement_timeout`); the client gives up a second
   * later when the server does not answer at all, and drops that connection.
   */
  statementMs: number;
  /** A transaction left idle by its client is ended by the server (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000, idleInTransactionMs: 10_000 };

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent the embedded database is started. */
  databaseUrl?: string;
  /** The tables' owner, for the migrations, when `databaseUrl` is a role that does not own them (docs/production-database-role.md). */
  migrationUrl?: string;
  /** Embedded database folder, or `memory://`. */
  embeddedDir?: string;
  /** Embedded only: start from this `dump()` tarball instead of an empty cluster. */
  embeddedTemplate?: string;
  poolSize?: number;
  timeouts?: Partial<DatabaseTimeouts>;
  /**
   * A PostgreSQL server that cannot be reached at start is retried with back-off for this
   * long (default 0: fail at once); `onWaiting` hears each failed attempt.
   */
  startTimeoutMs?: number;
  onWaiting?: (message: string) => void;
  onPoolError?: (error: Error) => void;
}

const CLIENT_GRACE_MS = 1_000;

/** Pool settings for the timeouts. */
export function poolTimeouts(timeouts: DatabaseTimeouts): pg.PoolConfig {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    keepAlive: true,
  };
}

/**
 * A connection whose query timed out on the client side has a server that does not answer:
 * it is closed, so that it never goes back to the pool (a transaction releases its client
 * without an error) and the pool opens a fresh one when the database answers again.
 */
function dropConnectionsThatTimeOut(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === "Query read timeout") {
            (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
          }
        });
      }
      return result;
    };
  });
}

function describeTarget(config: pg.PoolConfig): string {
  if (config.connectionString) {
    try {
      const url = new URL(config.connectionString);
      return `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`;
    } catch {
      return "PostgreSQL";
    }
  }
  return "the embedded database";
}

/** Runs migrations on a connection of its own without timeouts (an index on a big table takes its time). */
async function migrateWhenReachable(base: pg.PoolConfig, options: OpenDatabaseOptions, connectMs: number): Promise<void> {
  const deadline = Date.now() + (options.startTimeoutMs ?? 0);
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    const pool = new pg.Pool({ ...base, max: 1, connectionTimeoutMillis: connectMs });
    pool.on("error", () => {});
    try {
      await runMigrations(pool);
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(error) || left <= 0) {
        if (isDatabaseUnavailable(error) && options.startTimeoutMs) {
          throw new DatabaseUnreachableError(
            `${describeTarget(base)} did not answer within ${Math.round(options.startTimeoutMs / 1000)} s (${errorText(error)}). ` +
              "Check that the server runs and that DATABASE_URL names it; DB_START_TIMEOUT_MS sets how long to wait.",
          );
        }
        throw error;
      }
      const wait = Math.min(delay, left);
      options.onWaiting?.(`waiting for ${describeTarget(base)} (attempt ${attempt}: ${errorText(error)}); next try in ${(wait / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      delay = Math.min(delay * 2, 5_000);
    } finally {
      await pool.end().catch(() => {});
    }
  }
}

function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return errorText(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === "string" && code && !error.message.includes(code) ? `${code} ${error.message}` : error.message || error.name;
  }
  return String(error);
}

/** The PostgreSQL server could not be reached within the start timeout. */
export class DatabaseUnreachableError extends Error {}

/** Connections each app server keeps to a PostgreSQL server (bench:api gives its floor as many). */
export const SERVER_POOL_SIZE = 10;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  let embedded: EmbeddedDatabase | undefined;
  let base: pg.PoolConfig;
  let max: number;
  if (options.databaseUrl) {
    base = { connectionString: options.databaseUrl };
    max = options.poolSize ?? SERVER_POOL_SIZE;
  } else {
    embedded = await startEmbeddedDatabase(options.embeddedDir ?? "memory://", options.embeddedTemplate);
    base = { host: embedded.socketDir, port: 5432, user: "postgres", database: "postgres" };
    max = options.poolSize ?? 8;
  }
  try {
    const migrator = options.databaseUrl && options.migrationUrl ? { connectionString: options.migrationUrl } : base;
    await migrateWhenReachable(migrator, options, timeouts.connectMs);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const pool = new pg.Pool({ ...base, ...poolTimeouts(timeouts), max });
  // An idle client that loses its connection must not take the process down.
  pool.on("error", (error) => options.onPoolError?.(error));
  dropConnectionsThatTimeOut(pool);
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
