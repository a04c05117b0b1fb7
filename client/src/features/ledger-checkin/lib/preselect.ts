import type { Site } from "@shared/types";

/** The site a project belongs to, among the ones the worker may see. */
export const siteOfProject = (sites: Site[], projectId: string | null | undefined): Site | undefined =>
  projectId ? sites.find((site) => site.projectIds.includes(projectId)) : undefined;

/**
 * The site the card offers first (docs/product-rules.md §15): the one of today's report's
 * project, else of the latest work report's project, else the only one; none when the worker
 * must choose.
 */
export function preselectSite(sites: Site[], projectIds: { today: string | null; latestWork: string | null }): string | null {
  const site = siteOfProject(sites, projectIds.today) ?? siteOfProject(sites, projectIds.latestWork) ?? (sites.length === 1 ? sites[0] : undefined);
  return site?.id ?? null;
}
