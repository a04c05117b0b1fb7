/**
 * Entries sent again and sent at once (docs/product-rules.md §15 and §8): a `clientId` the
 * recorder already used returns the first entry with 200, also when both sends arrive
 * together; two check-ins of one person at once give one entry and one 409. Run on both the
 * embedded database and PostgreSQL (TEST_DATABASE_URL).
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, minutesFrom, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

type ErrorBody = { message: string; errors?: Record<string, string> };

async function entriesOf(userId: string): Promise<number> {
  const rows = await app.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = ${userId}`);
  return Number(rows.rows[0]?.n ?? 0);
}

async function ready() {
  const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Åsa Öberg" } });
  await giveIdentityNumber(app, worker.user.id);
  const site = await readySite(admin.client);
  return { admin, worker, path: `/api/sites/${site.id}/ledger` };
}

describe("clientId", () => {
  it("a queued entry sent again gets the first entry with 200, though the person's state has moved on", async () => {
    const { worker, path } = await ready();
    const clientId = crypto.randomUUID();
    const body = { kind: "in", occurredAt: minutesFrom(LEDGER_NOW, -30), clientId };
    const first = await worker.client.post<LedgerEntry>(path, body);
    expect(first.status).toBe(201);
    clock.advance(49 * 60);
    // Two days later the phone, which never saw the answer, sends it again.
    const again = await worker.client.post<LedgerEntry>(path, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await entriesOf(worker.user.id)).toBe(1);
  });

  it("is the recorder's own: another's equal id makes its own entry; a refused entry is not remembered", async () => {
    const { admin, worker, path } = await ready();
    const { mate } = await signedInAs(app, { mate: "worker" });
    await giveIdentityNumber(app, mate.user.id);
    const clientId = crypto.randomUUID();
    const mine = await worker.client.post<LedgerEntry>(path, { kind: "in", clientId });
    const theirs = await mate.client.post<LedgerEntry>(path, { kind: "in", clientId });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);

    const refusedId = crypto.randomUUID();
    const refused = await worker.client.post<ErrorBody>(path, { kind: "in", clientId: refusedId });
    expect(refused.status).toBe(409);
    clock.advance(60);
    const fixed = await worker.client.post<LedgerEntry>(path, { kind: "out", clientId: refusedId });
    expect(fixed.status).toBe(201);
    expect(fixed.body.kind).toBe("out");

    const bad = await admin.client.post<ErrorBody>(path, { kind: "in", clientId: "inte-ett-id" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.clientId).toBe("Ogiltigt klient-id");
  });

  it("two sends of one queued entry at once make one entry", async () => {
    const { worker, path } = await ready();
    const body = { kind: "in", clientId: crypto.randomUUID() };
    const answers = await Promise.all([worker.client.post<LedgerEntry>(path, body), worker.client.post<LedgerEntry>(path, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect(await entriesOf(worker.user.id)).toBe(1);
  });
});

describe("one person, two check-ins at once", () => {
  it("one is written and the other is a 409, whoever sends them", async () => {
    const { admin, worker, path } = await ready();
    const answers = await Promise.all([
      worker.client.post<ErrorBody>(path, { kind: "in" }),
      worker.client.post<ErrorBody>(path, { kind: "in", clientId: crypto.randomUUID() }),
      admin.client.post<ErrorBody>(path, { kind: "in", userId: worker.user.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(/^Åsa Öberg är redan incheckad på /);
    expect(await entriesOf(worker.user.id)).toBe(1);

    clock.advance(60);
    const outs = await Promise.all([worker.client.post(path, { kind: "out" }), admin.client.post(path, { kind: "out", userId: worker.user.id })]);
    expect(outs.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await entriesOf(worker.user.id)).toBe(2);
  });
});
