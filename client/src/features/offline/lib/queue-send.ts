import { createExpense, type CreateExpenseInput } from "@/api/expenses/create-expense";
import { createLedgerEntry, type CreateLedgerEntryInput } from "@/api/sites/create-ledger-entry";
import type { CreateTimeReportInput } from "@/api/time-reports/create-time-report";
import { ApiError } from "@/lib/api-client";
import {
  isQueuedExpense,
  isQueuedLedgerEntry,
  listQueuedItems,
  removeQueued,
  setQueuedFiles,
  setQueuedState,
  type QueuedExpense,
  type QueuedFile,
  type QueuedItem,
  type QueuedLedgerEntry,
  type QueuedReport,
  type QueuedWithFiles,
} from "./queue-store";

export interface QueueSendDeps {
  uploadFile: (file: Blob, type: string) => Promise<string>;
  createReport: (input: CreateTimeReportInput) => Promise<unknown>;
  /** POST /api/sites/{id}/ledger; the API's own when not given. */
  createLedgerEntry?: (input: CreateLedgerEntryInput) => Promise<unknown>;
  /** POST /api/expenses; the API's own when not given. */
  createExpense?: (input: CreateExpenseInput) => Promise<unknown>;
}

/** done: nothing left to send · offline: the network went, wait for the next trigger · signin: a 401 */
export type QueueSendOutcome = { result: "done"; sent: number; refused: number } | { result: "offline" | "signin"; sent: number; refused: number };

type OneOutcome = "sent" | "refused" | "offline" | "signin";

/** Sent by the sender: waiting ones, ones a closed tab left 'sending', and ones waiting for a sign-in. */
const sendable = (item: QueuedItem) => item.state !== "refused";

/** A fetch that got no answer rejects with a TypeError; an answer of the server is an ApiError. */
function classify(error: unknown): OneOutcome {
  if (error instanceof ApiError) return error.status === 401 ? "signin" : "refused";
  return "offline";
}

const refusedMessage = (error: unknown, item: QueuedItem) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : isQueuedLedgerEntry(item)
      ? "Servern tog inte emot registreringen"
      : isQueuedExpense(item)
        ? "Servern tog inte emot ersättningen"
        : "Servern tog inte emot rapporten";

/** Uploads the files still held as bytes, recording each object path as soon as it is known. */
async function uploadWaitingFiles(item: QueuedWithFiles, deps: QueueSendDeps): Promise<QueuedFile[]> {
  const files = [...item.files];
  for (const [i, file] of files.entries()) {
    if (file.objectPath || !file.blob) continue;
    const objectPath = await deps.uploadFile(file.blob, file.type);
    const uploaded: QueuedFile = { id: file.id, kind: file.kind, name: file.name, type: file.type, objectPath };
    files[i] = uploaded;
    await setQueuedFiles(item.clientId, (stored) => stored.map((f) => (f.id === file.id ? uploaded : f)));
  }
  return files;
}

/** The body with the uploaded files after the paths the report already named. */
export function bodyWithFiles(report: QueuedReport, files: QueuedFile[]): CreateTimeReportInput {
  const paths = (kind: QueuedFile["kind"]) => files.filter((f) => f.kind === kind && f.objectPath).map((f) => f.objectPath as string);
  const { body } = report;
  return {
    ...body,
    imageUrls: [...body.imageUrls, ...paths("images")],
    receiptImageUrls: [...body.receiptImageUrls, ...paths("receipts")],
    clientId: report.clientId,
  };
}

async function sendReport(report: QueuedReport, deps: QueueSendDeps): Promise<void> {
  const files = await uploadWaitingFiles(report, deps);
  await deps.createReport(bodyWithFiles(report, files));
}

/** An utlägg's receipts uploaded offline follow the paths it already named, as a report's do. */
export function expenseBodyWithFiles(expense: QueuedExpense, files: QueuedFile[]): CreateExpenseInput {
  const { body } = expense;
  if (body.kind !== "utlagg") return { ...body, clientId: expense.clientId };
  const receipts = files.filter((f) => f.kind === "receipts" && f.objectPath).map((f) => f.objectPath as string);
  return { ...body, receiptImageUrls: [...body.receiptImageUrls, ...receipts], clientId: expense.clientId };
}

async function sendExpense(expense: QueuedExpense, deps: QueueSendDeps): Promise<void> {
  const files = await uploadWaitingFiles(expense, deps);
  await (deps.createExpense ?? createExpense)(expenseBodyWithFiles(expense, files));
}

/** The tapped time goes as `occurredAt`: the server marks it 'Registrerad i efterhand' when it is late. */
async function sendLedgerEntry(entry: QueuedLedgerEntry, deps: QueueSendDeps): Promise<void> {
  await (deps.createLedgerEntry ?? createLedgerEntry)({ siteId: entry.siteId, body: { ...entry.body, clientId: entry.clientId } });
}

async function sendOne(item: QueuedItem, deps: QueueSendDeps): Promise<OneOutcome> {
  await setQueuedState(item.clientId, "sending");
  try {
    // 201 or 200 (the server had it already, the first answer was lost): done either way.
    if (isQueuedLedgerEntry(item)) await sendLedgerEntry(item, deps);
    else if (isQueuedExpense(item)) await sendExpense(item, deps);
    else await sendReport(item, deps);
    await removeQueued(item.clientId);
    return "sent";
  } catch (error) {
    const outcome = classify(error);
    if (outcome === "refused") await setQueuedState(item.clientId, "refused", refusedMessage(error, item), error instanceof ApiError ? error.code : undefined);
    else await setQueuedState(item.clientId, outcome === "signin" ? "signin" : "waiting");
    return outcome;
  }
}

/**
 * Sends the queue oldest first, one item at a time, reports, check-ins and expenses alike: a refused
 * item keeps its message and the next goes on; a lost network or a 401 stops and keeps
 * everything.
 */
export async function sendQueue(deps: QueueSendDeps): Promise<QueueSendOutcome> {
  let sent = 0;
  let refused = 0;
  for (const item of (await listQueuedItems()).filter(sendable)) {
    const outcome = await sendOne(item, deps);
    if (outcome === "sent") sent += 1;
    else if (outcome === "refused") refused += 1;
    else return { result: outcome, sent, refused };
  }
  return { result: "done", sent, refused };
}

let running: Promise<QueueSendOutcome> | null = null;

/** The Web Locks name every tab of the app sends its queue under. */
export const QUEUE_LOCK = "tidrapport-offline-queue";

/**
 * Across tabs: the queue is sent under one Web Lock, so two open tabs never upload the same
 * queued photo twice; a tab that finds the lock held leaves the sending to the other.
 */
async function sendQueueLocked(deps: QueueSendDeps): Promise<QueueSendOutcome> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return sendQueue(deps);
  const outcome = await locks.request(QUEUE_LOCK, { ifAvailable: true }, (lock) => (lock ? sendQueue(deps) : null));
  return outcome ?? { result: "done", sent: 0, refused: 0 };
}

/** One send at a time in this tab: a second trigger while sending joins the running one. */
export function sendQueueOnce(deps: QueueSendDeps): Promise<QueueSendOutcome> {
  running ??= sendQueueLocked(deps).finally(() => {
    running = null;
  });
  return running;
}
