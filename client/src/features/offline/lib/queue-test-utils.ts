import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import type { TimeReportBody } from "@shared/validation";
import { resetQueueConnection, type QueuedFile, type QueuedReport } from "./queue-store";

/** A fresh, empty fake IndexedDB for each test. */
export function freshQueueDb(): void {
  globalThis.indexedDB = new IDBFactory();
  resetQueueConnection();
}

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export function queuedBody(change: Partial<TimeReportBody> = {}): TimeReportBody {
  return {
    timeCode: "ARB",
    projectId: "11111111-1111-4111-8111-111111111111",
    date: "2026-11-20",
    hours: "8",
    description: "Gjutning plan 2",
    imageUrls: [],
    receiptsConfirmed: false,
    receiptImageUrls: [],
    startTime: null,
    endTime: null,
    breakMinutes: null,
    ...change,
  };
}

export function photo(id: string): QueuedFile {
  return { id, kind: "images", name: `${id}.png`, type: "image/png", blob: new Blob([PNG_BYTES], { type: "image/png" }) };
}

export function queued(clientId: string, createdAt: number, change: Partial<QueuedReport> = {}): QueuedReport {
  return { clientId, createdAt, body: queuedBody(), files: [], state: "waiting", ...change };
}
