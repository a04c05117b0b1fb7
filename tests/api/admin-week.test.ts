/**
 * GET /api/admin/week at scale: one page of the active workers by name, the search by name or
 * e-mail, and the 'Bara saknade dagar', 'Bara att granska' and 'Bara varningar' filters, all on the server.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../shared/dates";
import { users } from "../../shared/schema";
import type { AdminWeek, TimeReport } from "../../shared/types";
import { absenceInput, reportInput, signedInAs, type SignedIn } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Thursday 19 November 2026, noon in Stockholm: week 47 (16–22 November) is under way, week 46
// (9–15 November) is over.
const NOW = new Date("2026-11-19T11:00:00Z");
const WEEK_46 = "2026-11-11";
const WEEK_47 = "2026-11-19";

let admin: SignedIn;
/** Reports Monday to Friday of week 46, all verified; none on the weekend. */
let complete: SignedIn;
/** Reports Tuesday to Friday of week 46, submitted: Monday is missing. */
let noMonday: SignedIn;
/** Monday to Thursday of week 46 at work and sick on Friday, submitted; none on the weekend. */
let sickFriday: SignedIn;
/** Monday to Wednesday of week 47; nothing yet today, Thursday. */
let upToToday: SignedIn;
let percent: { id: string };
let thousand: { id: string };
let underscore: { id: string };
let noUnderscore: { id: string };
let twins: { id: string }[];
let leaver: { id: string };

const weekdays46 = ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"];

const app = useTestApp({ now: () => NOW });
beforeAll(async () => {
  ({ admin, complete, noMonday, sickFriday, upToToday } = await signedInAs(app, {
    admin: "admin",
    complete: { role: "worker", fullName: "Anna Ek" },
    noMonday: { role: "worker", fullName: "Bo Ström", email: "bo.strom@bygg.example.se" },
    sickFriday: { role: "worker", fullName: "Cecilia Öberg" },
    upToToday: { role: "worker", fullName: "Dag Dahl" },
  }));
  const project = await app.createProject();
  const report = async (worker: SignedIn, date: string) => {
    const res = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "8" }));
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  for (const date of weekdays46) {
    const done = await report(complete, date);
    expect((await admin.client.post(`/api/time-reports/${done.id}/verify`)).status).toBe(200);
  }
  for (const date of weekdays46.slice(1)) await report(noMonday, date);
  for (const date of weekdays46.slice(0, 4)) await report(sickFriday, date);
  expect((await sickFriday.client.post("/api/time-reports", absenceInput({ date: "2026-11-13" }))).status).toBe(201);
  for (const date of ["2026-11-16", "2026-11-17", "2026-11-18"]) await report(upToToday, date);

  percent = await app.createUser({ fullName: "Procent 100% Bygg" });
  thousand = await app.createUser({ fullName: "Procent 1000 Bygg" });
  underscore = await app.createUser({ fullName: "Understreck Ett", email: "a_b@example.se" });
  noUnderscore = await app.createUser({ fullName: "Understreck Två", email: "axb@example.se" });
  twins = [await app.createUser({ fullName: "Tvilling Samma" }), await app.createUser({ fullName: "Tvilling Samma" })];
  leaver = await app.createUser({ fullName: "Anna Slutat" });
  await app.database.db.update(users).set({ active: false }).where(eq(users.id, leaver.id));
});

const week = (query: string) => admin.client.get<AdminWeek>(`/api/admin/week?${query}`);
const ids = (body: AdminWeek) => body.workers.map((w) => w.id);

/** Every active worker of the app, in the grid's order, in one large page. */
async function everyone(date = WEEK_46): Promise<AdminWeek> {
  const res = await week(`date=${date}&limit=200`);
  expect(res.status).toBe(200);
  return res.body;
}

