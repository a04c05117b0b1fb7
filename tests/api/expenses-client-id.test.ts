/**
 * A queued expense sent again (docs/product-rules.md §12, §16): POST /api/expenses with a
 * `clientId` the same worker already used answers 200 with the first expense instead of filing
 * another, also when two sends race; another worker's equal id is its own expense.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Expense, ExpenseList } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { milInput, receiptOf, utlaggInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

async function countByClientId(clientId: string): Promise<number> {
  const rows = await app.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM expenses WHERE client_id = ${clientId}`);
  return Number(rows.rows[0]?.n ?? 0);
}

describe("POST /api/expenses with clientId", () => {
  it("files once: a second send after a lost answer gets the first expense with 200, unchanged", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const receipt = await receiptOf(app, worker.user.id);
    const clientId = crypto.randomUUID();
    const first = await worker.client.post<Expense>("/api/expenses", { ...utlaggInput(receipt), clientId });
    expect(first.status).toBe(201);
    const again = await worker.client.post<Expense>("/api/expenses", { ...utlaggInput(receipt, { amount: "999" }), clientId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countByClientId(clientId)).toBe(1);
    expect((await worker.client.get<ExpenseList>("/api/expenses")).body.items.map((e) => e.id)).toEqual([first.body.id]);
  });

  it("files once when two sends race", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const body = { ...milInput(), clientId: crypto.randomUUID() };
    const answers = await Promise.all([worker.client.post<Expense>("/api/expenses", body), worker.client.post<Expense>("/api/expenses", body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect(await countByClientId(body.clientId)).toBe(1);
  });

  it("keeps each worker's ids apart, and refuses an id that is not a uuid", async () => {
    const { anna, bo } = await signedInAs(app, { anna: "worker", bo: "worker" });
    const body = { ...milInput(), clientId: crypto.randomUUID() };
    const annas = await anna.client.post<Expense>("/api/expenses", body);
    const bos = await bo.client.post<Expense>("/api/expenses", body);
    expect([annas.status, bos.status]).toEqual([201, 201]);
    expect(annas.body.id).not.toBe(bos.body.id);
    expect(bos.body.workerId).toBe(bo.user.id);

    const bad = await anna.client.post<{ errors?: Record<string, string> }>("/api/expenses", { ...body, clientId: "inte-ett-id" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.clientId).toBe("Ogiltigt klient-id");
  });
});
