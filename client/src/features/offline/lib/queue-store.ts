import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { ExpenseBody, TimeReportBody } from "@shared/validation";
import type { LedgerEntryRequest } from "@/api/sites/create-ledger-entry";

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
  /** Absent on the records saved before the queue carried anything but reports: those are reports too. */
  type?: "report";
  clientId: string;
  /** Milliseconds; the order reports are sent in. */
  createdAt: number;
  body: TimeReportBody;
  files: QueuedFile[];
  state: QueuedState;
  /** The server's message of a refused report, in the language it answered in. */
  message?: string;
  /** The server's code of the refusal (docs/i18n.md, "Errors"): what the screen decides by. */
  code?: string;
}

/**
 * A check-in or check-out tapped without coverage (docs/product-rules.md §15): the tapped time
 * as `occurredAt`, sent under its clientId like a report. Never an identity number: that is
 * sent only online, when the server asks for it.
 */
export interface QueuedLedgerEntry {
  type: "ledger";
  clientId: string;
  createdAt: number;
  siteId: string;
  body: Omit<LedgerEntryRequest, "clientId" | "identityNumber"> & { occurredAt: string };
  state: QueuedState;
  message?: string;
  code?: string;
}

/**
 * An utlägg, a drive or a trip filed without coverage (docs/product-rules.md §16), sent under
 * its clientId like a report; an utlägg's receipts wait as its report's do (`files`, kind
 * `receipts`), their uploaded paths added to `receiptImageUrls` when it is sent.
 */
export interface QueuedExpense {
  type: "expense";
  clientId: string;
  createdAt: number;
  body: ExpenseBody;
  files: QueuedFile[];
  state: QueuedState;
  message?: string;
  code?: string;
}

/** What the queue holds, in one order: reports, personalliggare entries and expenses. */
export type QueuedItem = QueuedReport | QueuedLedgerEntry | QueuedExpense;

export const isQueuedReport = (item: QueuedItem): item is QueuedReport => item.type === undefined || item.type === "report";
export const isQueuedLedgerEntry = (item: QueuedItem): item is QueuedLedgerEntry => item.type === "ledger";
export const isQueuedExpense = (item: QueuedItem): item is QueuedExpense => item.type === "expense";

// The store keeps its first name: renaming it would need a version upgrade that moves every
// record a phone still holds.
interface QueueDb extends DBSchema {
  reports: { key: string; value: QueuedItem; indexes: { createdAt: number } };
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

/** Everything queued, oldest first: the order it is sent in. */
export async function listQueuedItems(): Promise<QueuedItem[]> {
  return (await db()).getAllFromIndex("reports", "createdAt");
}

/** The queued reports, oldest first. */
export async function listQueued(): Promise<QueuedReport[]> {
  return (await listQueuedItems()).filter(isQueuedReport);
}

/** The queued personalliggare entries, oldest first. */
export async function listQueuedLedgerEntries(): Promise<QueuedLedgerEntry[]> {
  return (await listQueuedItems()).filter(isQueuedLedgerEntry);
}

/** The queued expenses, oldest first. */
export async function listQueuedExpenses(): Promise<QueuedExpense[]> {
  return (await listQueuedItems()).filter(isQueuedExpense);
}

/** The queued expense with this clientId. */
export async function getQueuedExpense(clientId: string): Promise<QueuedExpense | undefined> {
  const item = await (await db()).get("reports", clientId);
  return item && isQueuedExpense(item) ? item : undefined;
}

/** The queued report with this clientId. */
export async function getQueued(clientId: string): Promise<QueuedReport | undefined> {
  const item = await (await db()).get("reports", clientId);
  return item && isQueuedReport(item) ? item : undefined;
}

/** Adds an item, or replaces the one with the same clientId (an edited refused report). */
export async function putQueued(item: QueuedItem): Promise<void> {
  await (await db()).put("reports", item);
  changed();
}

/** Applies `change` to the stored item, if it is still there and is what `is` expects. */
async function updateStored<T extends QueuedItem>(clientId: string, is: (item: QueuedItem) => item is T, change: (item: T) => T): Promise<void> {
  const database = await db();
  const tx = database.transaction("reports", "readwrite");
  const current = await tx.store.get(clientId);
  const found = current !== undefined && is(current);
  if (found) await tx.store.put(change(current));
  await tx.done;
  if (found) changed();
}

/** An item that carries files: a report or an expense. */
export type QueuedWithFiles = QueuedReport | QueuedExpense;
const hasFiles = (item: QueuedItem): item is QueuedWithFiles => !isQueuedLedgerEntry(item);

/** Sets the files of a stored report or expense, if it is still there. */
export function setQueuedFiles(clientId: string, change: (files: QueuedFile[]) => QueuedFile[]): Promise<void> {
  return updateStored(clientId, hasFiles, (item) => ({ ...item, files: change(item.files) }));
}

/** Sets the state (and the server's message and code of a refused one) of any queued item. */
export function setQueuedState(clientId: string, state: QueuedState, message?: string, code?: string): Promise<void> {
  return updateStored(
    clientId,
    (_item): _item is QueuedItem => true,
    (item) => ({ ...item, state, message, code }),
  );
}

export async function removeQueued(clientId: string): Promise<void> {
  await (await db()).delete("reports", clientId);
  changed();
}

/** For tests: forget the open connection so a fresh fake database is used. */
export function resetQueueConnection(): void {
  dbPromise = null;
}
