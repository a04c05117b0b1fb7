import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The theme is nothing but the class `dark` on <html> (client/src/lib/theme.ts): toggled in place. */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * Waits for the screen at rest: no pointer hovering a button, nothing still loading (a part
 * that is fetching is dimmed and marked aria-busy), no dialog fading in, no colour still changing.
 */
export async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
}

/**
 * No serious or critical axe violation on the screen as it stands: every rule in the light
 * theme, then in the dark one the rules that read colours (the theme changes nothing else).
 * The screen is left in the theme it had.
 */
export async function expectNoSeriousAxe(page: Page, what: string): Promise<void> {
  const before: Theme = (await page.evaluate(() => document.documentElement.classList.contains("dark"))) ? "dark" : "light";
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await settle(page);
    // axe.run in the page itself, answering violations alone: the default (runPartial per frame,
    // finishRun in a blank page) carries every passing node across, and took 18 s against 3 s
    // here on the week grid of 40 workers. The app has no frames for it to miss
    // (decision 2026-11-24-axe-scans-in-the-page).
    const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
    const result = await (theme === "dark" ? axe.withRules(["color-contrast", "link-in-text-block"]) : axe).analyze();
    const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")}`),
      `axe on ${what}, ${theme}`,
    ).toEqual([]);
  }
  await setTheme(page, before);
}
