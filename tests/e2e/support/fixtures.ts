import crypto from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { signInAdmin } from "./accounts";

/**
 * A client address of the test's own, sent as X-Forwarded-For (the e2e server trusts the
 * loopback proxy): docs/product-rules.md §13's per-address limits then count one test's sign-ups, as they
 * would count one person's, instead of every journey of the run from 127.0.0.1.
 */
export function clientAddressHeaders(): Record<string, string> {
  const info = base.info();
  const [a, b, c] = crypto.createHash("sha256").update(`${info.testId}:${info.repeatEachIndex}:${info.retry}`).digest();
  return { "X-Forwarded-For": `10.${a}.${b}.${c}` };
}

/**
 * The server address comes from the global setup through the environment, which is set
 * after the config was read: so the fixtures read it here.
 */
function serverUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the tests through playwright.config.ts");
  return url;
}

export const test = base.extend<object, { adminApi: APIRequestContext }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  baseURL: async ({}, use) => {
    await use(serverUrl());
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  extraHTTPHeaders: async ({}, use) => {
    await use(clientAddressHeaders());
  },
  /**
   * The demo admin's requests, signed in once per test worker: what a journey sets up through
   * the API where the admin's screen is not the point (projects, users, attests).
   */
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({
        baseURL: serverUrl(),
        extraHTTPHeaders: { "X-Forwarded-For": `10.255.${workerInfo.workerIndex % 256}.1` },
      });
      await signInAdmin(api);
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

export { expect };

/**
 * Screenshots are for a person to open and look at (README, "Test it"), never compared:
 * they are taken only when E2E_SCREENSHOTS=1, so that a plain `npm test` spends no time on
 * pictures nobody opens.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";

/** Playwright makes the folder of `path` itself. */
export async function picture(page: Page, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (screenshotsWanted) await page.screenshot(options);
}

/**
 * The builders every test suite shares (tests/support/builders), by relative path: Playwright
 * does not know the `@tests` alias. `uniqueEmail` keeps parallel projects from colliding.
 */
export { absenceInput, reportInput, shortTag, uniqueEmail, uniqueSuffix } from "../../support/builders/inputs";

/**
 * Scrolls to the end of the page, as a worker does on a phone to reach the PDF card and
 * 'Stängda veckor': the dashboard makes them only when they come near the view.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Signs the page in as the demo admin over HTTP, opens /admin and waits for the admin's first screen. */
export async function openAsAdmin(page: Page): Promise<void> {
  await signInAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: /Arbetare/ })).toBeVisible();
}

/**
 * A small real image, drawn by the browser itself (the upload checks a file's first bytes):
 * 48×32 in `colour`, with a white square so no two colours make the same file by chance.
 */
export async function drawImage(page: Page, type: "image/png" | "image/jpeg", colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement("canvas");
      canvas.width = 48;
      canvas.height = 32;
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no canvas");
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, 48, 32);
      ctx.fillStyle = "#fff";
      ctx.fillRect(8, 8, 16, 16);
      return canvas.toDataURL(mime);
    },
    [type, colour] as const,
  );
  return Buffer.from(dataUrl.split(",")[1], "base64");
}
