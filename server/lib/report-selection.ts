import { projects, timeReports, users, type TimeReportRow } from "../../shared/schema";
import { isDateLockedSql } from "./payroll-lock";

/**
 * The columns of a report as every report answer shows it (list, one report, week grid):
 * the report, its worker, its project (LEFT JOIN: absence has none) and whether its date lies
 * in a locked pay period. Shared so that the report module and the review screens answer the
 * same shape from one query each.
 */
export const reportSelection = {
  report: timeReports,
  worker: { id: users.id, fullName: users.fullName, email: users.email },
  project: { id: projects.id, projectNumber: projects.projectNumber, title: projects.title },
  // The driver may hand EXISTS back as a boolean or as 't'/'f' (embedded vs. server).
  lockedForPayroll: isDateLockedSql(timeReports.date).mapWith((v: unknown) => v === true || v === "t" || v === "true"),
};

/** A report with the worker and project it names (null for absence) and its pay-period lock. */
export interface ReportWithRefs extends TimeReportRow {
  worker: { id: string; fullName: string; email: string };
  project: { id: string; projectNumber: string; title: string } | null;
  lockedForPayroll: boolean;
}

interface SelectedReport {
  report: TimeReportRow;
  worker: ReportWithRefs["worker"];
  project: ReportWithRefs["project"];
  lockedForPayroll: boolean;
}

/** A row of `reportSelection` flattened to one object. */
export function flattenReport(r: SelectedReport): ReportWithRefs {
  return { ...r.report, worker: r.worker, project: r.project?.id ? r.project : null, lockedForPayroll: r.lockedForPayroll };
}
