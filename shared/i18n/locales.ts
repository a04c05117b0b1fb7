/**
 * The languages of the product (docs/i18n.md): the one list. Adding a language is one entry
 * here and one catalog per area in shared/i18n/catalogs/<area>/ (the test beside them fails
 * until every area has it).
 */
export const LOCALES = ["sv", "en", "pl"] as const;

export type Locale = (typeof LOCALES)[number];

/** Swedish: the spec's texts, a user created without `locale`, and the fallback. */
export const DEFAULT_LOCALE: Locale = "sv";

/** Each language by its own name, as the language menus show it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  sv: "Svenska",
  en: "English",
  pl: "Polski",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of `tags` (BCP 47, best first: `navigator.languages`, or an Accept-Language header
 * already sorted by weight) whose language is one of ours: `pl-PL` → `pl`, `en-GB` → `en`.
 * None of them (or only `*`) → undefined.
 */
export function matchLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    // Norwegian Bokmål and Nynorsk readers are not Swedish ones; only `sv` means Swedish.
    if (isLocale(language)) return language;
  }
  return undefined;
}
