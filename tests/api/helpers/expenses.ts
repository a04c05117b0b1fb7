/**
 * Ersättningar in API tests (docs/product-rules.md §16): valid bodies of each kind, a finished
 * receipt upload, the stored rows and audit trail of an expense, and a locked pay period.
 */
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { auditLogs, expenseLines, expenses, payrollExports, uploadedObjects } from "../../../shared/schema";
import type { TestApp } from "./test-app";

/** A finished upload of `ownerId`, written straight to the database: its object path. */
export async function receiptOf(app: TestApp, ownerId: string): Promise<string> {
  const id = crypto.randomUUID();
  await app.database.db.insert(uploadedObjects).values({ id, ownerId, contentType: "image/jpeg", size: 100 });
  return `/objects/uploads/${id}`;
}

/** An utlägg of 250 kr with 50 kr VAT on `date`; `receipt` is an object path of the worker's. */
export function utlaggInput(receipt: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "utlagg",
    date: "2026-11-19",
    amount: "250,00",
    vat: "50",
    description: "Skruv och plugg, Bauhaus",
    receiptImageUrls: [receipt],
    ...overrides,
  };
}

/** A drive of 123 km. */
export function milInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { kind: "mil", date: "2026-11-18", km: 123, route: "Kontoret - Bygget Sjöboden, materialhämtning", ...overrides };
}

/**
 * A trip from Monday 16 November 08:00 to Wednesday 18 November 20:00: three whole days, two
 * nights, lunch free on the Tuesday.
 */
export function traktInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "trakt",
    departAt: "2026-11-16T08:00",
    returnAt: "2026-11-18T20:00",
    destination: "Bygget i Sundsvall",
    overnight: true,
    distanceOver50km: true,
    lodgingPaid: false,
    meals: [{ date: "2026-11-17", breakfast: false, lunch: true, dinner: false }],
    ...overrides,
  };
}

/** The stored row of an expense, or undefined when it is gone. */
export async function expenseRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(expenses).where(eq(expenses.id, id));
  return row;
}

/** The stored pay lines of an expense, in order. */
export async function storedLines(app: TestApp, id: string) {
  return app.database.db.select().from(expenseLines).where(eq(expenseLines.expenseId, id)).orderBy(asc(expenseLines.position));
}

/** How many expenses the database holds in all: a refused request changes nothing. */
export async function expenseCount(app: TestApp): Promise<number> {
  const result = await app.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM expenses`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The expense's audit actions, oldest first. */
export async function auditActions(app: TestApp, id: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, "expense"), eq(auditLogs.entityId, id)))
    .orderBy(asc(auditLogs.timestamp), asc(auditLogs.id));
  return rows.map((r) => r.action);
}

/** The expense's audit rows of one action. */
export async function auditRows(app: TestApp, id: string, action: string) {
  return app.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, "expense"), eq(auditLogs.entityId, id), eq(auditLogs.action, action)));
}

/** Locks a pay period as an export would, straight in the database; answers the export's id. */
export async function lockPeriod(app: TestApp, startDate: string, endDate: string): Promise<string> {
  const [row] = await app.database.db
    .insert(payrollExports)
    .values({ startDate, endDate, reportCount: 0, totalHours: "0", companyName: "Bygg AB", orgNumber: "556677-8899" })
    .returning({ id: payrollExports.id });
  return row.id;
}

export async function reopenPeriod(app: TestApp, exportId: string): Promise<void> {
  await app.database.db.update(payrollExports).set({ reopenedAt: new Date(), reopenReason: "Testet öppnar perioden" }).where(eq(payrollExports.id, exportId));
}
