import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { lt, sql } from "drizzle-orm";
import session from "express-session";
import type { RequestHandler } from "express";
import type { Pool } from "pg";
import { sessions } from "../../shared/schema";
import type { Db } from "../db";
import { createSessionStore } from "./session-store";

export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export function sessionCookieName(https: boolean): string {
  return https ? "__Host-sid" : "sid";
}

/**
 * Sessions in PostgreSQL (table created by a migration), 14 days, rolling. Expired rows are pruned
 * by the maintenance job. The store reads the signed-in user with the session (see session-store).
 */
export function createSessionMiddleware(options: { pool: Pool; secret: string; https: boolean }): RequestHandler {
  return session({
    name: sessionCookieName(options.https),
    secret: options.secret,
    store: createSessionStore(options.pool),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: options.https,
      path: "/",
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}

/** Development keeps a generated secret in DATA_DIR so sessions survive restarts. */
export function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * connect-pg-simple's own pruning is off (one job prunes for every app server). A session's
 * expiry is written and read by the app server's clock (the cookie's, session-store.ts), so it
 * is pruned by that clock too.
 */
export async function pruneExpiredSessions(db: Db, now: Date = new Date()): Promise<void> {
  // `to_timestamp`, as the store writes and reads `expire` (a timestamp in the server's zone).
  await db.delete(sessions).where(lt(sessions.expire, sql`to_timestamp(${now.getTime() / 1000})`));
}
