import { and, gt, inArray, lt, sql } from "drizzle-orm";
import { rateLimits } from "../../shared/schema";
import type { Db } from "../db";
import { HttpError, problem, type ErrorText } from "./errors";

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
  // A QR poster's site named to a signed-out phone (docs/product-rules.md §15): ids that name no
  // active site, per client address; a poster scanned again and again costs nothing.
  checkinSiteFailuresPerIp: { max: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;
export type Limits = typeof DEFAULT_LIMITS;

/** The sign-in's 429 (docs/product-rules.md §13): when to try again, in whole minutes rounded up, at least 1 ('1 minut'). */
export const retryInMinutes = (seconds: number): ErrorText => problem("rate-limited.retry-in", { minutes: Math.max(1, Math.ceil(seconds / 60)) });

/** The 429's sentence from the seconds left; the generic 'Försök igen om en stund.' unless a caller says more. */
type TooManyMessage = (retryAfterSeconds: number) => ErrorText;

function tooMany(secondsLeft: number, message?: TooManyMessage): HttpError {
  const seconds = Math.max(1, secondsLeft);
  return new HttpError(429, message ? message(seconds) : problem("rate-limited"), undefined, { headers: { "Retry-After": String(seconds) } });
}

/**
 * The seconds until a window resets, by the clock that opened it: the database's, whichever app
 * server asks (docs/architecture.md: one clock per rule).
 */
const secondsLeft = sql<number>`ceil(extract(epoch FROM ${rateLimits.resetAt} - now()))::int`.mapWith(Number);

/** One counter and its limit. */
export interface Counted {
  key: string;
  limit: Limit;
}

/** A try let through: `giveBack` takes it off the count again when it turned out not to count (a good sign-in). */
export interface Pass {
  giveBack(): Promise<void>;
}

/**
 * Fixed-window counters kept in PostgreSQL, so that every app server behind a load
 * balancer counts the same tries; the windows run on the database's clock.
 *
 * A try is counted before the work it guards, in one statement (INSERT … ON CONFLICT DO UPDATE …
 * RETURNING count): of tries sent at once, exactly the limit get through, on PGlite and on
 * PostgreSQL alike (docs/product-rules.md §13). A refused try is taken off the count again, so the
 * count is the tries that were let through.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one try and throws 429 once the window's limit is passed. */
  async consume(key: string, limit: Limit, message?: TooManyMessage): Promise<void> {
    await this.take([{ key, limit }], message);
  }

  /**
   * Counts one try against every counter at once, before the work; throws 429 (and counts
   * nothing) when any of them is past its limit. The caller gives the try back with the pass's
   * `giveBack` when it must not count after all.
   */
  async take(counters: readonly Counted[], message?: TooManyMessage): Promise<Pass> {
    // One order for every caller, so two statements never wait on each other's rows.
    const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const keys = sorted.map((c) => c.key);
    const rows = await this.db
      .insert(rateLimits)
      .values(sorted.map(({ key, limit }) => ({ key, count: 1, resetAt: sql`now() + ${`${limit.windowMs} milliseconds`}::interval` })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count, secondsLeft });
    const over = rows.filter((row) => row.count > (sorted.find((c) => c.key === row.key)?.limit.max ?? 0));
    if (over.length > 0) {
      await this.giveBack(keys);
      throw tooMany(Math.max(...over.map((row) => row.secondsLeft)), message);
    }
    return { giveBack: () => this.giveBack(keys) };
  }

  async pruneExpired(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }

  /** Takes one try off each counter still in its window. */
  private async giveBack(keys: readonly string[]): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(inArray(rateLimits.key, [...keys]), gt(rateLimits.resetAt, sql`now()`)));
  }
}
