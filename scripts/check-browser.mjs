// Runs first in `npm test`: the browser journeys need Chromium, and finding out after
// minutes of unit and API tests (with advice to download one, which cannot work offline)
// helps nobody. Same search order as playwright.config.ts.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium", chromium.executablePath()];
if (!candidates.some((p) => p && fs.existsSync(p))) {
  console.error(
    "No Chromium for the browser tests: install Debian's package (apt-get install -y chromium-headless-shell) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
