/**
 * `npm run ledger:verify` (docs/product-rules.md §15, "Kedjan"): every site's chain checked, one
 * line per site, the first broken row of a broken one named, and a failure when any is broken.
 * The change behind the API is made as a superuser with every trigger off.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "../../shared/types";
import { everyChainReport } from "../../server/sites";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
clock.now = LEDGER_NOW;
const app = useTestApp({ now: () => clock.now });
const db = () => app.database.db;

describe("npm run ledger:verify", () => {
  it("prints every site's chain, names the first broken row of a broken one, and fails then", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await giveIdentityNumber(app, worker.user.id);
    const site = await readySite(admin.client, { name: "Kv. Ankaret" });
    await readySite(admin.client, { name: "Kv. Björken" });
    const checkIn = await worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "in" });
    clock.advance(60);
    expect((await worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "out" })).status).toBe(201);
    expect(checkIn.status).toBe(201);

    const whole = await everyChainReport(db());
    expect(whole).toEqual({
      ok: true,
      lines: ["obruten Kv. Ankaret: 2 poster, 2 händelser", "obruten Kv. Björken: 0 poster, 0 händelser", "Alla 2 kedjor är obrutna."],
    });

    await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE ledger_entries SET occurred_at = occurred_at - interval '2 hours' WHERE id = ${checkIn.body.id}`);
    });
    const broken = await everyChainReport(db());
    expect(broken.ok).toBe(false);
    expect(broken).toEqual({
      ok: false,
      lines: [
        `BRUTEN  Kv. Ankaret: 2 poster, 2 händelser; första brutna rad: ledger_entries ${checkIn.body.id}`,
        "obruten Kv. Björken: 0 poster, 0 händelser",
        "1 av 2 kedjor är brutna.",
      ],
    });
  });
});
