import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium unless told otherwise; Playwright's own browser as the last resort. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium"];
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

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
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
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    // A fresh installation needs a server of its own; once is enough. Journeys tagged
    // @desktop are an admin's work at the office; the admin's screens are still checked on a
    // phone by admin.spec.ts (no sideways scroll), the axe scan of every tab, payroll and
    // working time.
    {
      name: "phone",
      testIgnore: /(first-admin|delivery|invitations)\.spec\.ts/,
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
});
