/**
 * The daily prune of expired sessions (server/auth/session.ts): it goes by the clock the store
 * writes and reads a session's expiry with, so it removes exactly the sessions the store would no
 * longer read, and leaves a session in use signed in.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pruneExpiredSessions } from "../../server/auth";
import { useTestApp } from "./helpers/test-app";

const app = useTestApp();

const sessionIds = async () =>
  (await app.database.db.execute<{ sid: string }>(sql`SELECT sid FROM "session" WHERE sid LIKE 'prune-%' ORDER BY sid`)).rows.map((r) => r.sid);

describe("pruneExpiredSessions", () => {
  it("removes the sessions expired by the store's clock and keeps the others", async () => {
    const { client } = await app.signedIn("worker");
    const seconds = Date.now() / 1000;
    await app.database.db.execute(sql`INSERT INTO "session" (sid, sess, expire) VALUES
      ('prune-expired', '{}', to_timestamp(${seconds - 60})), ('prune-live', '{}', to_timestamp(${seconds + 60}))`);
    await pruneExpiredSessions(app.database.db);
    expect(await sessionIds()).toEqual(["prune-live"]);
    expect((await client.get("/api/user")).status).toBe(200);
  });
});
