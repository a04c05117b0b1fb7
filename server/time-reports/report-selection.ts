import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "../../shared/i18n/locales";
import { PgDialect } from "drizzle-orm/pg-core";
import { projects, timeReports, users, type TimeReportRow } from "../../shared/schema";
import type { PersonRef } from "../../shared/types";
import { isoTimestamp, type JsonText } from "../lib/json-text";
import { isDateLockedSql } from "../payroll";

/**
 * The columns of a report as every report answer shows it (list, one report, week grid):
 * the report, its worker, its project (LEFT JOIN: absence has none) and whether its date lies
 * in a locked pay period. Shared so that the report module and the review screens answer the
 * same shape from one query each.
 */
export const reportSelection = {
  report: timeReports,
  worker: { id: users.id, fullName: users.fullName, email: users.email, locale: users.locale },
  project: { id: projects.id, projectNumber: projects.projectNumber, title: projects.title },
  // The driver may hand EXISTS back as a boolean or as 't'/'f' (embedded vs. server).
  lockedForPayroll: isDateLockedSql(timeReports.date).mapWith((v: unknown) => v === true || v === "t" || v === "true"),
  // Who approved it (docs/product-rules.md §18), read by id: the joins' `users` is the worker.
  approver: sql<PersonRef | null>`(SELECT json_build_object('id', ap.id, 'fullName', ap.full_name) FROM users ap WHERE ap.id = ${timeReports.approvedBy})`,
};

/** A report with the worker and project it names (null for absence) and its pay-period lock. */
export interface ReportWithRefs extends TimeReportRow {
  worker: { id: string; fullName: string; email: string; locale: Locale };
  project: { id: string; projectNumber: string; title: string } | null;
  lockedForPayroll: boolean;
  /** Who approved it; null when not approved (or the account is gone). */
  approver: PersonRef | null;
}

interface SelectedReport {
  report: TimeReportRow;
  worker: ReportWithRefs["worker"];
  project: ReportWithRefs["project"];
  lockedForPayroll: boolean;
  approver: PersonRef | null;
}

/** A row of `reportSelection` flattened to one object. */
export function flattenReport(r: SelectedReport): ReportWithRefs {
  return { ...r.report, worker: r.worker, project: r.project?.id ? r.project : null, lockedForPayroll: r.lockedForPayroll, approver: r.approver };
}

/**
 * A row of `reportSelection`'s joins (report, worker, LEFT JOIN project) as the API's
 * `TimeReport` (shared/types.ts, the shape `presentTimeReport` gives), made by PostgreSQL as
 * compact JSON text: the lists send it as it is, with no rows to parse, map and serialise in
 * the app. Every column as `presentTimeReport` has it: hours as "8.00", dates `YYYY-MM-DD`
 * (JSON dates ignore DateStyle), timestamps as `toISOString()`, project null for absence.
 */
const reportJsonSql = sql`(SELECT row_to_json(r)::text FROM (SELECT
  ${timeReports.id} AS "id", ${timeReports.workerId} AS "workerId", ${timeReports.projectId} AS "projectId",
  ${timeReports.timeCode} AS "timeCode", ${timeReports.date} AS "date", ${timeReports.hours}::text AS "hours",
  ${timeReports.description} AS "description", ${timeReports.status} AS "status", ${timeReports.isVerified} AS "isVerified",
  ${timeReports.imageUrls} AS "imageUrls", ${timeReports.receiptsConfirmed} AS "receiptsConfirmed",
  ${timeReports.receiptImageUrls} AS "receiptImageUrls", ${timeReports.returnReason} AS "returnReason",
  ${isDateLockedSql(timeReports.date)} AS "lockedForPayroll", ${timeReports.startTime} AS "startTime",
  ${timeReports.endTime} AS "endTime", ${timeReports.breakMinutes} AS "breakMinutes",
  ${isoTimestamp(timeReports.createdAt)} AS "createdAt", ${isoTimestamp(timeReports.updatedAt)} AS "updatedAt",
  (SELECT row_to_json(w) FROM (SELECT ${users.id} AS "id", ${users.fullName} AS "fullName", ${users.email} AS "email") w) AS "worker",
  CASE WHEN ${projects.id} IS NULL THEN NULL ELSE
    (SELECT row_to_json(p) FROM (SELECT ${projects.id} AS "id", ${projects.projectNumber} AS "projectNumber", ${projects.title} AS "title") p)
  END AS "project",
  ${isoTimestamp(timeReports.approvedAt)} AS "approvedAt",
  (SELECT row_to_json(a) FROM (SELECT ap.id AS "id", ap.full_name AS "fullName" FROM users ap WHERE ap.id = ${timeReports.approvedBy}) a) AS "approvedBy") r)`;

/**
 * `reportJsonSql` as text, made once: it has no parameters, only the columns of the joins, and
 * drizzle would otherwise walk its thirty-odd pieces again for every request.
 */
function compiledOnce(fragment: SQL): SQL {
  const { sql: text, params } = new PgDialect().sqlToQuery(fragment);
  if (params.length > 0) throw new Error("a fragment compiled once must have no parameters");
  return sql.raw(text);
}

export const reportJson: SQL<JsonText> = sql<JsonText>`${compiledOnce(reportJsonSql)}`;
