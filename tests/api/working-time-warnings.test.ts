/** GET /api/working-time/warnings (docs/product-rules.md §11): the six rules through the API, the settings' limits, who sees what. */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../shared/schema";
import type { TimeReport, WorkingTimeWarning } from "../../shared/types";
import { addDays, isoWeekday } from "../../shared/dates";
import { DEFAULT_WORKING_TIME_LIMITS, type OvertimeRule } from "../../shared/validation/constants";
import { type TimeCode } from "../../shared/domain";
import { warningWindow, workingTimeWarnings, type WorkingTimeEntry } from "../../shared/working-time";
import { payrollSettingsInput, reportInput, signedInAs, type SignedIn } from "../support/builders";
import { useTestApp } from "./helpers/test-app";
import type { TestClient } from "./helpers/http-client";

// Friday 4 December 2026, 11:00 in Stockholm: reports back to December 2025 are allowed.
const NOW = new Date("2026-12-04T10:00:00Z");

const app = useTestApp({ now: () => NOW });
let admin: SignedIn;
let projectId: string;
beforeAll(async () => {
  ({ admin } = await signedInAs(app, { admin: "admin" }));
  projectId = (await app.createProject()).id;
});

interface Planned {
  date: string;
  hours: string;
  timeCode?: TimeCode;
  startTime?: string;
  endTime?: string;
  breakMinutes?: number;
}

/** Sends each report as the worker, as the form does; fails the test on anything but 201. */
async function report(worker: TestClient, planned: Planned[]): Promise<void> {
  for (const p of planned) {
    const res = await worker.post<TimeReport>("/api/time-reports", reportInput({ projectId, timeCode: "ARB", ...p }));
    expect(res.status, res.text).toBe(201);
    if (p.startTime) expect(res.body.startTime).toBe(p.startTime);
  }
}

const warnings = (client: TestClient, query: string) => client.get<WorkingTimeWarning[]>(`/api/working-time/warnings?${query}`);
const simple = (list: WorkingTimeWarning[]) => list.map(({ date, rule, message }) => ({ date, rule, message }));

async function putSettings(body: Record<string, unknown>): Promise<void> {
  const res = await admin.client.put("/api/settings/payroll", { ...payrollSettingsInput(), ...body });
  expect(res.status, res.text).toBe(200);
}

describe("the rules through the endpoint", () => {
  it("warns of ordinary time above 40 h in a week, only in the period asked for", async () => {
    const { client, user } = await app.signedIn("worker");
    const days = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"].map((date) => ({ date, hours: "8" }));
    await report(client, [...days, { date: "2026-11-21", hours: "0.5" }, { date: "2026-11-21", hours: "8", timeCode: "RE1" }]);
    const res = await warnings(client, "startDate=2026-11-16&endDate=2026-11-22");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        date: "2026-11-21",
        rule: "ordinary-week",
        message: "Ordinarie arbetstid 40,5 h i vecka 47 2026 – gränsen är 40 h per vecka",
        figures: { amount: 40.5, limit: 40 },
        workerId: user.id,
      },
    ]);
    expect((await warnings(client, "startDate=2026-11-23&endDate=2026-11-29")).body).toEqual([]);
  });

  it("warns of rest and breaks from the clock times, a shift past midnight included", async () => {
    const { client } = await app.signedIn("worker");
    const shift = (date: string, startTime: string, endTime: string, breakMinutes: number, hours: string) => ({
      date,
      startTime,
      endTime,
      breakMinutes,
      hours,
    });
    await report(client, [
      shift("2026-11-23", "16:00", "00:00", 30, "7.5"),
      shift("2026-11-24", "10:00", "18:00", 30, "7.5"),
      shift("2026-11-25", "07:00", "13:00", 0, "6"),
      ...["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"].map((d) => ({ ...shift(d, "08:00", "16:00", 30, "7.5"), timeCode: "ÖT1" as const })),
    ]);
    const res = await warnings(client, "startDate=2026-11-23&endDate=2026-11-29");
    expect(simple(res.body)).toEqual([
      { date: "2026-11-24", rule: "daily-rest", message: "Dygnsvila 10 h mellan 23 och 24 november 2026 – gränsen är 11 h i följd" },
      { date: "2026-11-25", rule: "break", message: "Arbete utan rast 6 h i följd den 25 november 2026 – gränsen är 5 h" },
      { date: "2026-11-29", rule: "weekly-rest", message: "Veckovila 19 h i vecka 48 2026 – gränsen är 36 h i följd" },
    ]);
    // The same facts as figures, for a screen in another language: minutes, the limit, and a daily rest's earlier day.
    expect(res.body.map((w) => w.figures)).toEqual([
      { amount: 600, limit: 660, since: "2026-11-23" },
      { amount: 360, limit: 300 },
      { amount: 1140, limit: 2160 },
    ]);
  });

  it("warns of overtime above 200 h in a year on the day it passes", async () => {
    const { client } = await app.signedIn("worker");
    const months = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"];
    await report(client, [...months.map((m) => ({ date: `2026-${m}-12`, hours: "20.5", timeCode: "ÖT1" as const }))]);
    const res = await warnings(client, "startDate=2026-10-01&endDate=2026-10-31");
    expect(simple(res.body)).toEqual([{ date: "2026-10-12", rule: "overtime-year", message: "Övertid 205,0 h under 2026 – gränsen är 200 h per år" }]);
  });
});

