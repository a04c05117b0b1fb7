import type { TimeReportBody } from "@shared/validation";
import type { QueuedFile, QueuedReport } from "./queue-store";

type HeldFile = QueuedFile & { blob: Blob };

/**
 * A queued report as the form edits it: files already uploaded become paths in the body
 * (they are not uploaded again), the others stay files.
 */
export function queuedToDraft(report: QueuedReport): { clientId: string; body: TimeReportBody; files: HeldFile[] } {
  const uploaded = (kind: QueuedFile["kind"]) => report.files.flatMap((f) => (f.kind === kind && f.objectPath ? [f.objectPath] : []));
  return {
    clientId: report.clientId,
    body: {
      ...report.body,
      imageUrls: [...report.body.imageUrls, ...uploaded("images")],
      receiptImageUrls: [...report.body.receiptImageUrls, ...uploaded("receipts")],
    },
    files: report.files.filter((f): f is HeldFile => !f.objectPath && f.blob !== undefined),
  };
}
