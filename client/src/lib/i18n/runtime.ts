/**
 * The active language of the screens and their messages (docs/i18n.md,
 * docs/decisions/2026-11-29-lingui-without-macros.md). One Lingui instance holds the catalogs
 * loaded so far; a screen asks for its area's messages with `useT(catalog)`, passing the
 * Swedish catalog it imports, so Swedish comes in the screen's own chunk and never costs a
 * request. Another language's catalog of an area is fetched the first time that language
 * shows that area (the first screen's areas before the first render, client/src/main.tsx),
 * and a change of language waits for every area in use before it happens, so the screen
 * switches at once, without a reload and without a loader. A screen whose area is not there
 * yet in the language (a lazy screen opened for the first time) shows Swedish until it comes,
 * rather than suspending: a component that suspended in one language and rendered in another
 * would break React's rules for use().
 */
import { setupI18n } from "@lingui/core";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { areaOf } from "@shared/i18n/areas";
import { loadDateNames, SWEDISH_DATE_NAMES, type DateNames } from "@shared/i18n/date-names";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shared/i18n/locales";
import type { Messages, ValuesOf } from "@shared/i18n/messages";

// Every language starts with no messages, so that activating one before its first area is
// loaded is not a missing catalog.
const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: Object.fromEntries(LOCALES.map((locale) => [locale, {}])) });
/** Swedish only: what a screen says while its area's catalog in the active language is on its way. */
const swedish = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** Every catalog but the Swedish ones (which the screens import), each its own chunk. */
const CATALOGS = import.meta.glob<Messages>(["../../../../shared/i18n/catalogs/*/*.ts", "!../../../../shared/i18n/catalogs/*/sv.ts"], {
  import: "default",
});

let active: Locale = DEFAULT_LOCALE;
let dateNames: DateNames = SWEDISH_DATE_NAMES;
/** The last language asked for: an earlier choice still loading does not win over it. */
let requested: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
/** `sv:auth`, `pl:auth`, …: what Lingui holds. */
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** The areas the screens have asked for: a change of language loads them all first. */
const used = new Set<string>();

function loadArea(locale: Locale, area: string): Promise<void> {
  const key = `${locale}:${area}`;
  // Swedish comes with the screen that uses it (registerSwedish).
  if (locale === "sv" || loaded.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    const load = CATALOGS[`../../../../shared/i18n/catalogs/${area}/${locale}.ts`];
    if (!load) return Promise.reject(new Error(`no catalog ${area}/${locale}`));
    promise = load().then((messages) => {
      i18n.load(locale, messages);
      loaded.add(key);
    });
    // A failed fetch (offline, a new build) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

function registerSwedish(source: Messages): string {
  const area = areaOf(source);
  if (!loaded.has(`sv:${area}`)) {
    i18n.load("sv", source);
    swedish.load("sv", source);
    loaded.add(`sv:${area}`);
    used.add(area);
  }
  return area;
}

/**
 * Makes `locale` the screens' language once the catalogs of every area in use (and `areas`,
 * those the next screen needs) are there, and its weekday and month names unless `withDates`
 * is false (the signed-out screens show no dates: the login then fetches no date-fns locale);
 * `<html lang>` follows. Resolves when it is done, or when a later call has taken over.
 */
export async function activateLocale(locale: Locale, areas: readonly string[] = [], withDates = true): Promise<void> {
  requested = locale;
  const wanted = new Set([...used, ...areas]);
  const [names] = await Promise.all([withDates ? loadDateNames(locale) : null, ...[...wanted].map((area) => loadArea(locale, area))]);
  if (requested !== locale) return;
  i18n.activate(locale);
  active = locale;
  if (names) dateNames = names;
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  notify();
}

function notify(): void {
  snapshot = { locale: active };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new object on every change (a language, a catalog come), which is what re-renders the screens. */
let snapshot = { locale: active };
const activeSnapshot = () => snapshot;

/** The language the screens are in now. */
export function currentLocale(): Locale {
  return active;
}

/** The active language, re-rendering the component when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeSnapshot, activeSnapshot).locale;
}

/**
 * The weekday and month names of the active language (shared/i18n/format.ts). Not fetched yet
 * (the language was chosen signed out): Swedish's until they come, and the screens render again.
 */
export function currentDateNames(): DateNames {
  if (dateNames.locale !== active) {
    const locale = active;
    loadDateNames(locale).then(
      (names) => {
        if (active !== locale || dateNames.locale === locale) return;
        dateNames = names;
        notify();
      },
      () => undefined,
    );
  }
  return dateNames;
}

/** `t(id)`, or `t(id, values)` when the message has arguments: the type checker holds both to the Swedish text. */
export type Translate<Source extends Messages> = <Id extends keyof Source & string>(id: Id, ...values: ValuesOf<Source[Id]>) => string;

/**
 * The messages of one area in the active language. `source` is the area's Swedish catalog,
 * imported by the screen: `const t = useT(authSv); t("auth.login.title")`. The first time a
 * language other than Swedish shows the area, the component suspends while its catalog comes.
 */
export function useT<Source extends Messages>(source: Source): Translate<Source> {
  const locale = useLocale();
  const area = registerSwedish(source);
  const ready = loaded.has(`${locale}:${area}`);
  useEffect(() => {
    if (ready) return;
    // When it comes, the screens render again (in this language, if it is still the one).
    loadArea(locale, area).then(notify, () => undefined);
  }, [ready, locale, area]);
  return useMemo(() => translatorOf<Source>(ready ? locale : DEFAULT_LOCALE), [ready, locale]);
}

/** A new function for each language, so that what a component memoises on `t` is made again on a change. */
function translatorOf<Source extends Messages>(locale: Locale): Translate<Source> {
  const instance = locale === i18n.locale ? i18n : swedish;
  const t = (id: string, values?: Record<string, string | number>) => instance._(id, values);
  return Object.assign(t, { locale }) as unknown as Translate<Source>;
}

/**
 * The messages of one area in the active language outside a component (a form's check,
 * client/src/lib/i18n/form-messages.ts): waits for the area's catalog in that language, and
 * says Swedish should it not come (offline on a language not fetched yet).
 */
export async function translatorNow<Source extends Messages>(source: Source): Promise<Translate<Source>> {
  const area = registerSwedish(source);
  const locale = active;
  await loadArea(locale, area).catch(() => undefined);
  return translatorOf<Source>(loaded.has(`${locale}:${area}`) ? locale : DEFAULT_LOCALE);
}