describe("limits from the payroll settings", () => {
  it("moves the monthly overtime warning with overtimeMonth and follows overtimeRule", async () => {
    const { client } = await app.signedIn("worker");
    await report(client, [
      { date: "2026-11-02", hours: "15", timeCode: "ÖT1" },
      { date: "2026-11-03", hours: "15", timeCode: "ÖT2" },
      { date: "2026-11-04", hours: "15", timeCode: "ÖT1" },
    ]);
    const november = "startDate=2026-11-01&endDate=2026-11-30";
    try {
      expect((await warnings(client, november)).body).toEqual([]);
      await putSettings({ limits: { overtimeMonth: 40 } });
      expect(simple((await warnings(client, november)).body)).toEqual([
        { date: "2026-11-04", rule: "overtime-month", message: "Övertid 45,0 h i november 2026 – gränsen är 40 h per månad" },
      ]);
      await putSettings({ overtimeRule: "four-weeks", limits: { overtimeMonth: 40, overtimeFourWeeks: 44 } });
      expect(simple((await warnings(client, november)).body)).toEqual([
        { date: "2026-11-04", rule: "overtime-four-weeks", message: "Övertid 45,0 h i vecka 42–45 2026 – gränsen är 44 h på fyra veckor" },
      ]);
    } finally {
      await putSettings({});
    }
  });
});

describe("who sees which warnings", () => {
  /** A worker whose week 47 has 41 h of ordinary time. */
  async function longWeek(worker: TestClient): Promise<void> {
    await report(worker, [
      { date: "2026-11-16", hours: "24" },
      { date: "2026-11-17", hours: "17" },
    ]);
  }
  const week47 = "startDate=2026-11-16&endDate=2026-11-22";

  it("gives a worker its own and refuses another worker's and a customer", async () => {
    const { a, b, customer } = await signedInAs(app, { a: "worker", b: "worker", customer: "customer" });
    await longWeek(a.client);
    expect((await warnings(a.client, `${week47}&workerId=${a.user.id}`)).body).toHaveLength(1);
    expect((await warnings(b.client, week47)).body).toEqual([]);
    expect((await warnings(b.client, `${week47}&workerId=${a.user.id}`)).status).toBe(403);
    expect((await warnings(customer.client, week47)).status).toBe(403);
    expect((await app.client().get(`/api/working-time/warnings?${week47}`)).status).toBe(401);
  });

  it("gives an admin one worker, or every active worker with their ids", async () => {
    const { a, b, gone } = await signedInAs(app, { a: "worker", b: "worker", gone: "worker" });
    await longWeek(a.client);
    await longWeek(b.client);
    await longWeek(gone.client);
    await app.database.db.update(users).set({ active: false }).where(eq(users.id, gone.user.id));

    const one = await warnings(admin.client, `${week47}&workerId=${b.user.id}`);
    expect(one.body.map((w) => [w.workerId, w.rule, w.date])).toEqual([[b.user.id, "ordinary-week", "2026-11-17"]]);
    const all = await warnings(admin.client, week47);
    expect(all.status).toBe(200);
    const ids = new Set(all.body.map((w) => w.workerId));
    expect(ids.has(a.user.id) && ids.has(b.user.id)).toBe(true);
    expect(ids.has(gone.user.id)).toBe(false);
    expect(all.body.every((w) => w.date >= "2026-11-16" && w.date <= "2026-11-22")).toBe(true);
  });

  it("gives an admin the warnings of the workers named in workerIds only, as the week grid asks for its page", async () => {
    const { a, b, c } = await signedInAs(app, { a: "worker", b: "worker", c: "worker" });
    await longWeek(a.client);
    await longWeek(b.client);
    await longWeek(c.client);
    const page = await warnings(admin.client, `${week47}&workerIds=${a.user.id},${c.user.id}`);
    expect(page.status).toBe(200);
    expect(page.body.map((w) => w.workerId).sort()).toEqual([a.user.id, c.user.id].sort());
    expect(page.body.every((w) => w.rule === "ordinary-week" && w.date === "2026-11-17")).toBe(true);
    // Repeats count once; an empty list names nobody.
    expect((await warnings(admin.client, `${week47}&workerIds=${b.user.id},${b.user.id}`)).body.map((w) => w.workerId)).toEqual([b.user.id]);
    expect((await warnings(admin.client, `${week47}&workerIds=`)).body).toEqual([]);
  });

  it("lets a worker name itself in workerIds, and nobody else", async () => {
    const { a, b } = await signedInAs(app, { a: "worker", b: "worker" });
    await longWeek(a.client);
    expect((await warnings(a.client, `${week47}&workerIds=${a.user.id}`)).body).toHaveLength(1);
    expect((await warnings(b.client, `${week47}&workerIds=${a.user.id}`)).status).toBe(403);
    expect((await warnings(b.client, `${week47}&workerIds=${b.user.id},${a.user.id}`)).status).toBe(403);
  });
});

