import type { ExpenseBody, TimeReportBody } from "@shared/validation";
import type { QueuedExpense, QueuedFile, QueuedReport } from "./queue-store";

type HeldFile = QueuedFile & { blob: Blob };
type HeldReceipt = HeldFile & { kind: "receipts" };

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

/** A queued expense as its form edits it: receipts already uploaded become paths in the body, the others stay files. */
export function queuedExpenseToDraft(expense: QueuedExpense): { clientId: string; body: ExpenseBody; files: HeldReceipt[] } {
  const uploaded = expense.files.flatMap((f) => (f.kind === "receipts" && f.objectPath ? [f.objectPath] : []));
  const body = expense.body.kind === "utlagg" ? { ...expense.body, receiptImageUrls: [...expense.body.receiptImageUrls, ...uploaded] } : expense.body;
  return {
    clientId: expense.clientId,
    body,
    files: expense.files.filter((f): f is HeldReceipt => f.kind === "receipts" && !f.objectPath && f.blob !== undefined),
  };
}
