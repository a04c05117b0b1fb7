/** The projects module. */
import type { ProjectStatus } from "../domain";

export interface Project {
  id: string;
  projectNumber: string;
  title: string;
  description: string | null;
  status: ProjectStatus;
  estimatedHours: string | null;
  startDate: string | null;
  expectedEndDate: string | null;
  customerId: string | null;
  /** The site of the personalliggare the project belongs to (set from the site, docs/product-rules.md §15); null for none. */
  siteId: string | null;
  createdAt: string;
  updatedAt: string;
  /** The project's arbetsledare (docs/product-rules.md §18), by name: they approve its reports and expenses. */
  leaders: { id: string; fullName: string }[];
}

/** A project as an admin lists it: with the hours reported on it, for the budget. */
export interface ProjectWithHours extends Project {
  reportedHours: string;
}

/** GET and PUT /api/projects/{id}/workers: none assigned means open to every worker. */
export interface ProjectWorkers {
  workerIds: string[];
}
