import type { ProjectRow } from "../../shared/schema";
import type { Project, ProjectWorkers } from "../../shared/types";

/** A project's row with its arbetsledare (docs/product-rules.md §18). */
export type ProjectWithLeaders = ProjectRow & { leaders: { id: string; fullName: string }[] };

/**
 * A project as the API answers a write of it. The lists are made by PostgreSQL with the same
 * keys, order and formats (`projectJsonColumns` in repo.ts): a change here is made there too.
 */
export function presentProject({ leaders, ...row }: ProjectWithLeaders): Project {
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
    siteId: row.siteId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    leaders: leaders.map((l) => ({ id: l.id, fullName: l.fullName })),
  } satisfies Project;
}

export function presentProjectWorkers(workerIds: string[]): ProjectWorkers {
  return { workerIds: [...workerIds] } satisfies ProjectWorkers;
}
