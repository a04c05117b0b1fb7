import { test as base, expect } from "@playwright/test";

/**
 * The server address comes from the global setup through the environment, which is set
 * after the config was read: so the baseURL fixture reads it here.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the tests through playwright.config.ts");
    await use(url);
  },
});

export { expect };

/** A unique e-mail per test run and project, so parallel projects never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.se`;
}
