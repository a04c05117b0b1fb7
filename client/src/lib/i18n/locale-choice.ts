/**
 * Which language a signed-out screen shows (docs/product-rules.md §17): the one chosen on the
 * login screen, remembered in this browser; else the browser's first language that is one of
 * ours; else Swedish. Signed in, the user's `locale` decides instead (app/locale-sync.tsx).
 */
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from "@shared/i18n/locales";

export const LOCALE_STORAGE_KEY = "locale";

export function rememberedLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice lasts as long as the page.
  }
}

/** The browser's languages, best first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export function signedOutLocale(): Locale {
  return rememberedLocale() ?? matchLocale(browserLanguages()) ?? DEFAULT_LOCALE;
}
