/**
 * Tables of the expenses module (docs/product-rules.md §16): an expense, the pay lines it was
 * counted into when filed, and an export's snapshot of them (read by the payroll module).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { EXPENSE_KINDS, PAY_CODES, sqlList, type PayCode, type TripMeals } from "../domain";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { reportStatus } from "./enums";
import { exportLineColumns } from "./payroll";
import { projects } from "./reports";

export const expenseKind = pgEnum("expense_kind", EXPENSE_KINDS);

export const expenses = pgTable(
  "expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: expenseKind("kind").notNull(),
    /** The day it belongs to (a trip's departure date): its pay period is the one holding it. */
    date: date("date", { mode: "string" }).notNull(),
    status: reportStatus("status").notNull().default("submitted"),
    returnReason: text("return_reason"),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "restrict" }),
    /** What was bought (utlagg), the route and purpose (mil), the destination (trakt). */
    description: text("description").notNull(),
    /** The kronor it pays: the sum of its lines, reductions subtracted. */
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    /** utlagg: the VAT within the amount. */
    vat: numeric("vat", { precision: 12, scale: 2 }),
    receiptImageUrls: text("receipt_image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** mil: whole kilometres. */
    km: integer("km"),
    /** trakt: local `YYYY-MM-DDTHH:MM` in TZ_APP. */
    departAt: text("depart_at"),
    returnAt: text("return_at"),
    overnight: boolean("overnight"),
    distanceOver50km: boolean("distance_over_50km"),
    lodgingPaid: boolean("lodging_paid"),
    meals: jsonb("meals").$type<TripMeals[]>(),
    fullDays: integer("full_days"),
    halfDays: integer("half_days"),
    nights: integer("nights"),
    /** Made on the phone for a queued expense (docs/product-rules.md §12): a second POST with it returns the first. */
    clientId: uuid("client_id"),
    /** When an arbetsledare (or an admin) approved it as it then was (docs/product-rules.md §18); cleared by a change. */
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" }),
    /** Who approved it; null once that account is deleted (the time stays). */
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("expenses_approved_by_with_time", sql`${t.approvedBy} IS NULL OR ${t.approvedAt} IS NOT NULL`),
    check("expenses_approved_status", sql`${t.approvedAt} IS NULL OR ${t.status} IN ('submitted', 'verified')`),
    // The approval queue ('Att godkänna'): the submitted expenses not approved, by project.
    index("expenses_awaiting_approval_idx")
      .on(t.projectId, t.date)
      .where(sql`${t.status} = 'submitted' AND ${t.approvedAt} IS NULL`),
    // 'Godkända, ej attesterade': the submitted expenses approved and not yet attested, by approver.
    index("expenses_approved_unattested_idx")
      .on(t.approvedBy, t.date)
      .where(sql`${t.status} = 'submitted' AND ${t.approvedAt} IS NOT NULL`),
    check("expenses_amount_nonnegative", sql`${t.amount} >= 0`),
    check(
      "expenses_utlagg_fields",
      sql`(${t.kind} = 'utlagg') = (${t.vat} IS NOT NULL) AND (${t.vat} IS NULL OR (${t.vat} >= 0 AND ${t.vat} <= ${t.amount} AND ${t.amount} > 0 AND cardinality(${t.receiptImageUrls}) >= 1))`,
    ),
    check("expenses_mil_fields", sql`(${t.kind} = 'mil') = (${t.km} IS NOT NULL) AND (${t.km} IS NULL OR ${t.km} BETWEEN 1 AND 2000)`),
    check(
      "expenses_trakt_fields",
      sql`(${t.kind} = 'trakt') = (${t.departAt} IS NOT NULL) AND (${t.departAt} IS NULL OR (${t.returnAt} > ${t.departAt} AND ${t.overnight} AND ${t.distanceOver50km} AND ${t.lodgingPaid} IS NOT NULL AND ${t.meals} IS NOT NULL AND ${t.fullDays} >= 0 AND ${t.halfDays} >= 0 AND ${t.nights} >= 0 AND left(${t.departAt}, 10) = ${t.date}::text))`,
    ),
    check("expenses_return_reason", sql`${t.returnReason} IS NULL OR ${t.status} = 'draft'`),
    index("expenses_worker_date_idx").on(t.workerId, t.date, t.createdAt, t.id),
    index("expenses_date_idx").on(t.date, t.status),
    uniqueIndex("expenses_worker_client_id_unique").on(t.workerId, t.clientId),
  ],
);

/** An expense's pay lines as counted when it was filed (shared/domain/expenses.ts): the file and the preview read these. */
export const expenseLines = pgTable(
  "expense_lines",
  {
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => expenses.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    payCode: text("pay_code").$type<PayCode>().notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 12, scale: 2 }).notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    vat: numeric("vat", { precision: 12, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.expenseId, t.position] }),
    check("expense_lines_positive", sql`${t.quantity} > 0 AND ${t.unitPrice} >= 0 AND ${t.amount} >= 0`),
    check("expense_lines_pay_code", sql`${t.payCode} IN ${sql.raw(sqlList(PAY_CODES))}`),
  ],
);

/**
 * The expenses of one export as they were at export, one row per pay line: the PAXml file's
 * `lonetransaktioner` and the summary CSV are read from here, never from the live expenses.
 */
export const payrollExportPayLines = pgTable(
  "payroll_export_pay_lines",
  {
    ...exportLineColumns(),
    /** The expense's id as text: the trip's `samlingsid`; kept when the expense is gone. */
    expenseId: uuid("expense_id").notNull(),
    position: smallint("position").notNull(),
    kind: expenseKind("kind").notNull(),
    payCode: text("pay_code").$type<PayCode>().notNull(),
    /** The code map's value at export: the code itself (`lonkod`) or the company's löneart (`lonart`). */
    payrollCode: text("payroll_code").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    projectNumber: text("project_number"),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 12, scale: 2 }).notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    vat: numeric("vat", { precision: 12, scale: 2 }),
    /** The expense's description: `kommentar`. */
    comment: text("comment").notNull(),
  },
  (t) => [
    check("payroll_export_pay_lines_pay_code", sql`${t.payCode} IN ${sql.raw(sqlList(PAY_CODES))}`),
    index("payroll_export_pay_lines_export_idx").on(t.exportId, t.employeeNumber, t.date, t.expenseId, t.position),
  ],
);

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpenseRow = typeof expenses.$inferInsert;
export type ExpenseLineRow = typeof expenseLines.$inferSelect;
export type PayrollExportPayLineRow = typeof payrollExportPayLines.$inferSelect;
