import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { createExpense } from "@/api/expenses/create-expense";
import { invalidateAfterExpenseChange } from "@/api/expenses/invalidate";
import { createLedgerEntry, type CreateLedgerEntryInput } from "@/api/sites/create-ledger-entry";
import { invalidateAfterLedgerEntry } from "@/api/sites/invalidate";
import { createTimeReport } from "@/api/time-reports/create-time-report";
import { invalidateAfterTimeReportChange } from "@/api/time-reports/invalidate";
import { uploadFile } from "@/api/uploads/upload-file";
import { toast } from "@/components/ui/use-toast";
import { afterNextPaint } from "@/lib/after-paint";
import { sendQueueOnce, type QueueSendOutcome } from "../lib/queue-send";
import {
  listQueued,
  listQueuedExpenses,
  listQueuedItems,
  listQueuedLedgerEntries,
  subscribeQueue,
  type QueuedExpense,
  type QueuedItem,
  type QueuedLedgerEntry,
  type QueuedReport,
} from "../lib/queue-store";
import offlineSv from "@shared/i18n/catalogs/offline/sv";
import { useT } from "@/lib/i18n/runtime";

/** What `read` finds in the queue, oldest first, kept up to date; empty until IndexedDB has answered. */
function useQueueRead<T extends QueuedItem>(read: () => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void read()
        // An empty queue read again keeps the same array: no render of the dashboard for nothing.
        .then((next) => alive && setItems((current) => (current.length === 0 && next.length === 0 ? current : next)))
        // A browser without IndexedDB (a private window in some) simply has no queue.
        .catch(() => undefined);
    // Opening IndexedDB is a phone's long task: the first view paints before it.
    const cancel = afterNextPaint(load);
    const unsubscribe = subscribeQueue(load);
    return () => {
      alive = false;
      cancel();
      unsubscribe();
    };
  }, [read]);
  return items;
}

/** The queued reports, oldest first. */
export const useQueuedReports = (): QueuedReport[] => useQueueRead(listQueued);

/** The queued check-ins and check-outs, oldest first. */
export const useQueuedLedgerEntries = (): QueuedLedgerEntry[] => useQueueRead(listQueuedLedgerEntries);

/** The queued expenses, oldest first. */
export const useQueuedExpenses = (): QueuedExpense[] => useQueueRead(listQueuedExpenses);

/** Everything waiting on the phone, for the header's count. */
export const useQueuedItems = (): QueuedItem[] => useQueueRead(listQueuedItems);

export interface QueueSender {
  /** 'Skicka nu': toasts when the network or the session is not there. */
  sendNow: () => Promise<QueueSendOutcome | null>;
  /** After something was queued that shows its own waiting mark: a toast only for a sign-in. */
  sendInBackground: () => Promise<QueueSendOutcome | null>;
  sending: boolean;
}

/**
 * Sends the queue when the network comes back, once on start when online, and on
 * 'Skicka nu' (`sendNow`). Mounted once per screen: the worker's dashboard, `/checkin`, or
 * the ersättningar's pages.
 */
export function useQueueSender(): QueueSender {
  const t = useT(offlineSv);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const deps = useMemo(
    () => ({
      uploadFile,
      createReport: createTimeReport,
      createExpense,
      // The card's state is read again before the entry leaves the queue, so it never flickers back.
      createLedgerEntry: async (input: CreateLedgerEntryInput) => {
        const entry = await createLedgerEntry(input);
        await invalidateAfterLedgerEntry(queryClient, input.siteId);
        return entry;
      },
    }),
    [queryClient],
  );
  const send = useCallback(
    async (byHand: boolean): Promise<QueueSendOutcome | null> => {
      // On start and on reconnecting, an empty queue (the usual case) is left alone: 'sending'
      // would flip twice and render the whole dashboard twice for nothing.
      if (!byHand && (await listQueuedItems().catch(() => [])).length === 0) return null;
      setSending(true);
      try {
        const outcome = await sendQueueOnce(deps);
        if (outcome.sent > 0) await Promise.all([invalidateAfterTimeReportChange(queryClient), invalidateAfterExpenseChange(queryClient)]);
        if (outcome.result === "signin") toast({ variant: "destructive", title: t("offline.signIn"), description: t("offline.signInText") });
        else if (outcome.result === "offline" && byHand)
          toast({ variant: "destructive", title: t("offline.stillOffline"), description: t("offline.stillOfflineText") });
        return outcome;
      } catch {
        // IndexedDB itself failed: nothing was sent and nothing was lost; the next trigger tries again.
        return null;
      } finally {
        setSending(false);
      }
    },
    [queryClient, deps, t],
  );
  useEffect(() => {
    const onOnline = () => void send(false);
    window.addEventListener("online", onOnline);
    const cancel = navigator.onLine ? afterNextPaint(onOnline) : undefined;
    return () => {
      cancel?.();
      window.removeEventListener("online", onOnline);
    };
  }, [send]);
  return { sendNow: () => send(true), sendInBackground: () => send(false), sending };
}
