/**
 * A database that cannot be reached or stops answering: the client gets the Swedish 503
 * within a few seconds, never a hang or a 500, and the app recovers by itself. Runs against
 * the embedded database, or the PostgreSQL server when TEST_DATABASE_URL is set, through a
 * TCP proxy that can freeze.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import net from "node:net";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as schema from "../../shared/schema";
import { DatabaseUnreachableError, openDatabase, type Database } from "../../server/db";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/db/embedded";
import { createServerDatabase, type ServerDatabase } from "../support/server-database";
import { startFreezableProxy, type FreezableProxy } from "./helpers/freezable-proxy";
import { startTestApp, type TestApp } from "./helpers/test-app";

const UNAVAILABLE = { code: "unavailable", message: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund." };
/** The timeouts under test, short so that the file runs quickly; the defaults are a few seconds. */
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_000, idleInTransactionMs: 2_000 };
/**
 * Setting up waits for the database as a server start does: on a busy machine the first
 * connection can take longer than the short connect timeout under test.
 */
const SETUP_MS = 30_000;
/** How long a request may take against a frozen database: the timeouts plus a margin for a busy machine. */
const PROMPT_MS = 5_000;

let app: TestApp;
let pool: pg.Pool;

let frozenApp: TestApp;
let proxy: FreezableProxy;
let proxied: Database;
let serverDatabase: ServerDatabase | undefined;
let embedded: EmbeddedDatabase | undefined;

beforeAll(async () => {
  // Nothing listens on port 1: every query fails to connect, as when the database is down.
  pool = new pg.Pool({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 2000 });
  app = await startTestApp({ database: { pool, db: drizzle(pool, { schema }), embedded: false, close: () => pool.end() } });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    serverDatabase = await createServerDatabase(serverUrl, "tidrapport_t");
    const url = new URL(serverDatabase.url);
    proxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    proxied = await openDatabase({ databaseUrl: url.toString(), timeouts: TIMEOUTS, startTimeoutMs: SETUP_MS });
  } else {
    embedded = await startEmbeddedDatabase("memory://", inject("embeddedTemplate") || undefined);
    proxy = await startFreezableProxy({ path: `${embedded.socketDir}/.s.PGSQL.5432` });
    proxied = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`, timeouts: TIMEOUTS, startTimeoutMs: SETUP_MS });
  }
  frozenApp = await startTestApp({ database: proxied });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await pool?.end();
  proxy?.resume();
  await frozenApp?.close();
  await proxied?.close();
  await proxy?.close();
  await embedded?.stop();
  await serverDatabase?.drop();
});

async function timed<T>(request: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await request();
  return { result, ms: Date.now() - started };
}

describe("when the database cannot be reached", () => {
  it("answers 503 with the Swedish message, never a 500 or a stack trace", async () => {
    const client = app.client();
    for (const res of [await client.get("/api/admin/status"), await client.post("/api/login", { email: "a@b.se", password: "x" })]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
    }
  });
});

describe("when the database stops answering", () => {
  it("answers 503 within a few seconds on open and new connections, and recovers by itself when it answers again", async () => {
    const worker = await frozenApp.signedIn("worker");
    // Warm: the pool holds open connections that will fall silent.
    await Promise.all(Array.from({ length: 4 }, () => worker.client.get("/api/time-reports")));
    expect((await worker.client.get("/api/time-reports")).status).toBe(200);

    proxy.freeze();
    try {
      const answers = await Promise.all([
        timed(() => worker.client.get("/api/time-reports")),
        timed(() => worker.client.get("/api/projects")),
        timed(() => frozenApp.client().post("/api/login", { email: worker.user.email, password: worker.user.plainPassword })),
        ...Array.from({ length: 12 }, () => timed(() => frozenApp.client().get("/api/admin/status"))),
      ]);
      for (const { result, ms } of answers) {
        expect(result.status).toBe(503);
        expect(result.body).toEqual(UNAVAILABLE);
        expect(ms).toBeLessThan(PROMPT_MS);
      }
    } finally {
      proxy.resume();
    }

    // Back by itself: no restart, the same session.
    expect(await statusOnceBack(worker.client, "/api/time-reports")).toBe(200);
    expect((await frozenApp.client().post("/api/login", { email: worker.user.email, password: worker.user.plainPassword })).status).toBe(200);
  }, 60_000);

  it("ends a transaction that waits on a silent database, and the next request is served", async () => {
    const worker = await frozenApp.signedIn("worker");
    const project = await frozenApp.createProject();
    proxy.freeze();
    let res;
    try {
      const { result, ms } = await timed(() =>
        worker.client.post("/api/time-reports", {
          projectId: project.id,
          date: new Date().toISOString().slice(0, 10),
          hours: "2",
          description: "Gjutning av platta",
        }),
      );
      res = result;
      expect(ms).toBeLessThan(PROMPT_MS * 2);
    } finally {
      proxy.resume();
    }
    expect(res.status).toBe(503);
    expect(await statusOnceBack(worker.client, "/api/time-reports")).toBe(200);
  }, 60_000);
});

/** GETs `path` every 200 ms until it answers 200, for up to 10 s; the last status. */
async function statusOnceBack(client: { get(path: string): Promise<{ status: number }> }, path: string): Promise<number> {
  let status = 0;
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    status = (await client.get(path)).status;
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}

/** A port nothing listens on (taken and given back). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("a PostgreSQL server that is down when the app starts", () => {
  it("is waited for with back-off, saying what is awaited, then fails with a clear message", async () => {
    const port = await freePort();
    const waiting: string[] = [];
    const started = Date.now();
    const attempt = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/tidrapport`, startTimeoutMs: 2_000, onWaiting: (m) => waiting.push(m) });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(attempt).rejects.toThrow(new RegExp(`PostgreSQL at 127.0.0.1:${port}/tidrapport did not answer within 2 s`));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting[0]).toMatch(new RegExp(`waiting for PostgreSQL at 127.0.0.1:${port}/tidrapport .*ECONNREFUSED`));
  }, 30_000);

  it("starts as soon as the server answers", async () => {
    const port = await freePort();
    const waiting: string[] = [];
    const url = serverDatabase ? new URL(serverDatabase.url) : new URL(`postgres://postgres@127.0.0.1/postgres`);
    url.hostname = "127.0.0.1";
    url.port = String(port);
    const opening = openDatabase({ databaseUrl: url.toString(), startTimeoutMs: 20_000, onWaiting: (m) => waiting.push(m) });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const target = serverDatabase
      ? { host: new URL(serverDatabase.url).hostname, port: Number(new URL(serverDatabase.url).port || 5432) }
      : { path: `${embedded?.socketDir}/.s.PGSQL.5432` };
    const late = await startFreezableProxy(target, port);
    try {
      const database = await opening;
      try {
        expect((await database.pool.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
      expect(waiting.length).toBeGreaterThanOrEqual(1);
    } finally {
      await late.close();
    }
  }, 60_000);
});
