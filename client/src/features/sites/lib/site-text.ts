import type { Site } from "@shared/types";

/** 'Brf Kajen, 556677-8899', the name alone, or null when no byggherre is given. */
export function builderText(site: Pick<Site, "builderName" | "builderOrgNumber">): string | null {
  const parts = [site.builderName, site.builderOrgNumber].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(", ") : null;
}

/** The address the site's QR poster opens: the check-in card for that site (docs/product-rules.md §15). */
export function checkinUrl(origin: string, siteId: string): string {
  return `${origin}/checkin/${encodeURIComponent(siteId)}`;
}
