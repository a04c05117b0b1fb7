/**
 * A server for bench:stack (never part of the product): it answers every request with what one
 * captured request of an endpoint sent to the database, run in order through a `pg` pool as
 * large as the app's, and the rows as JSON. STACK_LAYER says how much of the app's HTTP stack
 * it has:
 * - `node`: `node:http` alone;
 * - `express`: an Express app with the app's API router shape (the statements in a middleware
 *   and a GET route under /api, `res.json`), without sessions, Passport, Helmet or compression.
 * Prints "ready <url>" when listening, as bench/export-server.ts does.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import { SERVER_POOL_SIZE } from "../server/db";
import { decodeValue, readCaptured } from "./api-floor";

const statements = readCaptured(process.env.STACK_STATEMENTS ?? "");
const layer = process.env.STACK_LAYER;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: SERVER_POOL_SIZE });

const run = (index: number): Promise<{ rows: unknown[] }> => {
  const { text, values: captured, rowMode } = statements[index];
  const values = captured?.map(decodeValue);
  return rowMode === "array" ? pool.query({ text, values, rowMode }) : pool.query({ text, values });
};

/** Every statement but the last, in order (the session's read comes first). */
async function before(): Promise<void> {
  for (let i = 0; i < statements.length - 1; i++) await run(i);
}

const last = async () => (await run(statements.length - 1)).rows;

let server: http.Server;
if (layer === "node") {
  server = http.createServer((req, res) => {
    before()
      .then(last)
      .then(
        (rows) => {
          const body = JSON.stringify(rows);
          res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "content-length": Buffer.byteLength(body) });
          res.end(body);
        },
        () => {
          res.writeHead(503).end();
        },
      );
  });
} else if (layer === "express") {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const api = express.Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use((_req, _res, next) => {
    before().then(() => next(), next);
  });
  api.get(/.*/, (_req, res, next) => {
    last().then((rows) => res.json(rows), next);
  });
  app.use("/api", api);
  server = http.createServer(app);
} else {
  throw new Error(`STACK_LAYER must be node or express, not ${layer}`);
}

server.listen(0, "127.0.0.1", () => {
  console.log(`ready http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
