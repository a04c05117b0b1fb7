/**
 * A month of attested expenses for bench:payroll (docs/product-rules.md §16): per worker two
 * utlägg, four drives at a company rate above the tax-free one (MIL_FRI and MIL_SKT each) and
 * one three-day trip with hotel breakfasts, counted into pay lines by shared/domain as the
 * server counts them, and written in batches.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { DEFAULT_EXPENSE_RATES, kronorText, mileageLines, payLinesTotalOre, tripAllowance, utlaggLines, type PayLine } from "../shared/domain";
import { expenseLines, expenses, type NewExpenseRow } from "../shared/schema";
import type { Db } from "../server/db";

const RATES = { ...DEFAULT_EXPENSE_RATES, mileageRate: "30.00" };
const BATCH = 500;

type Planned = { row: NewExpenseRow & { id: string }; lines: PayLine[] };

function plan(workerId: string, n: number, projectIds: string[], month: string): Planned[] {
  const project = (k: number) => projectIds[(n + k) % projectIds.length];
  const day = (d: number) => `${month}-${String(d).padStart(2, "0")}`;
  const common = { workerId, status: "verified" as const };
  const planned: Planned[] = [];
  const add = (row: Omit<NewExpenseRow, "amount" | "workerId">, lines: PayLine[]) =>
    planned.push({ row: { ...common, ...row, id: randomUUID(), amount: kronorText(payLinesTotalOre(lines)) }, lines });

  for (const [d, ore] of [
    [5, 24_950 + n],
    [19, 1_290_00 + 7 * n],
  ]) {
    const lines = utlaggLines(ore, Math.floor(ore / 5));
    add(
      {
        kind: "utlagg",
        date: day(d),
        description: `Skruv, plugg & fogmassa nr ${n}`,
        vat: lines[0].vat,
        receiptImageUrls: ["/bench/kvitto.jpg"],
        projectId: project(d),
      },
      lines,
    );
  }
  for (const [i, d] of [6, 13, 20, 27].entries()) {
    const km = 20 + ((n * 7 + i * 13) % 180);
    add({ kind: "mil", date: day(d), km, description: "Kontoret - Bygget, materialhämtning", projectId: project(i) }, mileageLines(km, RATES));
  }
  const start = 12 + (n % 10);
  const trip = {
    departAt: `${day(start)}T07:00`,
    returnAt: `${day(start + 2)}T20:00`,
    overnight: true,
    distanceOver50km: true,
    lodgingPaid: n % 3 === 0,
    meals: [day(start + 1), day(start + 2)].map((date) => ({ date, breakfast: true, lunch: false, dinner: false })),
  };
  const allowance = tripAllowance(trip, RATES);
  add(
    {
      kind: "trakt",
      date: day(start),
      description: "Luleå, montage av stomme",
      ...trip,
      fullDays: allowance.fullDays,
      halfDays: allowance.halfDays,
      nights: allowance.nights,
    },
    allowance.lines,
  );
  return planned;
}

/** Seeds every worker's expenses for `month` (`YYYY-MM`); answers how many expenses and pay lines. */
export async function seedExpenses(db: Db, month: string): Promise<{ expenses: number; lines: number }> {
  const workers = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE role = 'worker' ORDER BY username`);
  const projects = await db.execute<{ id: string }>(sql`SELECT id FROM projects ORDER BY project_number`);
  const projectIds = projects.rows.map((p) => p.id);
  const all = workers.rows.flatMap((w, n) => plan(w.id, n + 1, projectIds, month));
  let lines = 0;
  for (let i = 0; i < all.length; i += BATCH) {
    const batch = all.slice(i, i + BATCH);
    const rows = batch.flatMap((p) =>
      p.lines.map((l, position) => ({
        expenseId: p.row.id,
        position: position + 1,
        payCode: l.code,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: l.amount,
        vat: l.vat,
      })),
    );
    await db.insert(expenses).values(batch.map((p) => p.row));
    await db.insert(expenseLines).values(rows);
    lines += rows.length;
  }
  return { expenses: all.length, lines };
}
