import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/types";
import { buildUser } from "@tests/support/builders";
import { userQueryKey } from "@/api/auth/get-user";
import { clearQueryCache, MAX_AGE_MS, persistQueryCache, readQueryCache, restoreQueryCache, saveQueryCache } from "./query-persistence";

const NOW = Date.UTC(2026, 10, 22, 12);
const REPORTS_KEY = ["/api/time-reports", { limit: 10 }];

const user = (id: string, role: PublicUser["role"] = "worker"): PublicUser =>
  buildUser({ id, username: id, fullName: `Person ${id}`, email: `${id}@example.se`, role });

/** A client as after one visit to the worker dashboard. */
function visitedClient(who: PublicUser): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(userQueryKey, who);
  client.setQueryData(REPORTS_KEY, [{ id: "r1", description: "Gjutning plan 2" }]);
  client.setQueryData(["/api/projects"], [{ id: "p1", title: "Kvarteret Eken" }]);
  return client;
}

const emptyClient = () => new QueryClient();

beforeEach(() => clearQueryCache());

describe("the saved dashboard", () => {
  it("is restored for the same build and user, every answer marked stale", async () => {
    expect(await saveQueryCache(visitedClient(user("u1")), "1.0+a", NOW)).toBe(true);

    const client = emptyClient();
    expect(await restoreQueryCache(client, "1.0+a", NOW + 60_000)).toBe(NOW);
    expect(client.getQueryData(userQueryKey)).toMatchObject({ id: "u1" });
    expect(client.getQueryData(REPORTS_KEY)).toEqual([{ id: "r1", description: "Gjutning plan 2" }]);
    expect(client.getQueryState(REPORTS_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(userQueryKey)?.isInvalidated).toBe(true);
  });

  it("is dropped after a new build", async () => {
    await saveQueryCache(visitedClient(user("u1")), "1.0+a", NOW);
    const client = emptyClient();
    expect(await restoreQueryCache(client, "1.0+b", NOW)).toBeNull();
    expect(client.getQueryData(REPORTS_KEY)).toBeUndefined();
    // Gone for good, not just skipped: the old build cannot read it back either.
    expect(await readQueryCache("1.0+a", NOW)).toBeNull();
  });

  it("is dropped when older than the max age", async () => {
    await saveQueryCache(visitedClient(user("u1")), "1.0+a", NOW);
    expect(await readQueryCache("1.0+a", NOW + MAX_AGE_MS)).not.toBeNull();
    expect(await readQueryCache("1.0+a", NOW + MAX_AGE_MS + 1)).toBeNull();
  });

  it("is not kept for an admin or when nobody is signed in", async () => {
    expect(await saveQueryCache(visitedClient(user("a1", "admin")), "1.0+a", NOW)).toBe(false);
    const signedOut = visitedClient(user("u1"));
    signedOut.setQueryData(userQueryKey, null);
    expect(await saveQueryCache(signedOut, "1.0+a", NOW)).toBe(false);
    expect(await readQueryCache("1.0+a", NOW)).toBeNull();
  });
});

describe("keeping the saved dashboard in step", () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it("saves a new answer, and deletes everything when the worker signs out", async () => {
    const client = visitedClient(user("u1"));
    stop = persistQueryCache(client, { appVersion: "v", delayMs: 0 });
    client.setQueryData(["/api/calendar", { from: "2026-11-01" }], { days: [] });
    await settle();
    const saved = await readQueryCache("v");
    expect(saved?.userId).toBe("u1");
    expect(saved?.state.queries.map((q) => q.queryKey[0])).toContain("/api/calendar");

    client.setQueryData(userQueryKey, null);
    await settle();
    expect(await readQueryCache("v")).toBeNull();
    expect(client.getQueryData(REPORTS_KEY)).toBeUndefined();
  });

  it("never carries one worker's answers over to the next one signed in", async () => {
    const client = visitedClient(user("u1"));
    stop = persistQueryCache(client, { appVersion: "v", delayMs: 0 });
    client.setQueryData(userQueryKey, user("u2"));
    await settle();
    expect(client.getQueryData(REPORTS_KEY)).toBeUndefined();
    const saved = await readQueryCache("v");
    expect(saved?.userId).toBe("u2");
    expect(saved?.state.queries.map((q) => q.queryKey[0])).toEqual(["/api/user"]);
  });
});
