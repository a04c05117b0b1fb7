import crypto from "node:crypto";
import pg from "pg";

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
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
 * A new, empty database next to the one `serverUrl` names, for one test file, browser run
 * or benchmark; `drop()` removes it (and any connection left to it).
 */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<ServerDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
