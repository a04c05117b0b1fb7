import type { TimeReportRow } from "../../shared/schema";
import type { RejectedTimeReport, TimeReport } from "../../shared/types";

/** A report row with the worker and project it names (the repo's join). */
type ReportWithRefs = TimeReportRow & Pick<TimeReport, "worker" | "project">;

export function presentTimeReport(row: ReportWithRefs): TimeReport {
  return {
    id: row.id,
    workerId: row.workerId,
    projectId: row.projectId,
    date: row.date,
    hours: row.hours,
    description: row.description,
    status: row.status,
    isVerified: row.isVerified,
    imageUrls: row.imageUrls,
    receiptsConfirmed: row.receiptsConfirmed,
    receiptImageUrls: row.receiptImageUrls,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    worker: { id: row.worker.id, fullName: row.worker.fullName, email: row.worker.email },
    project: { id: row.project.id, projectNumber: row.project.projectNumber, title: row.project.title },
  } satisfies TimeReport;
}

export function presentRejectedTimeReport(id: string): RejectedTimeReport {
  return { id, rejected: true } satisfies RejectedTimeReport;
}
