import crypto from "node:crypto";
import pg from "pg";

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface ServerDatabaseOptions {
  /** A database to copy (`CREATE DATABASE … TEMPLATE`); without it the new one is empty. */
  template?: string;
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database next to the one `serverUrl` names, for one test file, test worker, browser
 * run or benchmark: empty, or a copy of `options.template`; `drop()` removes it (and any
 * connection left to it).
 */
export async function createServerDatabase(serverUrl: string, prefix: string, options: ServerDatabaseOptions = {}): Promise<ServerDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await run(serverUrl, options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Drops every database whose name starts with `prefix_` (a test run's, at its end). */
export async function dropServerDatabases(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [`${prefix}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
