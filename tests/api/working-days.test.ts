/**
 * Working days and `employedFrom` (docs/product-rules.md §1, §7): a public holiday or eve is
 * neutral like a weekend in the week grid's 'Bara saknade dagar', days before a worker's
 * `employedFrom` are never missing, and only an admin sets `employedFrom` through the user
 * endpoints. The calendar answers only the days with reports; the worker's `employedFrom`,
 * which the calendar needs to tell 'Ej komplett', comes with GET /api/user.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminWeek, PublicUser, ReportCalendar, TimeReport } from "../../shared/types";
import { reportInput, signedInAs, userInput, type SignedIn } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Tuesday 7 April 2026, noon in Stockholm. Week 14 (30 March – 5 April) holds långfredagen
// (Friday 3 April); week 15 starts with annandag påsk (Monday 6 April).
const NOW = new Date("2026-04-07T10:00:00Z");
const WEEK_14 = "2026-04-01";
const WEEK_15 = "2026-04-07";

let admin: SignedIn;
/** Reports Monday to Thursday of week 14, none on långfredagen. */
let easter: SignedIn;
/** Employed from Thursday 2 April, reported that day only. */
let newHire: SignedIn;
/** Employed from Wednesday 1 April, reported only Thursday 2 April: Wednesday is missing. */
let lateHire: SignedIn;

const app = useTestApp({ now: () => NOW });

/** The body PATCH /api/users/{id} needs: the user's fields as they are, and the change. */
function patchBody(user: SignedIn["user"], change: Record<string, unknown>) {
  return { username: user.username, fullName: user.fullName, email: user.email, role: user.role, ...change };
}

beforeAll(async () => {
  ({ admin, easter, newHire, lateHire } = await signedInAs(app, {
    admin: "admin",
    easter: { role: "worker", fullName: "Anna Påsk" },
    newHire: { role: "worker", fullName: "Bo Nyanställd" },
    lateHire: { role: "worker", fullName: "Cecilia Sen" },
  }));
  const project = await app.createProject();
  const report = async (worker: SignedIn, date: string) => {
    const res = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "8" }));
    expect(res.status, res.text).toBe(201);
  };
  for (const date of ["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"]) await report(easter, date);
  await report(newHire, "2026-04-02");
  await report(lateHire, "2026-04-02");
  for (const [worker, employedFrom] of [
    [newHire, "2026-04-02"],
    [lateHire, "2026-04-01"],
  ] as const) {
    const res = await admin.client.patch<PublicUser>(`/api/users/${worker.user.id}`, patchBody(worker.user, { employedFrom }));
    expect(res.status, res.text).toBe(200);
  }
});

const week = (query: string) => admin.client.get<AdminWeek>(`/api/admin/week?${query}`);
const ids = (body: AdminWeek) => body.workers.map((w) => w.id);

describe("the week grid's missing days", () => {
  it("a public holiday on a weekday without a report is not missing", async () => {
    const missing = await week(`date=${WEEK_14}&onlyMissing=true&limit=200`);
    expect(missing.status).toBe(200);
    expect(ids(missing.body)).not.toContain(easter.user.id);
  });

  it("days before employedFrom are not missing; days from it are", async () => {
    const missing = await week(`date=${WEEK_14}&onlyMissing=true&limit=200`);
    expect(ids(missing.body)).not.toContain(newHire.user.id);
    expect(ids(missing.body)).toContain(lateHire.user.id);
    expect(missing.body.total).toBe(1);
  });

  it("annandag påsk is not missing even for a worker with no reports at all", async () => {
    const { user: idle } = await app.signedIn("worker", { fullName: "Dag Utan Rapporter" });
    // Monday is annandag påsk and Tuesday is today: nothing of week 15 can be missing yet.
    expect((await week(`date=${WEEK_15}&onlyMissing=true&limit=200`)).body).toMatchObject({ workers: [], total: 0 });
    // The week before, every working day is missing for a worker employed all along.
    expect(ids((await week(`date=${WEEK_14}&onlyMissing=true&limit=200`)).body)).toContain(idle.id);
  });

  it("carries each worker's employedFrom, for the grid to tell its days apart", async () => {
    const all = (await week(`date=${WEEK_14}&limit=200`)).body.workers;
    expect(all.find((w) => w.id === newHire.user.id)?.employedFrom).toBe("2026-04-02");
    expect(all.find((w) => w.id === easter.user.id)?.employedFrom).toBeNull();
  });
});

describe("the calendar's missing days", () => {
  it("the worker's own user answer carries employedFrom, and the calendar the days with reports", async () => {
    expect((await newHire.client.get<PublicUser>("/api/user")).body.employedFrom).toBe("2026-04-02");
    expect((await easter.client.get<PublicUser>("/api/user")).body.employedFrom).toBeNull();
    const calendar = await newHire.client.get<ReportCalendar>("/api/report-calendar?year=2026&month=4");
    expect(calendar.body).toEqual({ "2026-04-02": { hasReport: true, isVerified: false } });
  });
});

describe("employedFrom on users (admin)", () => {
  it("is set on create, kept when left out, changed, and cleared with an empty value or null", async () => {
    const input = userInput();
    const created = await admin.client.post<PublicUser>("/api/users", { ...input, employedFrom: "2026-03-02" });
    expect(created.status, created.text).toBe(201);
    expect(created.body.employedFrom).toBe("2026-03-02");
    const id = created.body.id;
    const listed = async () => (await admin.client.get<PublicUser[]>("/api/users")).body.find((u) => u.id === id)?.employedFrom;
    expect(await listed()).toBe("2026-03-02");

    const body = { username: input.username, fullName: input.fullName, email: input.email, role: input.role };
    expect((await admin.client.patch<PublicUser>(`/api/users/${id}`, { ...body, fullName: "Erik Nytt Namn" })).body.employedFrom).toBe("2026-03-02");
    expect((await admin.client.patch<PublicUser>(`/api/users/${id}`, { ...body, employedFrom: "2026-04-01" })).body.employedFrom).toBe("2026-04-01");
    expect((await admin.client.patch<PublicUser>(`/api/users/${id}`, { ...body, employedFrom: "" })).body.employedFrom).toBeNull();
    await admin.client.patch(`/api/users/${id}`, { ...body, employedFrom: "2026-04-01" });
    const cleared = await admin.client.patch<PublicUser>(`/api/users/${id}`, { ...body, employedFrom: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.employedFrom).toBeNull();
    expect(await listed()).toBeNull();
  });

  it.each(["2026-02-30", "1899-12-31", "3000-01-01", "1 april", 20260401])("refuses %j with 'Ogiltigt datum' and changes nothing", async (bad) => {
    const res = await admin.client.patch<{ message: string; errors: Record<string, string> }>(
      `/api/users/${newHire.user.id}`,
      patchBody(newHire.user, { employedFrom: bad }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ employedFrom: "Ogiltigt datum" });
    expect((await newHire.client.get<PublicUser>("/api/user")).body.employedFrom).toBe("2026-04-02");
  });

  it("only an admin may set it", async () => {
    const res = await newHire.client.patch(`/api/users/${newHire.user.id}`, patchBody(newHire.user, { employedFrom: "2026-01-01" }));
    expect(res.status).toBe(403);
    expect((await newHire.client.get<PublicUser>("/api/user")).body.employedFrom).toBe("2026-04-02");
  });
});
