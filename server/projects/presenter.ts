import type { ProjectRow } from "../../shared/schema";
import type { Project, ProjectWithHours, ProjectWorkers } from "../../shared/types";

export function presentProject(row: ProjectRow): Project {
  return {
    id: row.id,
    projectNumber: row.projectNumber,
    title: row.title,
    description: row.description,
    status: row.status,
    estimatedHours: row.estimatedHours,
    startDate: row.startDate,
    expectedEndDate: row.expectedEndDate,
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies Project;
}

export function presentProjectWithHours(row: ProjectRow & Pick<ProjectWithHours, "reportedHours">): ProjectWithHours {
  return { ...presentProject(row), reportedHours: row.reportedHours } satisfies ProjectWithHours;
}

export function presentProjectWorkers(workerIds: string[]): ProjectWorkers {
  return { workerIds: [...workerIds] } satisfies ProjectWorkers;
}
