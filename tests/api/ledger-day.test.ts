/**
 * GET /api/ledger/me/day (docs/product-rules.md §15, "Hours and the ledger"): the signed-in
 * user's first check-in of a Stockholm day on a site and the check-out that ends the day's last
 * stay, from the entries that still count — what 'Hämta från personalliggaren' and the report
 * 'Checka ut' offers fill the clock times with.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody, LedgerDaySpan, LedgerEntry } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, readySite, testClock } from "./helpers/ledger";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
beforeEach(() => {
  clock.now = LEDGER_NOW;
});

// LEDGER_NOW is Wednesday 18 November 2026, 12:00 in Stockholm (UTC+1).
const TUESDAY = "2026-11-17";
const MONDAY = "2026-11-16";
/** The instant of a Stockholm wall-clock time in November. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();

async function crew() {
  const people = await signedInAs(app, { admin: "admin", worker: "worker", mate: "worker", customer: "customer" });
  await giveIdentityNumber(app, people.worker.user.id);
  await giveIdentityNumber(app, people.mate.user.id);
  const site = await readySite(people.admin.client, { name: "Kajen" });
  const other = await readySite(people.admin.client, { name: "Hamnen" });
  const enter = async (client: TestClient, siteId: string, kind: LedgerEntry["kind"], occurredAt: string) => {
    const res = await client.post<LedgerEntry>(`/api/sites/${siteId}/ledger`, { kind, occurredAt });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const day = (client: TestClient, date: string, siteId: string) =>
    client.get<LedgerDaySpan & ApiErrorBody>(`/api/ledger/me/day?date=${date}&siteId=${siteId}`);
  return { ...people, site, other, enter, day };
}

describe("GET /api/ledger/me/day", () => {
  it("gives the day's first check-in and the check-out after its last check-in; nulls on a day without entries", async () => {
    const { worker, site, enter, day } = await crew();
    expect((await day(worker.client, TUESDAY, site.id)).body).toEqual({ date: TUESDAY, siteId: site.id, firstIn: null, lastOut: null });

    await enter(worker.client, site.id, "in", at(TUESDAY, "06:58"));
    await enter(worker.client, site.id, "out", at(TUESDAY, "11:30"));
    await enter(worker.client, site.id, "in", at(TUESDAY, "12:04"));
    await enter(worker.client, site.id, "out", at(TUESDAY, "16:05"));

    const res = await day(worker.client, TUESDAY, site.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ date: TUESDAY, siteId: site.id, firstIn: at(TUESDAY, "06:58"), lastOut: at(TUESDAY, "16:05") });
    expect((await day(worker.client, MONDAY, site.id)).body).toMatchObject({ firstIn: null, lastOut: null });
  });

  it("a night shift's check-out after midnight ends the day it began; the next day has no check-in of its own", async () => {
    const { worker, site, enter, day } = await crew();
    await enter(worker.client, site.id, "in", at(MONDAY, "22:00"));
    await enter(worker.client, site.id, "out", at(TUESDAY, "06:15"));
    expect((await day(worker.client, MONDAY, site.id)).body).toMatchObject({ firstIn: at(MONDAY, "22:00"), lastOut: at(TUESDAY, "06:15") });
    expect((await day(worker.client, TUESDAY, site.id)).body).toMatchObject({ firstIn: null, lastOut: null });
  });

  it("a stay still open has no check-out yet; nor has one whose check-out was struck, though a later stay has one", async () => {
    const { admin, worker, site, enter, day } = await crew();
    const WEDNESDAY = "2026-11-18";
    await enter(worker.client, site.id, "in", at(TUESDAY, "07:10"));
    const out = await enter(worker.client, site.id, "out", at(TUESDAY, "16:00"));
    await enter(worker.client, site.id, "in", at(WEDNESDAY, "07:00"));
    expect((await day(worker.client, WEDNESDAY, site.id)).body).toMatchObject({ firstIn: at(WEDNESDAY, "07:00"), lastOut: null });

    await enter(worker.client, site.id, "out", at(WEDNESDAY, "11:00"));
    expect((await admin.client.post(`/api/ledger/${out.id}/corrections`, { void: true, reason: "Utcheckningen gjordes av misstag" })).status).toBe(201);
    expect((await day(worker.client, TUESDAY, site.id)).body).toMatchObject({ firstIn: at(TUESDAY, "07:10"), lastOut: null });
    expect((await day(worker.client, WEDNESDAY, site.id)).body).toMatchObject({ firstIn: at(WEDNESDAY, "07:00"), lastOut: at(WEDNESDAY, "11:00") });
  });

  it("counts only the user's own entries on that site, as corrected; a struck check-out leaves the day open", async () => {
    const { admin, worker, mate, site, other, enter, day } = await crew();
    await enter(mate.client, site.id, "in", at(TUESDAY, "06:00"));
    await enter(worker.client, other.id, "in", at(TUESDAY, "06:30"));
    await enter(worker.client, other.id, "out", at(TUESDAY, "07:00"));
    const checkIn = await enter(worker.client, site.id, "in", at(TUESDAY, "07:20"));
    const checkOut = await enter(worker.client, site.id, "out", at(TUESDAY, "15:40"));
    await enter(mate.client, site.id, "out", at(TUESDAY, "17:00"));

    const reason = "Kom in fem över sju enligt arbetsledaren";
    expect((await admin.client.post(`/api/ledger/${checkIn.id}/corrections`, { occurredAt: at(TUESDAY, "07:05"), reason })).status).toBe(201);
    expect((await day(worker.client, TUESDAY, site.id)).body).toMatchObject({ firstIn: at(TUESDAY, "07:05"), lastOut: at(TUESDAY, "15:40") });
    expect((await day(worker.client, TUESDAY, other.id)).body).toMatchObject({ firstIn: at(TUESDAY, "06:30"), lastOut: at(TUESDAY, "07:00") });

    expect((await admin.client.post(`/api/ledger/${checkOut.id}/corrections`, { void: true, reason: "Utcheckad av misstag i bilen" })).status).toBe(201);
    expect((await day(worker.client, TUESDAY, site.id)).body).toMatchObject({ firstIn: at(TUESDAY, "07:05"), lastOut: null });
  });

  it("answers 400 for a bad date or site id, 404 for an unknown site, 401 signed out and 403 to a customer", async () => {
    const { worker, customer, site, day } = await crew();
    const badDate = await day(worker.client, "2026-02-30", site.id);
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe("Ogiltigt datum");
    expect((await worker.client.get(`/api/ledger/me/day?siteId=${site.id}`)).status).toBe(400);
    expect((await day(worker.client, TUESDAY, "not-an-id")).status).toBe(400);
    expect((await day(worker.client, TUESDAY, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await app.client().get(`/api/ledger/me/day?date=${TUESDAY}&siteId=${site.id}`)).status).toBe(401);
    expect((await day(customer.client, TUESDAY, site.id)).status).toBe(403);
  });
});
