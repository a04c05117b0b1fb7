import type { ExpenseBody } from "@shared/validation";

/** A receipt photographed without coverage: kept as bytes until the queue uploads it. */
export interface KeptReceipt {
  id: string;
  kind: "receipts";
  name: string;
  type: string;
  blob: Blob;
}

/** An expense for the offline queue: its clientId, its body and the receipts it still holds. */
export interface ExpenseDraft {
  clientId: string;
  body: ExpenseBody;
  files: KeptReceipt[];
}

/** What the app hands a form so that it can queue an expense (features never import each other). */
export interface OfflineExpenseSlot {
  save: (draft: ExpenseDraft) => Promise<void>;
}

export function keptReceipts(files: File[]): KeptReceipt[] {
  return files.map((file) => ({ id: crypto.randomUUID(), kind: "receipts", name: file.name, type: file.type, blob: file }));
}

/** A fetch that got no answer at all rejects with a TypeError; an answer of the server is something else. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;
