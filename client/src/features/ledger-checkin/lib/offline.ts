import type { LedgerEntryRequest } from "@/api/sites/create-ledger-entry";

/** What a queued entry carries: the tapped time always, never an identity number. */
export type QueuedEntryBody = Omit<LedgerEntryRequest, "clientId" | "identityNumber"> & { occurredAt: string };

/** A check-in or check-out still on the phone; `refused` keeps the server's message and code. */
export interface PendingLedgerEntry {
  clientId: string;
  siteId: string;
  body: QueuedEntryBody;
  state: "waiting" | "sending" | "refused" | "signin";
  message?: string;
  code?: string;
}

/**
 * The offline queue as the card sees it. The app layer hands it in
 * (docs/decisions/2026-11-22-offline-queue.md): features never import each other.
 */
export interface LedgerOffline {
  entries: PendingLedgerEntry[];
  save: (input: { clientId: string; siteId: string; body: QueuedEntryBody }) => Promise<void>;
  remove: (clientId: string) => Promise<void>;
}

/** Who an entry is for: the signed-in user itself, or someone a platsansvarig registers. */
export type Who = { userId: string } | { personId: string } | null;

export const isSelf = (body: QueuedEntryBody) => !body.userId && !body.personId;

export const isFor = (body: QueuedEntryBody, who: Who) =>
  who === null ? isSelf(body) : "userId" in who ? body.userId === who.userId : body.personId === who.personId;
