import type { ExpenseBody, TimeReportBody } from "@shared/validation";
import { getQueued, getQueuedExpense, putQueued, type QueuedFile, type QueuedLedgerEntry } from "./queue-store";

export interface EnqueueInput {
  clientId: string;
  body: TimeReportBody;
  files: QueuedFile[];
}

/**
 * Puts a report in the queue, waiting. An edited queued report keeps its place in the order
 * (its first created-at) and its clientId: the server never stored a refused one.
 */
export async function enqueueReport({ clientId, body, files }: EnqueueInput): Promise<void> {
  const existing = await getQueued(clientId);
  await putQueued({ clientId, createdAt: existing?.createdAt ?? Date.now(), body, files, state: "waiting" });
}

export type EnqueueLedgerInput = Pick<QueuedLedgerEntry, "clientId" | "siteId" | "body">;

/** Puts a check-in or check-out in the queue, waiting, after everything already there. */
export async function enqueueLedgerEntry({ clientId, siteId, body }: EnqueueLedgerInput): Promise<void> {
  await putQueued({ type: "ledger", clientId, createdAt: Date.now(), siteId, body, state: "waiting" });
}

export interface EnqueueExpenseInput {
  clientId: string;
  body: ExpenseBody;
  files: QueuedFile[];
}

/** Puts an expense in the queue, waiting; an edited queued one keeps its clientId and its place. */
export async function enqueueExpense({ clientId, body, files }: EnqueueExpenseInput): Promise<void> {
  const existing = await getQueuedExpense(clientId);
  await putQueued({ type: "expense", clientId, createdAt: existing?.createdAt ?? Date.now(), body, files, state: "waiting" });
}
