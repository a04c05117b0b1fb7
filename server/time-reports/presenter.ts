import type { LatestWorkReport, RejectedReportNotice, RejectedTimeReport, WithdrawnTimeReport, SplitTimeReports, TimeReport } from "../../shared/types";
import type { RejectedReportRow } from "./service";
import type { ReportWithRefs } from "./report-selection";

export function presentTimeReport(row: ReportWithRefs): TimeReport {
  return {
    id: row.id,
    workerId: row.workerId,
    projectId: row.projectId,
    timeCode: row.timeCode,
    date: row.date,
    hours: row.hours,
    description: row.description,
    status: row.status,
    isVerified: row.isVerified,
    imageUrls: row.imageUrls,
    receiptsConfirmed: row.receiptsConfirmed,
    receiptImageUrls: row.receiptImageUrls,
    returnReason: row.returnReason,
    lockedForPayroll: row.lockedForPayroll,
    startTime: row.startTime,
    endTime: row.endTime,
    breakMinutes: row.breakMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    worker: { id: row.worker.id, fullName: row.worker.fullName, email: row.worker.email },
    project: row.project ? { id: row.project.id, projectNumber: row.project.projectNumber, title: row.project.title } : null,
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    approvedBy: row.approver ? { id: row.approver.id, fullName: row.approver.fullName } : null,
  } satisfies TimeReport;
}

export function presentLatestWorkReport(row: ReportWithRefs | null): LatestWorkReport {
  return { report: row ? presentTimeReport(row) : null } satisfies LatestWorkReport;
}

export function presentRejectedTimeReport(id: string): RejectedTimeReport {
  return { id, rejected: true } satisfies RejectedTimeReport;
}

export function presentWithdrawnTimeReport(id: string): WithdrawnTimeReport {
  return { id, withdrawn: true } satisfies WithdrawnTimeReport;
}

export function presentRejectedReportNotice(row: RejectedReportRow): RejectedReportNotice {
  return {
    id: row.id,
    date: row.date,
    hours: row.hours,
    timeCode: row.timeCode,
    project: row.project,
    reason: row.reason,
    rejectedAt: row.rejectedAt.toISOString(),
    rejectedBy: row.rejectedBy,
  } satisfies RejectedReportNotice;
}

export function presentSplitTimeReports(rows: ReportWithRefs[]): SplitTimeReports {
  return { reports: rows.map(presentTimeReport) } satisfies SplitTimeReports;
}
