/** Tables of the payroll module: its settings and the exported pay periods. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { type PaxmlTidkod } from "../domain";
import { users } from "./accounts";
import { timeCode } from "./enums";

/** Settings an admin edits, one JSON document per key (`payroll`), read through zod. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * An exported pay period. While `reopenedAt` is null its dates are locked for payroll; periods
 * that are not reopened never overlap (an exclusion constraint in migration 0003 holds it).
 * The header fields are kept as they were at export, so the file is the same on every download.
 */
export const payrollExports = pgTable(
  "payroll_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    reportCount: integer("report_count").notNull(),
    totalHours: numeric("total_hours", { precision: 12, scale: 2 }).notNull(),
    /** Attested expenses the export carries (docs/product-rules.md §16), and the kronor they pay. */
    expenseCount: integer("expense_count").notNull().default(0),
    expenseAmount: numeric("expense_amount", { precision: 14, scale: 2 }).notNull().default("0"),
    companyName: text("company_name").notNull(),
    orgNumber: text("org_number").notNull(),
    reopenedAt: timestamp("reopened_at", { withTimezone: true, mode: "date" }),
    reopenedBy: uuid("reopened_by").references(() => users.id, { onDelete: "set null" }),
    reopenReason: text("reopen_reason"),
  },
  (t) => [check("payroll_exports_dates_order", sql`${t.startDate} <= ${t.endDate}`), index("payroll_exports_period_idx").on(t.startDate, t.endDate)],
);

/**
 * The columns every line of an export starts with: the export it belongs to, and the worker as
 * at export, by employee number and name, kept when the account is gone.
 */
export const exportLineColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  exportId: uuid("export_id")
    .notNull()
    .references(() => payrollExports.id, { onDelete: "cascade" }),
  workerId: uuid("worker_id").references(() => users.id, { onDelete: "set null" }),
  employeeNumber: text("employee_number").notNull(),
  fullName: text("full_name").notNull(),
});

/**
 * The hours of one export, summed per worker, date, code and project as they were at export:
 * the PAXml file and the summary CSV are read from here, never from the live reports.
 */
export const payrollExportLines = pgTable(
  "payroll_export_lines",
  {
    ...exportLineColumns(),
    timeCode: timeCode("time_code").notNull(),
    payrollCode: text("payroll_code").$type<PaxmlTidkod>().notNull(),
    date: date("date", { mode: "string" }).notNull(),
    projectNumber: text("project_number"),
    hours: numeric("hours", { precision: 6, scale: 2 }).notNull(),
    reportCount: integer("report_count").notNull(),
  },
  (t) => [index("payroll_export_lines_export_idx").on(t.exportId, t.employeeNumber, t.date)],
);

export type PayrollExportRow = typeof payrollExports.$inferSelect;
export type PayrollExportLineRow = typeof payrollExportLines.$inferSelect;
