/** Tables of the projects, time-reports and uploads modules. */
import { sql } from "drizzle-orm";
import { ABSENCE_CODES, ORDINARY_TIME_CODE, GENERAL_OVERTIME_CODES, sqlList } from "../domain";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { sites } from "./sites";
import { timestamps } from "./columns";
import { projectStatus, reportStatus, timeCode } from "./enums";

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectNumber: text("project_number").notNull().unique("projects_project_number_unique"),
    title: text("title").notNull(),
    description: text("description"),
    status: projectStatus("status").notNull().default("active"),
    estimatedHours: numeric("estimated_hours", { precision: 8, scale: 2 }),
    startDate: date("start_date", { mode: "string" }),
    expectedEndDate: date("expected_end_date", { mode: "string" }),
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
    /** The construction site of the personalliggare the project belongs to, if any (docs/product-rules.md §15). */
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("projects_dates_order", sql`${t.expectedEndDate} IS NULL OR ${t.startDate} IS NULL OR ${t.expectedEndDate} >= ${t.startDate}`),
    check("projects_estimated_hours_nonnegative", sql`${t.estimatedHours} IS NULL OR ${t.estimatedHours} >= 0`),
    index("projects_site_idx").on(t.siteId),
    index("projects_search_trgm_idx").using("gin", sql`(${t.projectNumber} || ' ' || ${t.title}) gin_trgm_ops`),
  ],
);

export const projectAssignments = pgTable(
  "project_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [unique("project_assignments_project_worker_unique").on(t.projectId, t.workerId)],
);

/**
 * A project's arbetsledare (docs/product-rules.md §18): they approve its reports and expenses
 * before payroll attests them. Users with role worker or admin, set by an admin.
 */
export const projectLeaders = pgTable(
  "project_leaders",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // By project (a report's leaders) and by user (the projects a leader's queue reads).
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("project_leaders_user_idx").on(t.userId, t.projectId)],
);

export const timeReports = pgTable(
  "time_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Null for absence codes (docs/product-rules.md §4): sick leave is on no project. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "restrict" }),
    timeCode: timeCode("time_code").notNull().default(ORDINARY_TIME_CODE),
    date: date("date", { mode: "string" }).notNull(),
    hours: numeric("hours", { precision: 4, scale: 2 }).notNull(),
    description: text("description").notNull(),
    status: reportStatus("status").notNull().default("submitted"),
    isVerified: boolean("is_verified").notNull().default(false),
    imageUrls: text("image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    receiptsConfirmed: boolean("receipts_confirmed").notNull().default(false),
    receiptImageUrls: text("receipt_image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why an admin sent the report back (status `draft`); cleared when it is sent again. */
    returnReason: text("return_reason"),
    /** Clock times `HH:MM` in TZ_APP (docs/product-rules.md §5); an end at or before the start is the next day. */
    startTime: text("start_time"),
    endTime: text("end_time"),
    /** Minutes of break within the times, 0-240; null without times. */
    breakMinutes: integer("break_minutes"),
    /** Made on the phone for a queued report (docs/product-rules.md §12): a second POST with it returns the first report. */
    clientId: uuid("client_id"),
    /** When an arbetsledare (or an admin) approved the report as it then was (docs/product-rules.md §18); cleared by a change. */
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" }),
    /** Who approved it; null once that account is deleted (the time stays). */
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("time_reports_approved_by_with_time", sql`${t.approvedBy} IS NULL OR ${t.approvedAt} IS NOT NULL`),
    check("time_reports_approved_status", sql`${t.approvedAt} IS NULL OR ${t.status} IN ('submitted', 'verified')`),
    // The approval queue ('Att godkänna'): the submitted reports not approved, by project.
    index("time_reports_awaiting_approval_idx")
      .on(t.projectId, t.date)
      .where(sql`${t.status} = 'submitted' AND ${t.approvedAt} IS NULL`),
    // 'Godkända, ej attesterade': the submitted reports approved and not yet attested, by approver.
    index("time_reports_approved_unattested_idx")
      .on(t.approvedBy, t.date)
      .where(sql`${t.status} = 'submitted' AND ${t.approvedAt} IS NOT NULL`),
    check("time_reports_project_by_code", sql`(${t.projectId} IS NULL) = (${t.timeCode} IN ${sql.raw(sqlList(ABSENCE_CODES))})`),
    check("time_reports_times_together", sql`(${t.startTime} IS NULL) = (${t.endTime} IS NULL) AND (${t.startTime} IS NULL) = (${t.breakMinutes} IS NULL)`),
    check(
      "time_reports_times_format",
      sql`${t.startTime} IS NULL OR (${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check("time_reports_break_range", sql`${t.breakMinutes} IS NULL OR ${t.breakMinutes} BETWEEN 0 AND 240`),
    check("time_reports_hours_range", sql`${t.hours} > 0 AND ${t.hours} <= 24`),
    check("time_reports_verified_consistent", sql`${t.isVerified} = (${t.status} = 'verified')`),
    // The report list's order (date, created_at, id, all descending: scanned backwards) alone
    // and behind each filter, so that a page and a keyset cursor cost an index range scan. The
    // worker's, project's and status's ones also serve lookups by their leading columns (day
    // totals, calendar, payroll periods, the foreign key from projects).
    index("time_reports_list_idx").on(t.date, t.createdAt, t.id),
    index("time_reports_worker_list_idx").on(t.workerId, t.date, t.createdAt, t.id),
    index("time_reports_project_list_idx").on(t.projectId, t.date, t.createdAt, t.id),
    index("time_reports_status_list_idx").on(t.status, t.date, t.createdAt, t.id),
    index("time_reports_time_code_list_idx").on(t.timeCode, t.date, t.createdAt, t.id),
    // A worker's reports waiting for review, counted by the summary without reading the table.
    index("time_reports_submitted_worker_idx")
      .on(t.workerId)
      .where(sql`${t.status} = 'submitted'`),
    uniqueIndex("time_reports_worker_client_id_unique").on(t.workerId, t.clientId),
    // Keyset paging of exports walks (date, id).
    index("time_reports_date_id_idx").on(t.date, t.id),
    // The working-time rules read a year of overtime only (the four-week, month and year sums),
    // from the index alone: it holds the hours.
    index("time_reports_worker_overtime_idx")
      .on(t.workerId, t.date, t.hours)
      .where(sql`${t.timeCode} IN ${sql.raw(sqlList(GENERAL_OVERTIME_CODES))}`),
    // The report search (`q`): ILIKE '%...%' on the description at any table size.
    index("time_reports_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
  ],
);

/**
 * The hours reported on each project, every status counted: kept exact by triggers on
 * time_reports in the writing transaction (migration 0006), so the project list never sums
 * the reports. `rebuild_project_hours()` recomputes it from scratch.
 */
export const projectHours = pgTable("project_hours", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  hours: numeric("hours", { precision: 12, scale: 2 }).notNull(),
});

/** Who uploaded which object: only the owner (or an admin) may read or attach it. */
export const uploadedObjects = pgTable(
  "uploaded_objects",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null until the file has arrived and its first bytes were checked. */
    contentType: text("content_type"),
    size: integer("size"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_objects_owner_idx").on(t.ownerId)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type TimeReportRow = typeof timeReports.$inferSelect;
export type NewTimeReportRow = typeof timeReports.$inferInsert;
export type UploadedObjectRow = typeof uploadedObjects.$inferSelect;
