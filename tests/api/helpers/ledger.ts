/**
 * Set-up for the personalliggare's API tests (docs/product-rules.md §15): a ready site, an
 * identity number per call, people of other companies written straight to the database (their
 * endpoints are another module's), and a clock the test moves.
 */
import { eq } from "drizzle-orm";
import { luhnCheckDigit } from "../../../shared/domain";
import { siteCompanies, sitePeople, users } from "../../../shared/schema";
import type { Site } from "../../../shared/types";
import { payrollSettingsInput, siteInput, VALID_ORG_NUMBER } from "../../support/builders";
import type { TestClient } from "./http-client";
import type { TestApp } from "./test-app";

/** Wednesday 18 November 2026, 12:00 in Stockholm. */
export const LEDGER_NOW = new Date("2026-11-18T11:00:00Z");

/** The business clock of one test file: `useTestApp({ now: () => clock.now })`, reset before each test. */
export interface TestClock {
  now: Date;
  /** Moves the clock on by `minutes` and gives the new time. */
  advance(minutes: number): Date;
}

export function testClock(start: Date = LEDGER_NOW): TestClock {
  const clock: TestClock = {
    now: start,
    advance(minutes) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
      return clock.now;
    },
  };
  return clock;
}

/** An instant `minutes` from `from` (negative: before), as the API takes it. */
export function minutesFrom(from: Date, minutes: number): string {
  return new Date(from.getTime() + minutes * 60_000).toISOString();
}

let serial = 0;

/** A valid personnummer not given before in this process: born 1980-1989, its own serial and check digit. */
export function newIdentityNumber(): string {
  serial += 1;
  const year = 1980 + (Math.floor(serial / 999) % 10);
  const nine = `${String(year).slice(2)}0315${String((serial % 999) + 1).padStart(3, "0")}`;
  return `${year}0315-${nine.slice(6)}${luhnCheckDigit(nine)}`;
}

/** Gives a user an identity number in the database, as the admin's user form would. */
export async function giveIdentityNumber(app: TestApp, userId: string, identityNumber = newIdentityNumber()): Promise<string> {
  await app.database.db.update(users).set({ identityNumber }).where(eq(users.id, userId));
  return identityNumber;
}

export const OUR_COMPANY = { name: payrollSettingsInput().companyName, orgNumber: VALID_ORG_NUMBER };

/** Sets our company in the payroll settings and makes a site that takes entries today. */
export async function readySite(admin: TestClient, overrides: Record<string, unknown> = {}): Promise<Site> {
  const settings = await admin.put("/api/settings/payroll", payrollSettingsInput());
  if (settings.status !== 200) throw new Error(`payroll settings: ${settings.status} ${settings.text}`);
  const created = await admin.post<Site>("/api/sites", siteInput({ name: `Kv. Kajen ${++serial}`, ...overrides }));
  if (created.status !== 201) throw new Error(`site: ${created.status} ${created.text}`);
  return created.body;
}

/** Two other companies with valid org numbers, for a samlad site. */
export const OTHER_COMPANIES = {
  ror: { name: "Rör & Svets i Mälardalen AB", orgNumber: "559012-3450" },
  el: { name: "El-Kraft Väst AB", orgNumber: "556123-4567" },
} as const;

/** A company of a samlad site, written straight to the database (its endpoint is another module's). */
export async function addSiteCompany(app: TestApp, siteId: string, company: { name: string; orgNumber: string } = OTHER_COMPANIES.ror): Promise<string> {
  const [row] = await app.database.db
    .insert(siteCompanies)
    .values({ siteId, ...company })
    .returning();
  if (!row) throw new Error("site company not inserted");
  return row.id;
}

/** A person of a company of the site, written straight to the database. */
export async function addSitePerson(
  app: TestApp,
  siteId: string,
  companyId: string,
  fullName = "Piotr Nowak",
): Promise<{ personId: string; identityNumber: string }> {
  const identityNumber = newIdentityNumber();
  const [person] = await app.database.db.insert(sitePeople).values({ siteId, companyId, fullName, identityNumber }).returning();
  if (!person) throw new Error("site person not inserted");
  return { personId: person.id, identityNumber };
}
