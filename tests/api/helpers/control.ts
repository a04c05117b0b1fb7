/**
 * A day on a samlad site for the control view's tests (docs/product-rules.md §15, "Kontroll"):
 * people who may and may not read it, entries of our workers and of another company, and each
 * kind of correction. Times are minutes from LEDGER_NOW (12:00 Stockholm, 18 November 2026).
 */
import { and, eq } from "drizzle-orm";
import Papa from "papaparse";
import { expect } from "vitest";
import { ledgerEvents } from "../../../shared/schema";
import type { LedgerEntry } from "../../../shared/types";
import { signedInAs } from "../../support/builders";
import type { TestClient } from "./http-client";
import { addSiteCompany, addSitePerson, giveIdentityNumber, LEDGER_NOW, minutesFrom, readySite, type TestClock } from "./ledger";
import type { TestApp } from "./test-app";

export const at = (minutes: number) => minutesFrom(LEDGER_NOW, minutes);

/** The reason of the struck entry: starts as a formula would, with a ';' and quotes inside. */
export const VOID_REASON = '=Fel person; "Bo" registrerades av misstag';

/**
 * Åsa checks in at 22:00 yesterday and forgets to check out; the platsansvarig adds her check-out
 * at 06:00 today. Piotr of another company is registered in at 07:30 (still there). Åsa is in at
 * 08:00, corrected to 07:55, and out at 11:00. Bo is registered in at 09:00 by mistake and struck.
 * `outsider` is a worker who may read the site (a project of it is open to everyone) but not its
 * control view.
 */
export async function controlDay(app: TestApp, clock: TestClock) {
  clock.now = LEDGER_NOW;
  const people = await signedInAs(app, {
    admin: "admin",
    boss: { role: "worker", fullName: "Per Platschef" },
    worker: { role: "worker", fullName: "Åsa Öberg" },
    bo: { role: "worker", fullName: "Bo Ek" },
    outsider: "worker",
    customer: "customer",
  });
  const identityNumber = await giveIdentityNumber(app, people.worker.user.id);
  const boNumber = await giveIdentityNumber(app, people.bo.user.id);
  const site = await readySite(people.admin.client, { ledgerScope: "site", responsibleIds: [people.boss.user.id] });
  const project = await app.createProject();
  expect((await people.admin.client.patch(`/api/sites/${site.id}`, { projectIds: [project.id] })).status).toBe(200);
  const companyId = await addSiteCompany(app, site.id);
  const piotr = await addSitePerson(app, site.id, companyId, "Piotr Nowak");
  const post = (client: TestClient, body: Record<string, unknown>) => client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, body);
  const correct = (client: TestClient, id: string, body: Record<string, unknown>) => client.post<LedgerEntry>(`/api/ledger/${id}/corrections`, body);

  clock.now = new Date(at(-14 * 60));
  const night = await post(people.worker.client, { kind: "in" });
  clock.now = new Date(at(1));
  const added = await correct(people.boss.client, night.body.id, { kind: "out", occurredAt: at(-6 * 60), reason: "Glömde checka ut efter nattskiftet" });
  clock.advance(1);
  const piotrIn = await post(people.boss.client, { kind: "in", personId: piotr.personId, occurredAt: at(-4 * 60 - 30) });
  const morning = await post(people.worker.client, { kind: "in", occurredAt: at(-4 * 60) });
  const boIn = await post(people.boss.client, { kind: "in", userId: people.bo.user.id, occurredAt: at(-3 * 60) });
  clock.advance(1);
  const out = await post(people.worker.client, { kind: "out", occurredAt: at(-60) });
  const morningFix = await correct(people.admin.client, morning.body.id, { occurredAt: at(-4 * 60 - 5), reason: "Kom fem minuter tidigare" });
  const boVoid = await correct(people.admin.client, boIn.body.id, { void: true, reason: VOID_REASON });
  const all = { night, added, piotrIn, morning, boIn, out, morningFix, boVoid };
  for (const [name, r] of Object.entries(all)) if (r.status !== 201) throw new Error(`${name}: ${r.status} ${r.text}`);
  clock.now = LEDGER_NOW;
  const ids = Object.fromEntries(Object.entries(all).map(([k, r]) => [k, r.body.id])) as Record<keyof typeof all, string>;
  return { ...people, site, project, companyId, piotr, identityNumber, boNumber, ids };
}

export type ControlDay = Awaited<ReturnType<typeof controlDay>>;

/** The rows of a CSV, BOM dropped, parsed as Swedish Excel reads it: ';' and CRLF. */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const result = Papa.parse<string[]>(text.slice(1), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

/** How many rows of each action the site's event log holds. */
export async function eventCounts(app: TestApp, siteId: string): Promise<Record<string, number>> {
  const rows = await app.database.db.select({ action: ledgerEvents.action }).from(ledgerEvents).where(eq(ledgerEvents.siteId, siteId));
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.action] = (counts[r.action] ?? 0) + 1;
  return counts;
}

/** The site's events of one action, oldest first. */
export async function eventsOf(app: TestApp, siteId: string, action: string) {
  return app.database.db
    .select()
    .from(ledgerEvents)
    .where(and(eq(ledgerEvents.siteId, siteId), eq(ledgerEvents.action, action)))
    .orderBy(ledgerEvents.id);
}

/** `counts` with `more` added: the expected counts after a call. */
export function plus(counts: Record<string, number>, more: Record<string, number>): Record<string, number> {
  const sum = { ...counts };
  for (const [k, n] of Object.entries(more)) sum[k] = (sum[k] ?? 0) + n;
  return sum;
}
