import { useEffect, useState } from "react";
import { queuedExpenseToDraft } from "../lib/queue-draft";
import { enqueueExpense, type EnqueueExpenseInput } from "../lib/queue-enqueue";
import { getQueuedExpense, removeQueued, type QueuedExpense } from "../lib/queue-store";
import { useQueuedExpenses, useQueueSender } from "./use-queue";

export type QueuedExpenseDraft = ReturnType<typeof queuedExpenseToDraft>;

export interface ExpenseQueue {
  /** The expenses on the phone, oldest first, refused ones included. */
  expenses: QueuedExpense[];
  /** Queues one (an edited one keeps its clientId and place), and sends the queue at once when the phone thinks it is online. */
  save: (input: EnqueueExpenseInput) => Promise<void>;
  remove: (clientId: string) => Promise<void>;
  sendNow: () => void;
  sending: boolean;
}

/**
 * The ersättningar's side of the offline queue (docs/decisions/2026-11-22-offline-queue.md):
 * one queue with the reports and check-ins, sent in one order. Mounts the sender, so an
 * expense filed offline on these pages leaves the phone when the network comes back.
 */
export function useExpenseQueue(): ExpenseQueue {
  const expenses = useQueuedExpenses();
  const { sendNow, sendInBackground, sending } = useQueueSender();
  return {
    expenses,
    save: async (input) => {
      await enqueueExpense(input);
      if (navigator.onLine) void sendInBackground();
    },
    remove: (clientId) => removeQueued(clientId),
    sendNow: () => void sendNow(),
    sending,
  };
}

/** A queued expense to change in its form: undefined while IndexedDB is read, null when it is gone (sent meanwhile). */
export function useQueuedExpenseDraft(clientId: string | null): QueuedExpenseDraft | null | undefined {
  const [draft, setDraft] = useState<QueuedExpenseDraft | null | undefined>(clientId ? undefined : null);
  useEffect(() => {
    if (!clientId) return;
    let alive = true;
    // Read once: the form keeps what it started from while the worker changes it.
    void getQueuedExpense(clientId)
      .then((found) => alive && setDraft(found ? queuedExpenseToDraft(found) : null))
      .catch(() => alive && setDraft(null));
    return () => {
      alive = false;
    };
  }, [clientId]);
  return draft;
}