describe("what the rules read", () => {
  it("judges the first day of a period with the days of its week before it", async () => {
    const { client } = await app.signedIn("worker");
    await report(client, [
      ...["2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29"].map((date) => ({ date, hours: "10" })),
      { date: "2026-10-30", hours: "1" },
    ]);
    expect(simple((await warnings(client, "startDate=2026-10-30&endDate=2026-10-30")).body)).toEqual([
      { date: "2026-10-30", rule: "ordinary-week", message: "Ordinarie arbetstid 41,0 h i vecka 44 2026 – gränsen är 40 h per vecka" },
    ]);
  });

  it("judges the daily rest after a shift on the last day before the period", async () => {
    const { client } = await app.signedIn("worker");
    await report(client, [
      { date: "2026-10-18", startTime: "14:00", endTime: "23:00", breakMinutes: 30, hours: "8.5" },
      { date: "2026-10-19", startTime: "06:00", endTime: "14:00", breakMinutes: 30, hours: "7.5" },
    ]);
    expect(simple((await warnings(client, "startDate=2026-10-19&endDate=2026-10-25")).body)).toEqual([
      { date: "2026-10-19", rule: "daily-rest", message: "Dygnsvila 7 h mellan 18 och 19 oktober 2026 – gränsen är 11 h i följd" },
    ]);
  });

  it("judges the daily rest after a Saturday night shift that ends late on Sunday", async () => {
    const { client } = await app.signedIn("worker");
    await report(client, [
      { date: "2026-11-07", startTime: "23:30", endTime: "22:30", breakMinutes: 60, hours: "22" },
      { date: "2026-11-09", startTime: "06:00", endTime: "14:00", breakMinutes: 30, hours: "7.5" },
    ]);
    expect(simple((await warnings(client, "startDate=2026-11-09&endDate=2026-11-15")).body)).toContainEqual({
      date: "2026-11-09",
      rule: "daily-rest",
      message: "Dygnsvila 7 h 30 min mellan 7 och 9 november 2026 – gränsen är 11 h i följd",
    });
  });
});

