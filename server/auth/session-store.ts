import connectPgSimple from "connect-pg-simple";
import session, { type SessionData } from "express-session";
import type { Request } from "express";
import type { Pool } from "pg";
import { maskIdentityNumber, type UserRole } from "../../shared/domain";
import type { Locale } from "../../shared/i18n/locales";
import type { SessionUser } from "../lib/auth-guards";

/**
 * The database's expiry of a session is moved forward (an UPDATE) only when it has fallen this
 * far behind the cookie's: a session in use lives 14 days after its last request, less at most
 * this much, instead of costing a write on every request (decision 2026-11-23-session-one-query).
 */
export const SESSION_TOUCH_AFTER_MS = 60 * 60 * 1000;

/** What one read of a session found: its user (null: none, or unknown) and when its row expires. */
interface Loaded {
  /** The `passport.user` the session names, if any. */
  userId: string | undefined;
  user: SessionUser | null;
  expireMs: number;
}

const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

/**
 * The session and the user it names, in one statement. The expiry is compared and returned in
 * the server's time zone, as connect-pg-simple writes it (`to_timestamp`).
 */
const SELECT_SESSION = `SELECT s.sess, extract(epoch FROM s.expire::timestamptz)::float8 * 1000 AS expire_ms,
  u.id, u.username, u.full_name, u.email, u.role, u.avatar_url, u.active, u.employee_number, u.employed_from::text AS employed_from, u.identity_number, u.locale, u.created_at, u.updated_at
FROM "session" s
LEFT JOIN users u ON u.id = CASE WHEN s.sess->'passport'->>'user' ~ '${UUID}' THEN (s.sess->'passport'->>'user')::uuid END
WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

interface SessionRow {
  sess: SessionData | string;
  expire_ms: number;
  id: string | null;
  username: string;
  full_name: string;
  email: string;
  role: UserRole;
  avatar_url: string | null;
  active: boolean;
  employee_number: string | null;
  employed_from: string | null;
  identity_number: string | null;
  locale: Locale;
  created_at: Date;
  updated_at: Date;
}

function sessionUserOf(row: SessionRow): SessionUser | null {
  if (!row.id) return null;
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    avatarUrl: row.avatar_url,
    active: row.active,
    employeeNumber: row.employee_number,
    employedFrom: row.employed_from,
    // Masked here: the full number never rides along in a request (docs/decisions/2026-11-26-identity-numbers.md).
    identityNumber: maskIdentityNumber(row.identity_number),
    locale: row.locale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What `get` read, until express-session turns it into the request's session. */
const loadedBySession = new WeakMap<object, Loaded>();
/** And from then on, by request. */
const loadedByRequest = new WeakMap<object, Loaded>();

/**
 * The user this request's session named when it was read, with the same statement: the
 * session's `passport.user` and that user's row (null when no such user exists). Undefined when
 * the session was not read by this store (a new session, a login).
 */
export function userLoadedWithSession(req: Request): { userId: string | undefined; user: SessionUser | null } | undefined {
  return loadedByRequest.get(req);
}

/**
 * connect-pg-simple (the table, `set`, `destroy`) with a read that also brings the signed-in
 * user, so that Passport needs no query of its own, and a touch that writes only when the stored
 * expiry has fallen SESSION_TOUCH_AFTER_MS behind.
 */
export function createSessionStore(pool: Pool): session.Store {
  const PgStore = connectPgSimple(session);

  class AppSessionStore extends PgStore {
    override get(sid: string, callback: (error: unknown, data?: SessionData | null) => void): void {
      pool.query<SessionRow>(SELECT_SESSION, [sid, Date.now() / 1000]).then(
        ({ rows }) => {
          const row = rows[0];
          if (!row) return callback(null, null);
          let data: SessionData;
          try {
            data = typeof row.sess === "string" ? (JSON.parse(row.sess) as SessionData) : row.sess;
          } catch {
            return this.destroy(sid, (error) => callback(error ?? null, null));
          }
          const userId = (data as { passport?: { user?: unknown } }).passport?.user;
          loadedBySession.set(data, {
            userId: typeof userId === "string" ? userId : undefined,
            user: sessionUserOf(row),
            expireMs: row.expire_ms,
          });
          callback(null, data);
        },
        (error: unknown) => callback(error),
      );
    }

    override createSession(req: Request, data: SessionData): session.Session & Partial<SessionData> {
      const loaded = loadedBySession.get(data);
      if (loaded) loadedByRequest.set(req, loaded);
      return super.createSession(req, data);
    }

    override touch(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
      const req = (data as { req?: object }).req;
      const loaded = req ? loadedByRequest.get(req) : undefined;
      const expires = data.cookie.expires?.getTime();
      if (loaded && expires !== undefined && loaded.expireMs > expires - SESSION_TOUCH_AFTER_MS) {
        callback?.();
        return;
      }
      super.touch(sid, data, callback as () => void);
    }
  }

  return new AppSessionStore({ pool, tableName: "session", createTableIfMissing: false, pruneSessionInterval: false });
}
