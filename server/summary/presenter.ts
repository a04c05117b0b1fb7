import type { WorkerSummary } from "../../shared/types";
import type { UserSummary } from "./service";

export function presentWorkerSummary(summary: UserSummary): WorkerSummary {
  return {
    weekStart: summary.weekStart,
    weekEnd: summary.weekEnd,
    weekHours: summary.weekHours,
    weekHoursByKind: summary.weekHoursByKind,
    submittedReports: summary.submittedReports,
    activeProjects: summary.activeProjects,
  } satisfies WorkerSummary;
}
