import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's headless shell unless told otherwise (the same Blink without the browser's window
 * and profile machinery: about a quarter less CPU for the journeys), then Debian's Chromium;
 * Playwright's own browser as the last resort
 * (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md).
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/**
 * Journeys that change a setting of the whole installation (approvals.spec.ts turns the
 * arbetsledare's approval on, docs/product-rules.md §18): they run alone, once every other
 * journey is done, so that no other journey meets the setting.
 */
const SERIAL = /approvals\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  // Two workers share the servers: the journeys keep apart by their own people and months
  // (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md). E2E_WORKERS=1 for one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    trace: "off",
    screenshot: "only-on-failure",
    acceptDownloads: true,
    launchOptions,
  },
  projects: [
    // Every journey but those that belong on a phone alone.
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      testIgnore: SERIAL,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // The worker's journeys, tagged @phone (also on the desktop) or @phone-only: the admin's
    // work at the office is not walked again at a phone's size
    // (docs/decisions/2026-11-28-journeys-that-only-a-browser-can-prove.md).
    {
      name: "phone",
      grep: /@phone/,
      testIgnore: SERIAL,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
    // SERIAL's journeys, after the others; each opens its phone's and its desktop's pages itself.
    {
      name: "serial",
      testMatch: SERIAL,
      dependencies: ["desktop", "phone"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
