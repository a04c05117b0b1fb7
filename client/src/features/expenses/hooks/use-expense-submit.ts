import { useState } from "react";
import type { Expense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";
import { useCreateExpense } from "@/api/expenses/create-expense";
import { useUpdateExpense } from "@/api/expenses/update-expense";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { QUEUED_TOAST, sentToast, UPDATED_TOAST } from "../lib/expense-texts";
import { isNetworkFailure, type ExpenseDraft, type KeptReceipt, type OfflineExpenseSlot } from "../lib/offline-expense";

export interface ExpenseSubmitOptions {
  /** A sent expense being changed (PATCH); null for a new one. */
  expense: Expense | null;
  /** A queued expense being changed: saving puts it back in the queue under its clientId. */
  draft: ExpenseDraft | null;
  offline?: OfflineExpenseSlot;
  /** Sent or queued: the page moves on. */
  onDone: () => void;
  /** The server refused it (400, 409): its field messages go under the fields. */
  onRefused: (error: unknown) => void;
}

/**
 * Sends an expense as the report form sends a report (docs/decisions/2026-11-22-offline-queue.md):
 * a clientId made when send is pressed; without coverage, with receipts kept offline, or when
 * a queued one is changed, it goes to the queue instead; a send without an answer is queued
 * under the same clientId. An answer of the server is never queued. A change of a sent one is
 * sent online only.
 */
export function useExpenseSubmit({ expense, draft, offline, onDone, onRefused }: ExpenseSubmitOptions) {
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const [queueing, setQueueing] = useState(false);

  const queue = async (toSave: ExpenseDraft) => {
    setQueueing(true);
    try {
      await offline?.save(toSave);
      toast(QUEUED_TOAST);
      onDone();
    } catch {
      toast({ variant: "destructive", title: "Fel", description: "Kunde inte spara ersättningen på telefonen" });
    } finally {
      setQueueing(false);
    }
  };

  const send = async (body: ExpenseBody, kept: KeptReceipt[] = []) => {
    const clientId = draft?.clientId ?? crypto.randomUUID();
    const queueable = offline !== undefined && expense === null;
    if (queueable && (draft !== null || kept.length > 0 || !navigator.onLine)) return queue({ clientId, body, files: kept });
    try {
      if (expense) {
        await update.mutateAsync({ id: expense.id, body });
        toast(UPDATED_TOAST);
      } else {
        await create.mutateAsync({ ...body, clientId });
        toast(sentToast(body.kind));
      }
      onDone();
    } catch (error) {
      if (queueable && isNetworkFailure(error)) return queue({ clientId, body, files: kept });
      onRefused(error);
      const fallback = expense ? "Kunde inte uppdatera ersättningen" : "Kunde inte skicka ersättningen";
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, fallback) });
    }
  };

  return { send, pending: create.isPending || update.isPending || queueing };
}
