// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { applyTheme, THEME_STORAGE_KEY, useTheme } from "./theme";

function showPage(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
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
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("follows a theme another tab chose when this tab is shown again", () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("light");
    showPage("hidden");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(result.current.theme).toBe("light");
    act(() => showPage("visible"));
    expect(result.current.theme).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
