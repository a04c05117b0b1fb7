/**
 * A site's history (docs/product-rules.md §15, "A site's history"): what the control view, its
 * PDF and CSV and the inspector's page show of a site for a day is the site as it was that day.
 * Every change of the facts below is a `site-update` row of the event log, with the changed
 * fields before and after; from those and the site as it is now, each day's facts follow. A
 * change counts from the day it was made (Stockholm) on: the day shows the facts as they stood
 * at its end.
 */
import { addDays } from "../dates";
import type { LedgerScope } from "./ledger";

/** The facts of a site an inspector reads, whose changes the event log keeps. */
export const SITE_FACT_FIELDS = ["name", "address", "skvId", "ledgerScope", "builderName", "builderOrgNumber"] as const;
export type SiteFactField = (typeof SITE_FACT_FIELDS)[number];

export interface SiteFacts {
  name: string;
  address: string;
  skvId: string | null;
  ledgerScope: LedgerScope;
  builderName: string | null;
  builderOrgNumber: string | null;
}

/** The event log's and the field's word for each fact (the site form's labels). */
export const SITE_FACT_LABELS: Readonly<Record<SiteFactField, string>> = {
  name: "Namn",
  address: "Adress",
  skvId: "Skatteverkets ID",
  ledgerScope: "Personalliggare",
  builderName: "Byggherre",
  builderOrgNumber: "Byggherrens org.nr",
};

/** One field's change, as a `site-update` event's `details.changes` holds it. */
export interface FactChange {
  before: unknown;
  after: unknown;
}

/** A `site-update` event as the history reads it: its day (Stockholm) and `details.changes`. */
export interface SiteChange {
  day: string;
  changes: Partial<Record<SiteFactField, FactChange>>;
}

/** The site's facts over a span of days; `from` null: since before any change, `to` null: still so. */
export interface SiteVersion {
  from: string | null;
  to: string | null;
  site: SiteFacts;
}

/** The facts of a site (its row or its answer). */
export function siteFactsOf(site: SiteFacts): SiteFacts {
  return {
    name: site.name,
    address: site.address,
    skvId: site.skvId,
    ledgerScope: site.ledgerScope,
    builderName: site.builderName,
    builderOrgNumber: site.builderOrgNumber,
  };
}

/** The fields whose values differ between `before` and `after`, each with both values. */
export function siteFactChanges(before: SiteFacts, after: SiteFacts): Partial<Record<SiteFactField, FactChange>> {
  const changes: Partial<Record<SiteFactField, FactChange>> = {};
  for (const field of SITE_FACT_FIELDS) if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
  return changes;
}

/**
 * The site's versions, oldest first, from the site as it is now and its changes oldest first:
 * each change's `before` gives the facts of the days before it. A day with several changes shows
 * the last one's values; with no change at all, one version without bounds.
 */
export function siteHistory(now: SiteFacts, changes: readonly SiteChange[]): SiteVersion[] {
  const versions: SiteVersion[] = [];
  let facts = siteFactsOf(now);
  let to: string | null = null;
  for (let i = changes.length - 1; i >= 0; i--) {
    const change = changes[i];
    if (!change) continue;
    // An earlier change of the same day as a later one gives no version: the day ends with the later.
    if (to === null || change.day <= to) {
      versions.push({ from: change.day, to, site: facts });
      to = addDays(change.day, -1);
    }
    const before: Partial<SiteFacts> = {};
    for (const [field, value] of Object.entries(change.changes)) {
      if ((SITE_FACT_FIELDS as readonly string[]).includes(field)) (before as Record<string, unknown>)[field] = value?.before ?? null;
    }
    facts = { ...facts, ...before };
  }
  versions.push({ from: null, to, site: facts });
  return versions.reverse();
}

const covers = (v: SiteVersion, day: string) => (v.from === null || v.from <= day) && (v.to === null || day <= v.to);

/** The site's facts on `day`. */
export function siteOn(history: readonly SiteVersion[], day: string): SiteFacts {
  const version = history.find((v) => covers(v, day)) ?? history[history.length - 1];
  if (!version) throw new Error("a site's history has at least one version");
  return version.site;
}

/** The versions of the days `from` to `to`, oldest first, each cut to the period: at least one. */
export function siteVersionsIn(history: readonly SiteVersion[], from: string, to: string): { from: string; to: string; site: SiteFacts }[] {
  const within = history
    .filter((v) => (v.from === null || v.from <= to) && (v.to === null || from <= v.to))
    .map((v) => ({ from: v.from === null || v.from < from ? from : v.from, to: v.to === null || v.to > to ? to : v.to, site: v.site }));
  return within.length > 0 ? within : [{ from, to, site: siteOn(history, to) }];
}
