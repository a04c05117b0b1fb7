import { enqueueLedgerEntry, type EnqueueLedgerInput } from "../lib/queue-enqueue";
import { removeQueued, type QueuedLedgerEntry } from "../lib/queue-store";
import { useQueuedLedgerEntries, type QueueSender } from "./use-queue";

export interface LedgerQueue {
  /** The check-ins and check-outs on the phone, oldest first, refused ones included. */
  entries: QueuedLedgerEntry[];
  /** Queues one, and sends the queue at once when the phone thinks it is online. */
  save: (input: EnqueueLedgerInput) => Promise<void>;
  remove: (clientId: string) => Promise<void>;
}

/**
 * The personalliggare's side of the offline queue (docs/decisions/2026-11-22-offline-queue.md):
 * the app layer hands it to the check-in card, which never imports this feature.
 */
export function useLedgerQueue({ sendInBackground }: Pick<QueueSender, "sendInBackground">): LedgerQueue {
  const entries = useQueuedLedgerEntries();
  return {
    entries,
    save: async (input) => {
      await enqueueLedgerEntry(input);
      if (navigator.onLine) void sendInBackground();
    },
    remove: (clientId) => removeQueued(clientId),
  };
}
