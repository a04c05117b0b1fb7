import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { TimeReportBody } from "@shared/validation";

export type QueuedFileKind = "images" | "receipts";

/** A photo or receipt picked without coverage: its bytes until uploaded, then only its object path. */
export interface QueuedFile {
  id: string;
  kind: QueuedFileKind;
  name: string;
  type: string;
  /** Dropped once uploaded, so a retry never uploads the same photo twice. */
  blob?: Blob;
  objectPath?: string;
}

/** waiting: to be sent · sending: on its way · refused: the server said no (message) · signin: a 401 */
export type QueuedState = "waiting" | "sending" | "refused" | "signin";

export interface QueuedReport {
  clientId: string;
  /** Milliseconds; the order reports are sent in. */
  createdAt: number;
  body: TimeReportBody;
  files: QueuedFile[];
  state: QueuedState;
  /** The server's Swedish message of a refused report. */
  message?: string;
}

interface QueueDb extends DBSchema {
  reports: { key: string; value: QueuedReport; indexes: { createdAt: number } };
}

export const QUEUE_DB_NAME = "tidrapport-offline";

let dbPromise: Promise<IDBPDatabase<QueueDb>> | null = null;

function db(): Promise<IDBPDatabase<QueueDb>> {
  dbPromise ??= openDB<QueueDb>(QUEUE_DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore("reports", { keyPath: "clientId" });
      store.createIndex("createdAt", "createdAt");
    },
  });
  return dbPromise;
}

const listeners = new Set<() => void>();

/** Called after every change, so the list, the header count and the form stay in step. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Oldest first. */
export async function listQueued(): Promise<QueuedReport[]> {
  return (await db()).getAllFromIndex("reports", "createdAt");
}

export async function getQueued(clientId: string): Promise<QueuedReport | undefined> {
  return (await db()).get("reports", clientId);
}

/** Adds a report, or replaces the one with the same clientId (an edited refused report). */
export async function putQueued(report: QueuedReport): Promise<void> {
  await (await db()).put("reports", report);
  changed();
}

/** Applies `change` to the stored record, if it is still there. */
export async function updateQueued(clientId: string, change: (report: QueuedReport) => QueuedReport): Promise<void> {
  const database = await db();
  const tx = database.transaction("reports", "readwrite");
  const current = await tx.store.get(clientId);
  if (current) await tx.store.put(change(current));
  await tx.done;
  if (current) changed();
}

export async function removeQueued(clientId: string): Promise<void> {
  await (await db()).delete("reports", clientId);
  changed();
}

/** For tests: forget the open connection so a fresh fake database is used. */
export function resetQueueConnection(): void {
  dbPromise = null;
}
