// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, followSystemTheme, THEME_STORAGE_KEY, useTheme } from "./theme";

function showPage(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

/** A device whose `prefers-color-scheme` is dark or light, and can change while the page is open. */
function fakeSystem(dark: boolean) {
  const changeListeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: "(prefers-color-scheme: dark)",
    addEventListener: (_type: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => changeListeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn((media: string) => (media === query.media ? query : { matches: false, media, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  return {
    set(nowDark: boolean) {
      dark = nowDark;
      changeListeners.forEach((listener) => listener());
    },
    listening: () => changeListeners.size,
  };
}

const isDark = () => document.documentElement.classList.contains("dark");
let stopFollowing: (() => void) | null = null;

beforeEach(() => {
  localStorage.clear();
  applyTheme("light");
});

afterEach(() => {
  stopFollowing?.();
  stopFollowing = null;
  vi.unstubAllGlobals();
  localStorage.clear();
  applyTheme("light");
  showPage("visible");
});

describe("useTheme", () => {
  it("stores the choice and puts it on <html>", () => {
    const { result } = renderHook(() => useTheme());
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("follows a theme another tab chose when this tab is shown again", () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("light");
    showPage("hidden");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(result.current.theme).toBe("light");
    act(() => showPage("visible"));
    expect(result.current.theme).toBe("dark");
    expect(isDark()).toBe(true);
  });
});

describe("the system's theme", () => {
  it("is shown while no theme is picked, and followed live when the device changes", () => {
    const system = fakeSystem(true);
    stopFollowing = followSystemTheme();
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("dark");
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    act(() => system.set(false));
    expect(result.current.theme).toBe("light");
    expect(isDark()).toBe(false);
    act(() => system.set(true));
    expect(result.current.theme).toBe("dark");
  });

  it("gives way to the person's pick, which is kept and no longer follows the device", () => {
    const system = fakeSystem(false);
    stopFollowing = followSystemTheme();
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("light");
    act(() => result.current.setTheme("light"));
    act(() => system.set(true));
    // Picked light: the device's dark changes nothing.
    expect(result.current.theme).toBe("light");
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");

    // A new page view: the stored pick wins over the system's dark.
    stopFollowing();
    applyTheme("dark");
    stopFollowing = followSystemTheme();
    expect(isDark()).toBe(false);
  });

  it("listens to the device once per page, however often it is started", () => {
    const system = fakeSystem(false);
    stopFollowing = followSystemTheme();
    followSystemTheme();
    expect(system.listening()).toBe(1);
    stopFollowing();
    stopFollowing = null;
    expect(system.listening()).toBe(0);
  });

  it("is light where the browser cannot say (no matchMedia)", () => {
    vi.stubGlobal("matchMedia", undefined);
    stopFollowing = followSystemTheme();
    expect(isDark()).toBe(false);
  });
});

describe("public/theme-init.js, before the first paint", () => {
  const script = readFileSync(resolve("client/public/theme-init.js"), "utf8");
  const run = () => new Function(script)();

  it("shows the system's dark while no theme is picked, and the pick once there is one", () => {
    fakeSystem(true);
    run();
    expect(isDark()).toBe(true);

    applyTheme("light");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    run();
    expect(isDark()).toBe(false);

    fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(isDark()).toBe(true);
  });

  it("stays light on a light system without a pick, and without matchMedia", () => {
    fakeSystem(false);
    run();
    expect(isDark()).toBe(false);
    vi.stubGlobal("matchMedia", undefined);
    run();
    expect(isDark()).toBe(false);
  });
});
