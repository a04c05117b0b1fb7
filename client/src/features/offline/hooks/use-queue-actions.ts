import { useState } from "react";
import { queuedToDraft } from "../lib/queue-draft";
import { enqueueReport, type EnqueueInput } from "../lib/queue-enqueue";
import { removeQueued, type QueuedReport } from "../lib/queue-store";
import { useLedgerQueue } from "./use-ledger-queue";
import { useQueuedReports, useQueueSender } from "./use-queue";

/**
 * Everything the worker's dashboard does with the queue: the list, 'Skicka nu', saving from
 * the form (sent at once when online), removing, the queued report being changed, and the
 * check-in card's entries (`ledger`).
 */
export function useOfflineQueue() {
  const reports = useQueuedReports();
  const sender = useQueueSender();
  const { sendNow, sending } = sender;
  const ledger = useLedgerQueue(sender);
  const [editing, setEditing] = useState<QueuedReport | null>(null);
  const save = async (input: EnqueueInput) => {
    await enqueueReport(input);
    setEditing(null);
    if (navigator.onLine) void sendNow();
  };
  return {
    reports,
    sending,
    sendNow,
    save,
    remove: (report: QueuedReport) => removeQueued(report.clientId),
    editing: editing ? queuedToDraft(editing) : null,
    setEditing,
    ledger,
  };
}
