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

/** After a company is added to a site: its list of companies (the people form's choices, the control view's filter). */
export async function invalidateAfterSiteCompanyChange(queryClient: QueryClient, siteId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: siteKeys.companies(siteId) });
}

/**
 * After a person of another company is added or changed: everything under the site's key, for
 * the people list and the roster of whom one may register both name them. Entries keep their own
 * copy of name and company (docs/product-rules.md §15), so they are only fetched again, not changed.
 */
export async function invalidateAfterSitePersonChange(queryClient: QueryClient, siteId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: siteKeys.one(siteId) });
}

/** After an inspector's link is made or revoked: the links in force, and the event log that records it. */
export async function invalidateAfterInspectionLinkChange(queryClient: QueryClient, siteId: string): Promise<void> {
  await Promise.all([siteKeys.inspectionLinks(siteId), siteKeys.log(siteId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
