import { sql, type SQL } from "drizzle-orm";
import { projectAssignments, projects } from "../../shared/schema";

/**
 * The assignment rule as a condition on `projects` (docs/product-rules.md §3): a project with no assigned
 * workers is open to every worker, one with assignments only to those workers. Shared by the
 * project list and the worker's summary, so that both count the same projects.
 */
export function openToWorkerSql(workerId: string): SQL {
  return sql`(not exists (select 1 from ${projectAssignments} pa where pa.project_id = ${projects.id})
    or exists (select 1 from ${projectAssignments} pa where pa.project_id = ${projects.id} and pa.worker_id = ${workerId}))`;
}
