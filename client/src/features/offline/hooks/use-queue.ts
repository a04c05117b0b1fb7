import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { createTimeReport } from "@/api/time-reports/create-time-report";
import { invalidateAfterTimeReportChange } from "@/api/time-reports/invalidate";
import { uploadFile } from "@/api/uploads/upload-file";
import { toast } from "@/components/ui/use-toast";
import { afterNextPaint } from "@/lib/after-paint";
import { sendQueueOnce, type QueueSendOutcome } from "../lib/queue-send";
import { listQueued, subscribeQueue, type QueuedReport } from "../lib/queue-store";

/** The queued reports, oldest first, kept up to date; empty until IndexedDB has answered. */
export function useQueuedReports(): QueuedReport[] {
  const [reports, setReports] = useState<QueuedReport[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void listQueued()
        // An empty queue read again keeps the same array: no render of the dashboard for nothing.
        .then((next) => alive && setReports((current) => (current.length === 0 && next.length === 0 ? current : next)))
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
  }, []);
  return reports;
}

export const SIGN_IN_TOAST = { title: "Logga in igen", description: "Rapporterna som väntar skickas när du har loggat in." };
export const STILL_OFFLINE_TOAST = { title: "Ingen uppkoppling", description: "Rapporterna skickas när du har uppkoppling." };

const DEPS = { uploadFile, createReport: createTimeReport };

/**
 * Sends the queue when the network comes back, once on start when online, and on
 * 'Skicka nu' (`sendNow`). Mounted once, on the worker's dashboard.
 */
export function useQueueSender(): { sendNow: () => Promise<QueueSendOutcome | null>; sending: boolean } {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (byHand: boolean): Promise<QueueSendOutcome | null> => {
      // On start and on reconnecting, an empty queue (the usual case) is left alone: 'sending'
      // would flip twice and render the whole dashboard twice for nothing.
      if (!byHand && (await listQueued().catch(() => [])).length === 0) return null;
      setSending(true);
      try {
        const outcome = await sendQueueOnce(DEPS);
        if (outcome.sent > 0) await invalidateAfterTimeReportChange(queryClient);
        if (outcome.result === "signin") toast({ variant: "destructive", ...SIGN_IN_TOAST });
        else if (outcome.result === "offline" && byHand) toast({ variant: "destructive", ...STILL_OFFLINE_TOAST });
        return outcome;
      } catch {
        // IndexedDB itself failed: nothing was sent and nothing was lost; the next trigger tries again.
        return null;
      } finally {
        setSending(false);
      }
    },
    [queryClient],
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
  return { sendNow: () => send(true), sending };
}
