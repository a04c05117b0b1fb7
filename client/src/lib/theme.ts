import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

/** Also read by public/theme-init.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = "theme";

const listeners = new Set<() => void>();

export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

export function getTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage: the choice still holds for this page view.
  }
  applyTheme(theme);
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Another tab may have changed the theme: follow it when this one is shown again. Not a
  // 'storage' listener: Chromium opens the page's storage area when the first one is added,
  // a task of over 100 ms on a phone while the dashboard starts
  // (docs/decisions/2026-11-24-first-screen-rendering.md).
  const onShown = () => {
    if (document.visibilityState !== "visible") return;
    const stored = readStoredTheme();
    if (stored === getTheme()) return;
    applyTheme(stored);
    notify();
  };
  document.addEventListener("visibilitychange", onShown);
  return () => {
    listeners.delete(notify);
    document.removeEventListener("visibilitychange", onShown);
  };
}

/**
 * The theme lives on <html> (a class) and in localStorage, not in React state, so any
 * component can read it without a provider.
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => "light" as const);
  return { theme, setTheme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") };
}
