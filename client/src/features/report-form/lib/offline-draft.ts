import type { TimeReportBody, TimeReportFormValues } from "@shared/validation";
import { formatHours } from "@shared/domain";
import type { AttachmentKind } from "../components/time-report-form-values";

/** A photo or receipt picked without coverage: kept as bytes until the queue uploads it. */
export interface KeptFile {
  id: string;
  kind: AttachmentKind;
  name: string;
  type: string;
  blob: Blob;
}

/** A report for the offline queue: its clientId, its body and the files it still holds. */
export interface OfflineDraft {
  clientId: string;
  body: TimeReportBody;
  files: KeptFile[];
}

/** What the app hands the form so that it can queue a report (features never import each other). */
export interface OfflineQueueSlot {
  save: (draft: OfflineDraft) => Promise<void>;
}

export function keptFiles(kind: AttachmentKind, files: File[]): KeptFile[] {
  return files.map((file) => ({ id: crypto.randomUUID(), kind, name: file.name, type: file.type, blob: file }));
}

/** A fetch that got no answer at all rejects with a TypeError; an answer of the server is something else. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/** A queued report back in the form: its values; the confirmation is asked again. */
export function draftFormValues(body: TimeReportBody): TimeReportFormValues {
  return {
    timeCode: body.timeCode,
    projectId: body.projectId ?? "",
    date: body.date,
    hours: formatHours(body.hours, "input"),
    description: body.description,
    imageUrls: [...body.imageUrls],
    receiptsConfirmed: body.receiptsConfirmed,
    receiptImageUrls: [...body.receiptImageUrls],
    startTime: body.startTime ?? "",
    endTime: body.endTime ?? "",
    breakMinutes: body.breakMinutes === null || body.startTime === null ? "" : String(body.breakMinutes),
    isConfirmed: false,
  };
}
