import { lt, sql } from "drizzle-orm";
import { rateLimits } from "../../shared/schema";
import type { Db } from "../db";
import { MSG } from "../../shared/validation/messages";
import { HttpError } from "./errors";

export interface Limit {
  max: number;
  windowMs: number;
}

/** The limits of docs/product-rules.md §13; tests may pass others to createApp. */
export const DEFAULT_LIMITS = {
  // Per account and client address together, so that nobody can lock a colleague out by
  // failing on purpose from elsewhere (docs/product-rules.md §13).
  loginPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { max: 100, windowMs: 15 * 60_000 },
  forgotPerEmail: { max: 5, windowMs: 60 * 60_000 },
  accountPerIp: { max: 30, windowMs: 15 * 60_000 },
  // Far above a day's photos and receipts; stops a script filling the storage.
  uploadsPerUser: { max: 300, windowMs: 60 * 60_000 },
  // An inspector's link (docs/product-rules.md §15, Kontroll): tokens that name no link in force,
  // per client address, after which even a good one is refused from there; and reads per link,
  // far above an inspection's clicking through days and companies.
  inspectionFailuresPerIp: { max: 20, windowMs: 15 * 60_000 },
  inspectionReadsPerLink: { max: 300, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;
export type Limits = typeof DEFAULT_LIMITS;

/** The 429's sentence from the seconds left; the generic 'Försök igen om en stund.' unless a caller says more. */
type TooManyMessage = (retryAfterSeconds: number) => string;

function tooMany(secondsLeft: number, message?: TooManyMessage): HttpError {
  const seconds = Math.max(1, secondsLeft);
  return new HttpError(429, message ? message(seconds) : MSG.rateLimited, undefined, { "Retry-After": String(seconds) });
}

/**
 * The seconds until a window resets, by the clock that opened it: the database's, whichever app
 * server asks (docs/architecture.md: one clock per rule).
 */
const secondsLeft = sql<number>`ceil(extract(epoch FROM ${rateLimits.resetAt} - now()))::int`.mapWith(Number);

/**
 * Fixed-window counters kept in PostgreSQL, so that every app server behind a load
 * balancer counts the same tries; the windows run on the database's clock.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one try and throws 429 once the window's limit is passed. */
  async consume(key: string, limit: Limit): Promise<void> {
    const state = await this.increment(key, limit);
    if (state.count > limit.max) throw tooMany(state.secondsLeft);
  }

  /** Throws 429 if `key` has already used up its tries, without counting one. */
  async check(key: string, limit: Limit, message?: TooManyMessage): Promise<void> {
    const rows = await this.db
      .select({ count: rateLimits.count, secondsLeft })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`);
    const row = rows[0];
    if (row && row.count >= limit.max) throw tooMany(row.secondsLeft, message);
  }

  /** Counts a failed try without throwing (the caller reports the failure itself). */
  async record(key: string, limit: Limit): Promise<void> {
    await this.increment(key, limit);
  }

  async pruneExpired(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }

  private async increment(key: string, limit: Limit): Promise<{ count: number; secondsLeft: number }> {
    const windowSql = sql`now() + ${`${limit.windowMs} milliseconds`}::interval`;
    const rows = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: windowSql })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, secondsLeft });
    const row = rows[0];
    if (!row) throw new Error("rate limit upsert returned no row");
    return row;
  }
}
