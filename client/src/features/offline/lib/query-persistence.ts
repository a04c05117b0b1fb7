import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { PublicUser } from "@shared/types";
import { userQueryKey } from "@/api/auth/get-user";

/**
 * The worker's last answers from the server, kept in IndexedDB so the dashboard opens with
 * no network (docs/product-rules.md §12). One record: whose answers they are and from which build, so one
 * user never sees another's, and a new build never reads shapes it no longer knows.
 */
export interface PersistedCache {
  /** `${appVersion}:${userId}`. */
  buster: string;
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

interface CacheDb extends DBSchema {
  snapshots: { key: string; value: PersistedCache };
}

const DB_NAME = "tidrapport-cache";
const STORE = "snapshots";
const KEY = "query-cache";
/** Older answers are more misleading than helpful on a building site. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

let dbPromise: Promise<IDBPDatabase<CacheDb>> | null = null;
function db(): Promise<IDBPDatabase<CacheDb>> {
  dbPromise ??= openDB<CacheDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  });
  return dbPromise;
}

export const persistBuster = (appVersion: string, userId: string) => `${appVersion}:${userId}`;

function signedInUser(client: QueryClient): PublicUser | null {
  return client.getQueryData<PublicUser | null>(userQueryKey) ?? null;
}

/** Only answers the server gave (no errors, no pending ones) from the API, and only a worker's. */
function shouldPersist(query: Query): boolean {
  const [first] = query.queryKey;
  return query.state.status === "success" && typeof first === "string" && first.startsWith("/api/");
}

/** Saves the signed-in worker's cache; an admin's or a signed-out cache is not kept. */
export async function saveQueryCache(client: QueryClient, appVersion: string, now = Date.now()): Promise<boolean> {
  const user = signedInUser(client);
  if (!user || user.role !== "worker") return false;
  const state = dehydrate(client, { shouldDehydrateQuery: shouldPersist, shouldDehydrateMutation: () => false });
  const record: PersistedCache = { buster: persistBuster(appVersion, user.id), userId: user.id, savedAt: now, state };
  await (await db()).put(STORE, record, KEY);
  return true;
}

export async function clearQueryCache(): Promise<void> {
  await (await db()).delete(STORE, KEY);
}

/** The saved record if it is from this build and fresh enough; anything else is deleted. */
export async function readQueryCache(appVersion: string, now = Date.now()): Promise<PersistedCache | null> {
  const record = await (await db()).get(STORE, KEY);
  if (!record) return null;
  const usable = record.buster === persistBuster(appVersion, record.userId) && now - record.savedAt <= MAX_AGE_MS;
  if (usable) return record;
  await clearQueryCache();
  return null;
}

/**
 * Puts the saved answers back into the query cache, the signed-in user included, and marks
 * them all stale: nothing restored passes for fresh, and each is fetched again as soon as
 * the network is back. Returns when they were saved, or null when nothing was restored.
 */
export async function restoreQueryCache(client: QueryClient, appVersion: string, now = Date.now()): Promise<number | null> {
  const record = await readQueryCache(appVersion, now);
  if (!record) return null;
  hydrate(client, record.state);
  await client.invalidateQueries({ refetchType: "none" });
  return record.savedAt;
}

export interface PersistenceOptions {
  appVersion: string;
  /** Saves wait this long for a burst of answers (a dashboard's first load) to settle. */
  delayMs?: number;
}

/** Runs `task` when the main thread is idle (within 2 s), so a save never delays a tap or a paint. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 2000 });
  else task();
}

/**
 * Keeps IndexedDB in step with the query cache: saved a moment after each new answer (and
 * once at start when someone is signed in), and deleted as soon as nobody is signed in
 * (sign-out, a 401) or someone else is (then the previous user's answers also leave the
 * memory cache). Returns the stop function.
 */
export function persistQueryCache(client: QueryClient, { appVersion, delayMs = 500 }: PersistenceOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastUserId = signedInUser(client)?.id ?? null;
  const scheduleSave = () => {
    clearTimeout(timer);
    timer = setTimeout(() => whenIdle(() => void saveQueryCache(client, appVersion)), delayMs);
  };
  if (lastUserId !== null) scheduleSave();
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const user = signedInUser(client);
    if (event.query.queryKey[0] === userQueryKey[0] && user?.id !== lastUserId) {
      const previous = lastUserId;
      lastUserId = user?.id ?? null;
      if (previous !== null) {
        client.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
        clearTimeout(timer);
        void clearQueryCache();
      }
    }
    if (!user) return;
    scheduleSave();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
