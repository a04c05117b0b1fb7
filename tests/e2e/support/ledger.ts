import type { APIRequestContext, Browser } from "@playwright/test";
import { luhnCheckDigit } from "../../../shared/domain";
import type { Locale } from "../../../shared/i18n/locales";
import { createWorker, signInAdmin, signUpWorkerWith, type Account, type Session } from "./accounts";
import { clientAddressHeaders, expect } from "./fixtures";

/**
 * What the personalliggare's journeys (docs/product-rules.md §15) set up through the API where
 * the screen is not the point: the admin's phone, our company's settings and workers with an
 * identity number.
 */

/** The phone every ledger journey is walked on: the phone project's size, in Stockholm. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: "sv-SE",
  timezoneId: "Europe/Stockholm",
} as const;

/** A valid personnummer no other run has used: a birth date and serial from a random number. */
export function personnummer(): string {
  const n = Math.floor(Math.random() * 9_000_000);
  const birth = new Date(Date.UTC(1960, 0, 1) + (n % 14_000) * 86_400_000);
  const date = birth.toISOString().slice(0, 10).replaceAll("-", "");
  const serial = String(Math.floor(n / 14_000) % 1000).padStart(3, "0");
  return `${date}-${serial}${luhnCheckDigit(`${date.slice(2)}${serial}`)}`;
}

/** A phone's browser context with the demo admin signed in: its pages are the admin's screens. */
export async function adminContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders(), ...PHONE });
  await signInAdmin(context);
  return context;
}

/**
 * Our company's name and org number, which the ledger needs before the first check-in; others'
 * settings are kept. Returns the company as the ledger then names it.
 */
export async function ensureOurCompany(api: APIRequestContext): Promise<{ name: string; orgNumber: string }> {
  const current = (await (await api.get("/api/settings/payroll")).json()) as { companyName: string; orgNumber: string };
  if (current.companyName && current.orgNumber) return { name: current.companyName, orgNumber: current.orgNumber };
  const saved = await api.put("/api/settings/payroll", { data: { ...current, companyName: "Demobygg AB", orgNumber: "556677-8899" } });
  expect(saved.status()).toBe(200);
  return { name: "Demobygg AB", orgNumber: "556677-8899" };
}

export type LedgerWorker = Account & { identityNumber: string };

/**
 * A worker with a personnummer of its own: signed in on `session` when given (support/accounts.ts),
 * else made by the admin for one who signs in later or never opens the app; `locale` is the
 * language the admin gives the worker (Swedish when left out).
 */
export async function ledgerWorker(admin: APIRequestContext, fullName: string, session?: Session, locale?: Locale): Promise<LedgerWorker> {
  const identityNumber = personnummer();
  const account = session
    ? await signUpWorkerWith(session, admin, { fullName }, { identityNumber, locale })
    : await createWorker(admin, { fullName }, { identityNumber, locale });
  return { ...account, identityNumber };
}
