import { formatDate, LEDGER_SCOPE_LABELS, type LedgerScope } from "@shared/domain";
import type { Site } from "@shared/types";

/** The form's two choices, each with what it means for who is entered (the words of a scope: LEDGER_SCOPE_LABELS). */
export const LEDGER_SCOPE_CHOICES: { value: LedgerScope; label: string; hint: string }[] = [
  {
    value: "own",
    label: LEDGER_SCOPE_LABELS.own,
    hint: "Vi är entreprenör på platsen. Liggaren omfattar vår egen personal.",
  },
  {
    value: "site",
    label: `${LEDGER_SCOPE_LABELS.site} (vi är byggherre eller har tagit över ansvaret)`,
    hint: "Liggaren omfattar alla som arbetar på platsen, även andra företags personal, som platsansvarig registrerar.",
  },
];

/** The readiness line of a site with nothing missing. */
export const READY_TEXT = "Redo för incheckning";

/** '1 sep. 2026 – 30 juni 2027' as the project cards write dates, or 'Från 1 sep. 2026, tills vidare' without an end. */
export function periodText(site: Pick<Site, "startDate" | "endDate">): string {
  const start = formatDate(site.startDate, "short");
  return site.endDate ? `${start} – ${formatDate(site.endDate, "short")}` : `Från ${start}, tills vidare`;
}

/** 'Brf Kajen, 556677-8899', the name alone, or null when no byggherre is given. */
export function builderText(site: Pick<Site, "builderName" | "builderOrgNumber">): string | null {
  const parts = [site.builderName, site.builderOrgNumber].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(", ") : null;
}

/** The address the site's QR poster opens: the check-in card for that site (docs/product-rules.md §15). */
export function checkinUrl(origin: string, siteId: string): string {
  return `${origin}/checkin/${encodeURIComponent(siteId)}`;
}
