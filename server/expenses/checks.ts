import {
  oreOf,
  payLinesTotalOre,
  kronorText,
  mileageLines,
  tripAllowance,
  tripRefusal,
  utlaggLines,
  type ExpenseRates,
  type PayLine,
} from "../../shared/domain";
import type { ExpenseRow, NewExpenseRow } from "../../shared/schema";
import { type ExpenseBody } from "../../shared/validation/expenses";
import type { Tx } from "../db";
import { fieldError, problem } from "../lib/errors";
import { findProjectStatus, isOpenToWorker } from "../projects";
import { assertOwnedUploads } from "../uploads";

/** The columns an expense body sets, every kind's own (the others null), and the pay lines it is counted into. */
export interface CountedExpense {
  columns: Pick<
    NewExpenseRow,
    | "kind"
    | "date"
    | "projectId"
    | "description"
    | "amount"
    | "vat"
    | "receiptImageUrls"
    | "km"
    | "departAt"
    | "returnAt"
    | "overnight"
    | "distanceOver50km"
    | "lodgingPaid"
    | "meals"
    | "fullDays"
    | "halfDays"
    | "nights"
  >;
  lines: PayLine[];
}

const NO_KIND_FIELDS = {
  vat: null,
  receiptImageUrls: [],
  km: null,
  departAt: null,
  returnAt: null,
  overnight: null,
  distanceOver50km: null,
  lodgingPaid: null,
  meals: null,
  fullDays: null,
  halfDays: null,
  nights: null,
} satisfies Partial<CountedExpense["columns"]>;

/**
 * What the body pays, counted with `rates` (the payroll settings of the day it is filed or
 * changed) into the pay lines of shared/domain/expenses.ts (docs/product-rules.md §16): the stored
 * amount is the lines' sum, so the list, the preview and the file agree to the öre.
 */
export function countExpense(body: ExpenseBody, rates: ExpenseRates): CountedExpense {
  const common = { kind: body.kind, projectId: body.projectId, ...NO_KIND_FIELDS };
  switch (body.kind) {
    case "utlagg": {
      const lines = utlaggLines(oreOf(body.amount), oreOf(body.vat));
      return {
        columns: { ...common, date: body.date, description: body.description, amount: body.amount, vat: body.vat, receiptImageUrls: body.receiptImageUrls },
        lines,
      };
    }
    case "mil": {
      const lines = mileageLines(body.km, rates);
      return { columns: { ...common, date: body.date, description: body.route, amount: kronorText(payLinesTotalOre(lines)), km: body.km }, lines };
    }
    case "trakt": {
      // Only the days with a free meal are kept (shared/types/expenses.ts), in date order.
      const meals = body.meals
        .filter((m) => m.breakfast || m.lunch || m.dinner)
        .map((m) => ({ date: m.date, breakfast: m.breakfast, lunch: m.lunch, dinner: m.dinner }))
        .sort((a, b) => a.date.localeCompare(b.date));
      const trip = { ...body, meals };
      // The schema refused a trip that gives no allowance; this is the server's own guard.
      const refusal = tripRefusal(trip);
      if (refusal) throw fieldError(refusal === "under-50km" ? "distanceOver50km" : "returnAt", problem(`expense.trip-${refusal}`));
      const allowance = tripAllowance(trip, rates);
      return {
        columns: {
          ...common,
          date: body.departAt.slice(0, 10),
          description: body.destination,
          amount: allowance.amount,
          departAt: body.departAt,
          returnAt: body.returnAt,
          overnight: body.overnight,
          distanceOver50km: body.distanceOver50km,
          lodgingPaid: body.lodgingPaid,
          meals,
          fullDays: allowance.fullDays,
          halfDays: allowance.halfDays,
          nights: allowance.nights,
        },
        lines: allowance.lines,
      };
    }
  }
}

/**
 * The project rules of a report (docs/product-rules.md §3), for an expense's optional project:
 * it exists, is active and is open to the worker; a change may keep the project it already has.
 */
async function checkProject(tx: Tx, workerId: string, projectId: string | null, existing?: ExpenseRow): Promise<void> {
  if (projectId === null) return;
  const status = await findProjectStatus(tx, projectId);
  if (!status) throw fieldError("projectId", problem("project.unknown"));
  const keepsProject = projectId === existing?.projectId;
  if (status !== "active" && !keepsProject) throw fieldError("projectId", problem("report.project-not-active"));
  if (!keepsProject && !(await isOpenToWorker(tx, projectId, workerId))) throw fieldError("projectId", problem("project.not-assigned"));
}

/**
 * The rules every saved expense meets, inside the writing transaction: its project, and its
 * receipts, each the worker's own finished upload or one the expense already had (§8).
 */
export async function checkExpense(tx: Tx, workerId: string, counted: CountedExpense, existing?: ExpenseRow): Promise<void> {
  await checkProject(tx, workerId, counted.columns.projectId ?? null, existing);
  await assertOwnedUploads(tx, workerId, counted.columns.receiptImageUrls ?? [], existing?.receiptImageUrls ?? [], "receiptImageUrls");
}
