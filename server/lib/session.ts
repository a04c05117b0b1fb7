import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type { RequestHandler } from "express";
import type { Pool } from "pg";

export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export function sessionCookieName(https: boolean): string {
  return https ? "__Host-sid" : "sid";
}

/** Sessions in PostgreSQL (table created by a migration), 14 days, rolling. Expired rows are pruned by the maintenance job. */
export function createSessionMiddleware(options: { pool: Pool; secret: string; https: boolean }): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: sessionCookieName(options.https),
    secret: options.secret,
    store: new PgStore({ pool: options.pool, tableName: "session", createTableIfMissing: false, pruneSessionInterval: false }),
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