describe("a year of overtime", () => {
  /**
   * The server sums the overtime outside the period's weeks instead of reading each report
   * (server/working-time/repo.ts). Held to the rules over every report of the window: a year
   * of ÖT1 and ÖT2 on weekdays, heavier some weeks, judged week by week, month by month and
   * over periods that start and end mid-week, under both overtime rules, for the worker
   * itself and through an admin's "every active worker".
   */
  it("warns in each period exactly as the rules over every report of its window do", async () => {
    const { client, user } = await app.signedIn("worker");
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const planned: Planned[] = [];
    for (let day = "2026-01-01"; day <= "2026-11-30"; day = addDays(day, 1)) {
      if (isoWeekday(day) > 5) continue;
      // Two heavy weeks in some months pass the month and four-week limits; the year's passes in spring.
      const heavy = ["03", "06", "09", "10"].includes(day.slice(5, 7)) && day.slice(8, 10) >= "08" && day.slice(8, 10) <= "21";
      const hours = heavy ? 5 + Math.floor(random() * 4) / 2 : 2 + Math.floor(random() * 9) / 2;
      if (heavy || random() < 0.25) planned.push({ date: day, hours: String(hours), timeCode: random() < 0.7 ? "ÖT1" : "ÖT2" });
      if (random() < 0.2) planned.push({ date: day, hours: "8" });
    }
    await report(client, planned);
    const entries: WorkingTimeEntry[] = planned.map((p) => ({
      date: p.date,
      timeCode: p.timeCode ?? "ARB",
      hours: p.hours,
      startTime: null,
      endTime: null,
      breakMinutes: null,
    }));
    const expected = (rule: OvertimeRule, startDate: string, endDate: string) => {
      const { from, to } = warningWindow(startDate, endDate);
      const window = entries.filter((e) => e.date >= from && e.date <= to);
      return workingTimeWarnings(window, { limits: { ...DEFAULT_WORKING_TIME_LIMITS }, overtimeRule: rule, timeZone: "Europe/Stockholm" })
        .filter((f) => f.date >= startDate && f.date <= endDate)
        .map((f) => ({ ...f, workerId: user.id }));
    };
    const periods: [string, string][] = [];
    for (let monday = "2026-01-05"; monday <= "2026-11-23"; monday = addDays(monday, 7)) periods.push([monday, addDays(monday, 6)]);
    for (const month of ["01", "03", "06", "08", "10", "11"]) periods.push([`2026-${month}-01`, `2026-${month}-${month === "06" || month === "11" ? 30 : 31}`]);
    periods.push(["2026-04-29", "2026-05-13"], ["2026-09-30", "2026-10-02"], ["2026-07-15", "2026-07-15"]);

    const seen = new Set<string>();
    for (const rule of ["month", "four-weeks"] as const) {
      await putSettings({ overtimeRule: rule });
      try {
        for (const [startDate, endDate] of periods) {
          const period = `startDate=${startDate}&endDate=${endDate}`;
          const want = expected(rule, startDate, endDate);
          want.forEach((f) => seen.add(f.rule));
          expect((await warnings(client, period)).body, `${rule} ${period}`).toEqual(want);
          const everyone = await warnings(admin.client, period);
          expect(
            everyone.body.filter((f) => f.workerId === user.id),
            `${rule} ${period}, every worker`,
          ).toEqual(want);
        }
      } finally {
        await putSettings({});
      }
    }
    // The year is busy enough that every overtime limit is passed in some period.
    expect([...seen].sort()).toEqual(["overtime-four-weeks", "overtime-month", "overtime-year"]);
  }, 60_000);
});

describe("bad input", () => {
  it("answers 400 with Swedish field messages", async () => {
    const { client } = await app.signedIn("worker");
    const bad = async (query: string) => {
      const res = await client.get<{ message: string; errors?: Record<string, string> }>(`/api/working-time/warnings?${query}`);
      expect(res.status).toBe(400);
      return res.body;
    };
    expect((await bad("")).errors).toMatchObject({ startDate: "Datum måste anges", endDate: "Datum måste anges" });
    expect((await bad("startDate=2026-02-30&endDate=2026-03-01")).errors).toMatchObject({ startDate: "Ogiltigt datum" });
    expect((await bad("startDate=2026-11-30&endDate=2026-11-01")).errors).toMatchObject({ endDate: "Startdatum måste vara före slutdatum." });
    expect((await bad("startDate=2025-01-01&endDate=2026-02-05")).errors).toMatchObject({ endDate: "Perioden får vara högst 400 dagar" });
    expect((await bad("startDate=2026-11-01&endDate=2026-11-30&workerId=nej")).errors).toMatchObject({ workerId: "Ogiltigt id" });
    const id = crypto.randomUUID();
    expect((await bad(`startDate=2026-11-01&endDate=2026-11-30&workerIds=${id},nej`)).errors).toMatchObject({ "workerIds.1": "Ogiltigt id" });
    const tooMany = Array.from({ length: 201 }, () => crypto.randomUUID()).join(",");
    expect((await bad(`startDate=2026-11-01&endDate=2026-11-30&workerIds=${tooMany}`)).errors).toMatchObject({ workerIds: "Högst 200 arbetare per fråga" });
    expect((await bad(`startDate=2026-11-01&endDate=2026-11-30&workerId=${id}&workerIds=${id}`)).errors).toMatchObject({
      workerIds: "Ange workerId eller workerIds, inte båda",
    });
    expect((await bad(`startDate=2026-11-01&endDate=2026-11-30&workerIds=${id}&workerIds=${id}`)).message).toBe("Ogiltigt id");
    expect((await client.get("/api/working-time/warnings?startDate=2025-01-01&endDate=2026-02-04")).status).toBe(200);
  });
});
