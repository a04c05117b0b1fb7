import reportSv from "@shared/i18n/catalogs/report/sv";
import type { TimeReport } from "@shared/types";
import type { TimeReportBody } from "@shared/validation";
import { useCreateTimeReport } from "@/api/time-reports/create-time-report";
import { useUpdateTimeReport } from "@/api/time-reports/update-time-report";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { savedToast } from "../components/time-report-form-values";
import type { TimeReportFormProps } from "../components/time-report-form-props";
import { isNetworkFailure, type KeptFile, type OfflineDraft, type OfflineQueueSlot } from "../lib/offline-draft";

interface Sending {
  /** The report edited; null for a new one. */
  report: TimeReport | null;
  body: TimeReportBody;
  /** Made when the worker sent it: a send whose answer is lost and its queued retry are one report (docs/product-rules.md §12). */
  clientId: string;
  /** Photos and receipts picked offline, not uploaded yet. */
  kept: KeptFile[];
  /** A queued report being changed: it goes back to the queue. */
  draft: OfflineDraft | null;
}

/** Sent or queued (the caller closes); or not, its toast shown: the sentence it said, and the server's refusal when there was one (else null). */
export type SendOutcome = { done: true } | { done: false; error: unknown; message: string };

/**
 * How a report leaves the worker's phone, for the report form and the summary of 'Rapportera
 * dagen' alike (docs/product-rules.md §12, §15): a new report without coverage, with files kept
 * or from the queue goes to the queue; else the server is asked, and a send that gets no answer
 * at all is queued under the same clientId. The toasts say which; a refusal says the server's sentence.
 */
export function useSendReport(offline: OfflineQueueSlot | undefined, onSaved: TimeReportFormProps["onSaved"]) {
  const t = useT(reportSv);
  const createMutation = useCreateTimeReport();
  const updateMutation = useUpdateTimeReport();

  const queue = async (draftToSave: OfflineDraft): Promise<SendOutcome> => {
    try {
      await offline?.save(draftToSave);
      toast({ title: t("report.form.queued"), description: t("report.form.queuedText") });
      return { done: true };
    } catch {
      toast({ variant: "destructive", title: t("report.form.error"), description: t("report.form.queueFailed") });
      return { done: false, error: null, message: t("report.form.queueFailed") };
    }
  };

  const send = async ({ report, body, clientId, kept, draft }: Sending): Promise<SendOutcome> => {
    const editing = report !== null;
    const queueable = offline !== undefined && !editing;
    // Kept files are not uploaded yet: the queue does that, and sends at once when it can.
    if (queueable && (draft !== null || kept.length > 0 || !navigator.onLine)) return queue({ clientId, body, files: kept });
    try {
      const saved = editing ? await updateMutation.mutateAsync({ id: report.id, body }) : await createMutation.mutateAsync({ ...body, clientId });
      toast(savedToast(t, report, editing));
      onSaved?.(saved, editing ? "updated" : "created");
      return { done: true };
    } catch (error) {
      if (queueable && isNetworkFailure(error)) return queue({ clientId, body, files: kept });
      // The toast always says the server's sentence, never a bare 'Fel'.
      const fallback = editing ? t("report.form.updateFailed") : t("report.form.createFailed");
      const message = errorMessage(error, fallback);
      toast({ variant: "destructive", title: t("report.form.error"), description: message });
      return { done: false, error, message };
    }
  };

  return { send, pending: createMutation.isPending || updateMutation.isPending };
}
