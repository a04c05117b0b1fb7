import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../shared/schema";
import { startTestApp, type TestApp } from "./helpers/test-app";

let app: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  // Nothing listens on port 1: every query fails to connect, as when the database is down.
  pool = new pg.Pool({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 2000 });
  app = await startTestApp({ database: { pool, db: drizzle(pool, { schema }), embedded: false, close: () => pool.end() } });
});
afterAll(async () => {
  await app?.close();
  await pool?.end();
});

describe("when the database cannot be reached", () => {
  it("answers 503 with the Swedish message, never a 500 or a stack trace", async () => {
    const client = app.client();
    for (const res of [await client.get("/api/admin/status"), await client.post("/api/login", { email: "a@b.se", password: "x" })]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund." });
    }
  });
});
