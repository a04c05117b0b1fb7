import { siteVersionsIn, type SiteFacts } from "@shared/domain";
import type { ControlHeader } from "@shared/types";

/** A day span with the site's facts of those days (docs/product-rules.md §15, "A site's history"). */
export interface SiteSpan {
  from: string;
  to: string;
  site: SiteFacts;
}

/**
 * The site's versions over the days `from` to `to`, oldest first: one when it did not change in
 * them. What the control view, its PDF and the site's personalliggare show of the site.
 */
export function siteSpans(header: Pick<ControlHeader, "site" | "history">, { from, to }: { from: string; to: string }): SiteSpan[] {
  // An answer from a server before the history (a page open across a deploy): the site as it is.
  if (!header.history?.length) return [{ from, to, site: header.site }];
  return siteVersionsIn(header.history, from, to);
}

/** The site's facts on `day`, as it was at that day's end. */
export function siteOnDay(header: Pick<ControlHeader, "site" | "history">, day: string): SiteFacts {
  return siteSpans(header, { from: day, to: day })[0]?.site ?? header.site;
}
