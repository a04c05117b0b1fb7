import type { QueryClient } from "@tanstack/react-query";
import { projectKeys } from "../projects/keys";
import { siteKeys } from "./keys";

/** After a site is created or changed: the site lists, and the projects, which name their site. */
export async function invalidateAfterSiteChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([siteKeys.all, projectKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After a check-in, check-out or correction: the worker's own state, and every list of the
 * site's entries and who is present (all under the site's key).
 */
export async function invalidateAfterLedgerEntry(queryClient: QueryClient, siteId: string): Promise<void> {
  await Promise.all([siteKeys.me, siteKeys.one(siteId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
