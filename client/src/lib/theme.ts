import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

/** Also read by public/theme-init.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = "theme";

/** The phone's or computer's own setting, followed until the person picks a theme. */
const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

const listeners = new Set<() => void>();

/** The theme the person picked with the toggle; null while none is stored (the system's then). */
export function readStoredTheme(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "dark" || stored === "light" ? stored : null;
  } catch {
    return null;
  }
}

function systemDark(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(SYSTEM_DARK_QUERY) : null;
}

/** What the device asks for (`prefers-color-scheme`); light where it cannot say. */
export function systemTheme(): Theme {
  return systemDark()?.matches ? "dark" : "light";
}

/** The theme to show: the stored pick, else the system's. As public/theme-init.js decides it. */
export function preferredTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

export function getTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Shows `preferredTheme()` and tells the hooks, if it changed what is shown. */
function showPreferred(): void {
  const preferred = preferredTheme();
  if (preferred === getTheme()) return;
  applyTheme(preferred);
  listeners.forEach((notify) => notify());
}

/** The person's pick: kept in localStorage, so the system's setting no longer decides. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage: the choice still holds for this page view.
  }
  applyTheme(theme);
  listeners.forEach((notify) => notify());
}

let following: (() => void) | null = null;

/**
 * Applies the preferred theme now (public/theme-init.js normally did already) and follows the
 * system's setting live while no pick is stored: a phone that turns dark at sunset turns the
 * app dark too. Once for the page, from main.tsx; returns the way to stop (for tests).
 */
export function followSystemTheme(): () => void {
  applyTheme(preferredTheme());
  if (following) return following;
  const query = systemDark();
  const onChange = () => showPreferred();
  query?.addEventListener("change", onChange);
  following = () => {
    query?.removeEventListener("change", onChange);
    following = null;
  };
  return following;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Another tab may have changed the theme: follow it when this one is shown again. Not a
  // 'storage' listener: Chromium opens the page's storage area when the first one is added,
  // a task of over 100 ms on a phone while the dashboard starts
  // (docs/decisions/2026-11-24-first-screen-rendering.md).
  const onShown = () => {
    if (document.visibilityState === "visible") showPreferred();
  };
  document.addEventListener("visibilitychange", onShown);
  return () => {
    listeners.delete(notify);
    document.removeEventListener("visibilitychange", onShown);
  };
}

/**
 * The theme lives on <html> (a class) and in localStorage, not in React state, so any
 * component can read it without a provider. Until the person picks one it is the system's
 * (`prefers-color-scheme`, followed live by `followSystemTheme`); the pick is kept.
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => "light" as const);
  return { theme, setTheme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") };
}