describe("paging", () => {
  it("pages through every active worker by name, without repeats, with the same total on every page", async () => {
    const all = await everyone();
    expect(all.total).toBe(all.workers.length);
    expect(all.total).toBe(10);
    expect(ids(all)).not.toContain(leaver.id);

    const seen: string[] = [];
    for (let offset = 0; offset < all.total; offset += 5) {
      const page = await week(`date=${WEEK_46}&limit=5&offset=${offset}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-total-count")).toBe(String(all.total));
      expect(page.body).toMatchObject({ total: all.total, limit: 5, offset, weekStart: "2026-11-09", weekEnd: "2026-11-15", weekNumber: 46 });
      expect(page.body.workers.length).toBe(Math.min(5, all.total - offset));
      seen.push(...ids(page.body));
    }
    expect(seen).toEqual(ids(all));
    expect(new Set(seen).size).toBe(all.total);

    const names = all.workers.map((w) => w.fullName);
    expect(names.indexOf("Anna Ek")).toBeLessThan(names.indexOf("Bo Ström"));
    expect(names.indexOf("Bo Ström")).toBeLessThan(names.indexOf("Cecilia Öberg"));
    // The same name twice: by id.
    expect(all.workers.filter((w) => w.fullName === "Tvilling Samma").map((w) => w.id)).toEqual(twins.map((t) => t.id).sort());
  });

  it("answers 50 workers by default and an empty page with the total past the end", async () => {
    const first = await week(`date=${WEEK_46}`);
    expect(first.body).toMatchObject({ limit: 50, offset: 0, total: 10 });
    const past = await week(`date=${WEEK_46}&offset=40`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ workers: [], total: 10, offset: 40 });
    expect(past.headers.get("x-total-count")).toBe("10");
  });

  it("gives each worker on a page only that worker's reports of the week", async () => {
    const page = await week(`date=${WEEK_46}&q=Bo%20Str%C3%B6m`);
    expect(page.body.workers).toHaveLength(1);
    expect(page.body.workers[0].reports.map((r) => [r.date, r.workerId])).toEqual(weekdays46.slice(1).map((d) => [d, noMonday.user.id]));
  });

  it("refuses a page larger than 200 workers and a bad offset with 400 and a Swedish message", async () => {
    const tooMany = await week("limit=201");
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as { message: string }).message).toBe("Högst 200 arbetare per sida");
    expect((await week("limit=0")).status).toBe(400);
    expect((await week("offset=-1")).status).toBe(400);
    expect((await week("offset=x")).status).toBe(400);
    expect((await week("date=2026-02-30")).status).toBe(400);
  });
});

describe("search", () => {
  it("finds a worker by part of the name or of the e-mail, in any case", async () => {
    expect(ids((await week(`q=${encodeURIComponent("öBERG")}`)).body)).toEqual([sickFriday.user.id]);
    expect(ids((await week("q=BYGG.EXAMPLE")).body)).toEqual([noMonday.user.id]);
    const byName = await week("q=procent");
    expect(byName.body.total).toBe(2);
    expect(byName.headers.get("x-total-count")).toBe("2");
  });

  it("takes % and _ as the characters themselves", async () => {
    expect(ids((await week(`q=${encodeURIComponent("100%")}`)).body)).toEqual([percent.id]);
    expect(ids((await week(`q=${encodeURIComponent("0%")}`)).body)).not.toContain(thousand.id);
    expect(ids((await week("q=a_b")).body)).toEqual([underscore.id]);
    expect(ids((await week("q=a_b")).body)).not.toContain(noUnderscore.id);
    expect((await week(`q=${encodeURIComponent("%")}`)).body.total).toBe(1);
  });

  it("never finds a deactivated worker", async () => {
    expect((await week("q=Slutat")).body).toMatchObject({ workers: [], total: 0 });
  });
});

describe("filters", () => {
  it("'Bara saknade dagar' keeps the workers with a weekday before today without any report; weekends are never missing", async () => {
    const all = await everyone();
    const missing = await week(`date=${WEEK_46}&onlyMissing=true&limit=200`);
    expect(missing.status).toBe(200);
    // Everyone but the two with reports Monday to Friday (work or absence): their empty weekend does not count.
    expect(ids(missing.body)).toEqual(ids(all).filter((id) => id !== complete.user.id && id !== sickFriday.user.id));
    expect(ids(missing.body)).toContain(noMonday.user.id);
    expect(missing.body.total).toBe(all.total - 2);
    expect(missing.headers.get("x-total-count")).toBe(String(all.total - 2));
  });

  it("does not count today as missing, and finds nothing missing in a week that has not begun", async () => {
    const now = await week(`date=${WEEK_47}&onlyMissing=true&limit=200`);
    expect(ids(now.body)).not.toContain(upToToday.user.id);
    expect(ids(now.body)).toContain(complete.user.id);
    expect((await week("date=2026-11-23&onlyMissing=true")).body).toMatchObject({ workers: [], total: 0 });
  });

  it("'Bara att granska' keeps the workers with a submitted report in the week", async () => {
    const toReview = await week(`date=${WEEK_46}&onlyToReview=true`);
    expect(new Set(ids(toReview.body))).toEqual(new Set([noMonday.user.id, sickFriday.user.id]));
    expect(toReview.body.total).toBe(2);
    expect((await week(`date=${WEEK_47}&onlyToReview=true`)).body.workers.map((w) => w.id)).toEqual([upToToday.user.id]);
  });

  it("combines the filters and the search", async () => {
    const both = await week(`date=${WEEK_46}&onlyToReview=true&onlyMissing=true`);
    expect(ids(both.body)).toEqual([noMonday.user.id]);
    // With a space, the search cannot match the random part of a builder's e-mail address.
    const annaEk = `q=${encodeURIComponent("Anna Ek")}`;
    expect(ids((await week(`date=${WEEK_46}&${annaEk}`)).body)).toEqual([complete.user.id]);
    expect((await week(`date=${WEEK_46}&onlyToReview=true&${annaEk}`)).body.total).toBe(0);
    expect((await week(`date=${WEEK_46}&onlyMissing=false&onlyToReview=false`)).body.total).toBe(10);
  });
});

describe("'Bara varningar'", () => {
  // A database of its own, so the workers with and without warnings are all there is.
  const fresh = useTestApp({ now: () => NOW });

  /** Five days of `hours` ARB, Monday to Friday of the week starting `monday`. */
  async function workWeek(worker: SignedIn, projectId: string, monday: string, hours: string): Promise<void> {
    for (let day = 0; day < 5; day++) {
      const res = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId, date: addDays(monday, day), hours }));
      expect(res.status, res.text).toBe(201);
    }
  }

  it("keeps the workers with a working-time warning dated in the week, the total counting them on every page", async () => {
    const { boss, first, second, within, earlier } = await signedInAs(fresh, {
      boss: "admin",
      first: { role: "worker", fullName: "Varnad Ett" },
      second: { role: "worker", fullName: "Varnad Två" },
      within: { role: "worker", fullName: "Inom Gränsen" },
      earlier: { role: "worker", fullName: "Varnad Förra Veckan" },
    });
    const project = await fresh.createProject();
    // 45 h of ordinary time passes the 40 h of a week (rule 1); 40 h does not.
    await workWeek(first, project.id, "2026-11-09", "9");
    await workWeek(second, project.id, "2026-11-09", "9");
    await workWeek(within, project.id, "2026-11-09", "8");
    await workWeek(earlier, project.id, "2026-11-02", "9");
    const grid = (query: string) => boss.client.get<AdminWeek>(`/api/admin/week?date=${WEEK_46}&${query}`);

    const warned = await grid("onlyWarnings=true");
    expect(warned.status).toBe(200);
    expect(ids(warned.body)).toEqual([first.user.id, second.user.id]);
    expect(warned.body.total).toBe(2);
    expect(warned.headers.get("x-total-count")).toBe("2");
    // The same workers the warnings endpoint names for the week.
    const warnings = await boss.client.get<{ workerId: string }[]>("/api/working-time/warnings?startDate=2026-11-09&endDate=2026-11-15");
    expect([...new Set(warnings.body.map((w) => w.workerId))].sort()).toEqual([first.user.id, second.user.id].sort());

    const page1 = await grid("onlyWarnings=true&limit=1");
    const page2 = await grid("onlyWarnings=true&limit=1&offset=1");
    expect([ids(page1.body), ids(page2.body)]).toEqual([[first.user.id], [second.user.id]]);
    expect([page1.body.total, page2.body.total]).toEqual([2, 2]);
    expect((await grid("onlyWarnings=true&limit=1&offset=2")).body).toMatchObject({ workers: [], total: 2 });

    // The week before warns only the worker who passed the limit then.
    expect(ids((await boss.client.get<AdminWeek>("/api/admin/week?date=2026-11-04&onlyWarnings=true")).body)).toEqual([earlier.user.id]);
    expect(ids((await grid("onlyWarnings=true&q=tv%C3%A5")).body)).toEqual([second.user.id]);
    expect((await grid("onlyWarnings=true&onlyToReview=true")).body.total).toBe(2);
    expect((await grid("onlyWarnings=true&onlyMissing=true")).body.total).toBe(0);
    expect((await grid("onlyWarnings=false")).body.total).toBe(4);
  });
});
