import { useState } from "react";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import type { Expense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";
import { useCreateExpense } from "@/api/expenses/create-expense";
import { useUpdateExpense } from "@/api/expenses/update-expense";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
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
  const t = useT(expensesSv);
  const ts = useT(shellSv);
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const [queueing, setQueueing] = useState(false);

  const queue = async (toSave: ExpenseDraft) => {
    setQueueing(true);
    try {
      await offline?.save(toSave);
      toast({ title: t("expenses.toast.queued"), description: t("expenses.toast.queuedText") });
      onDone();
    } catch {
      toast({ variant: "destructive", title: ts("shell.error"), description: t("expenses.toast.queueFailed") });
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
        toast({ title: t("expenses.toast.updated"), description: t("expenses.toast.updatedText") });
      } else {
        await create.mutateAsync({ ...body, clientId });
        toast({ title: t("expenses.toast.sent"), description: t(`expenses.toast.sentText.${body.kind}`) });
      }
      onDone();
    } catch (error) {
      if (queueable && isNetworkFailure(error)) return queue({ clientId, body, files: kept });
      onRefused(error);
      const fallback = t(expense ? "expenses.toast.updateFailed" : "expenses.toast.sendFailed");
      toast({ variant: "destructive", title: ts("shell.error"), description: errorMessage(error, fallback) });
    }
  };

  return { send, pending: create.isPending || update.isPending || queueing };
}
