/**
 * The personalliggare on the autumn night (docs/product-rules.md §5, "Clock changes"; §15): the
 * clock shows 02:00-02:59 twice, and a time sent with its offset names one instant. A correction
 * keeps the instant it is sent, so confirming a check-out made at 02:30 winter time never moves it
 * to 02:30 summer time; the day 'Hämta från personalliggaren' reads holds the night's real instants.
 */
import { describe, expect, it } from "vitest";
import type { LedgerDaySpan, LedgerEntry } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

// Sunday 25 October 2026, 07:00 in Stockholm (winter time), the morning after the night shift.
const clock = testClock(new Date("2026-10-25T06:00:00Z"));
const app = useTestApp({ now: () => clock.now });
const REASON = "Bekräftar tiden efter kontroll med arbetsledaren";

/** A worker who checked in at 22:00 summer time and out at 02:30 the second time the clock showed it. */
async function nightShift() {
  const people = await signedInAs(app, { admin: "admin", worker: "worker" });
  await giveIdentityNumber(app, people.worker.user.id);
  const site = await readySite(people.admin.client);
  const post = async (kind: "in" | "out", occurredAt: string) => {
    const res = await people.worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind, occurredAt });
    if (res.status !== 201) throw new Error(res.text);
    return res.body;
  };
  const checkIn = await post("in", "2026-10-24T22:00:00+02:00");
  const checkOut = await post("out", "2026-10-25T02:30:00+01:00");
  return { ...people, site, checkIn, checkOut };
}

describe("the autumn night's repeated hour in the personalliggare", () => {
  it("keeps a check-out confirmed at 02:30 winter time where it was, and moves it only when summer time is sent", async () => {
    const { admin, site, checkOut } = await nightShift();
    expect(checkOut.occurredAt).toBe("2026-10-25T01:30:00.000Z");

    const same = await admin.client.post<LedgerEntry>(`/api/ledger/${checkOut.id}/corrections`, { occurredAt: "2026-10-25T02:30:00+01:00", reason: REASON });
    expect(same.status).toBe(201);
    expect(same.body).toMatchObject({ kind: "out", occurredAt: "2026-10-25T01:30:00.000Z", correction: { correctsId: checkOut.id } });
    const day = (await admin.client.get<LedgerEntry[]>(`/api/sites/${site.id}/ledger?from=2026-10-25&to=2026-10-25`)).body;
    expect(day.find((e) => e.id === same.body.id)?.occurredAt).toBe("2026-10-25T01:30:00.000Z");

    const summer = await admin.client.post<LedgerEntry>(`/api/ledger/${same.body.id}/corrections`, { occurredAt: "2026-10-25T02:30:00+02:00", reason: REASON });
    expect(summer.status).toBe(201);
    expect(summer.body.occurredAt).toBe("2026-10-25T00:30:00.000Z");
  });

  it("gives 'Hämta från personalliggaren' the night's real instants: in 22:00 summer time, out 02:30 winter time", async () => {
    const { worker, site } = await nightShift();
    const res = await worker.client.get<LedgerDaySpan>(`/api/ledger/me/day?date=2026-10-24&siteId=${site.id}`);
    expect(res.status).toBe(200);
    // Five and a half hours apart: the form fills them as hours without clock times.
    expect(res.body).toMatchObject({ firstIn: "2026-10-24T20:00:00.000Z", lastOut: "2026-10-25T01:30:00.000Z" });
  });

  describe("the worker's own check-out after more than 12 hours", () => {
    /** A worker checked in at 13:00 on Saturday, 18 hours before the morning: 'now' is refused. */
    async function longStay() {
      const people = await signedInAs(app, { admin: "admin", worker: "worker" });
      await giveIdentityNumber(app, people.worker.user.id);
      const site = await readySite(people.admin.client);
      const checkOut = (body: Record<string, unknown>) => people.worker.client.post<LedgerEntry>(`/api/sites/${site.id}/ledger`, { kind: "out", ...body });
      expect((await people.worker.client.post(`/api/sites/${site.id}/ledger`, { kind: "in", occurredAt: "2026-10-24T13:00:00+02:00" })).status).toBe(201);
      expect((await checkOut({})).status).toBe(409);
      const stored = async () =>
        (await people.admin.client.get<LedgerEntry[]>(`/api/sites/${site.id}/ledger?from=2026-10-25&to=2026-10-25`)).body
          .filter((e) => e.kind === "out")
          .map((e) => e.occurredAt);
      return { checkOut, stored };
    }

    it("stores the second 02:30, in winter time, as 01:30 UTC", async () => {
      const { checkOut, stored } = await longStay();
      const res = await checkOut({ occurredAt: "2026-10-25T01:30:00.000Z" });
      expect(res.status, res.text).toBe(201);
      expect(res.body.occurredAt).toBe("2026-10-25T01:30:00.000Z");
      expect(await stored()).toEqual(["2026-10-25T01:30:00.000Z"]);
    });

    it("stores the first 02:30, in summer time, as 00:30 UTC, sent with its offset as well", async () => {
      const { checkOut, stored } = await longStay();
      const res = await checkOut({ occurredAt: "2026-10-25T02:30:00+02:00" });
      expect(res.status, res.text).toBe(201);
      expect(res.body.occurredAt).toBe("2026-10-25T00:30:00.000Z");
      expect(await stored()).toEqual(["2026-10-25T00:30:00.000Z"]);
    });
  });
});
