/** Ersättningar (docs/product-rules.md §16): an expense as the API answers it. */
import type { ExpenseKind, PayCode, PayLine, ReportStatus, TripMeals } from "../domain";
import type { PersonRef, ProjectRef, ReportHistoryEntry, WorkerRef } from "./reports";

interface ExpenseBase {
  id: string;
  workerId: string;
  kind: ExpenseKind;
  /** The day it belongs to, `YYYY-MM-DD`: a trip's departure date. Its pay period is the one holding it. */
  date: string;
  status: ReportStatus;
  /** Why an admin sent it back (status `draft`); null otherwise. */
  returnReason: string | null;
  /** Dated inside an exported pay period: nothing about it can change ('Låst för lön'). */
  lockedForPayroll: boolean;
  /** The kronor it pays, "1050.00": the sum of `lines`, meal reductions subtracted. */
  amount: string;
  projectId: string | null;
  project: ProjectRef | null;
  /** What it becomes in the PAXml file, counted when it was filed with the rates of that day. */
  lines: PayLine[];
  createdAt: string;
  updatedAt: string;
  worker: WorkerRef;
  /** When an arbetsledare (or an admin) approved it as it is now (docs/product-rules.md §18); null when not approved. */
  approvedAt: string | null;
  /** Who approved it; null when not approved (or the account is deleted). */
  approvedBy: PersonRef | null;
}

/** 'Utlägg': a receipt paid by the worker. */
export interface UtlaggExpense extends ExpenseBase {
  kind: "utlagg";
  /** The VAT within `amount`, "50.00". */
  vat: string;
  /** What was bought. */
  description: string;
  receiptImageUrls: string[];
}

/** 'Milersättning': a drive in the worker's own car. */
export interface MilExpense extends ExpenseBase {
  kind: "mil";
  km: number;
  /** 'Från - till, syfte'. */
  route: string;
}

/** 'Traktamente': a business trip with an overnight stay, inrikes. */
export interface TraktExpense extends ExpenseBase {
  kind: "trakt";
  /** Local `YYYY-MM-DDTHH:MM` in the business time zone. */
  departAt: string;
  returnAt: string;
  destination: string;
  overnight: boolean;
  distanceOver50km: boolean;
  lodgingPaid: boolean;
  /** Only the days with a free meal. */
  meals: TripMeals[];
  fullDays: number;
  halfDays: number;
  nights: number;
}

export type Expense = UtlaggExpense | MilExpense | TraktExpense;

/** GET /api/expenses: newest first (date, then filing); `nextCursor` fetches the page after. */
export interface ExpenseList {
  items: Expense[];
  nextCursor: string | null;
}

/**
 * GET /api/expenses/{id}/history, newest first, as a report's: each audit row with the expense
 * before and after (its columns and its pay `lines`); `user` is null when that account is gone.
 */
export type ExpenseHistoryEntry = ReportHistoryEntry;

/** DELETE /api/expenses/{id}: the worker withdrew it, or an admin rejected it. */
export interface DeletedExpense {
  id: string;
  deleted: true;
}

/**
 * GET /api/expenses/rejected: one of the worker's expenses an admin rejected ('Nekade
 * ersättningar'), as its audit row keeps it (docs/product-rules.md §6a, §16).
 */
export interface RejectedExpenseNotice {
  /** The removed expense's id. */
  id: string;
  kind: ExpenseKind;
  /** The day it belonged to, `YYYY-MM-DD`. */
  date: string;
  /** The kronor it would have paid, "250.00". */
  amount: string;
  /** What was bought, the drive's route or the trip's destination. */
  what: string;
  /** Null when it was rejected without a reason. */
  reason: string | null;
  rejectedAt: string;
  /** Null when that account is gone. */
  rejectedBy: { fullName: string } | null;
}

/** One worker's attested expenses in a pay period, per pay code: units and kronor. */
export interface PayrollPreviewPayLine {
  code: PayCode;
  /** "12.30" mil, days, nights, meals or receipts. */
  quantity: string;
  /** "307.50", positive also for a meal reduction (the label says it reduces). */
  amount: string;
}
