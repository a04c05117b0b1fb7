/** Rules 1-3 of docs/product-rules.md §11: hours over a week, four weeks, a month and a year. */
import { describe, expect, it } from "vitest";
import { eachDate } from "../dates";
import type { WorkingTimeRule } from "../validation/constants";
import { warningWindow, workingTimeWarnings, type WorkingTimeEntry, type WorkingTimeOptions } from ".";
import { hours, options } from "./test-entries";

const only = (rule: WorkingTimeRule, entries: WorkingTimeEntry[], opts: WorkingTimeOptions = options()) =>
  workingTimeWarnings(entries, opts)
    .filter((f) => f.rule === rule)
    .map(({ date, message }) => ({ date, message }));

// ISO week 47 of 2026: Monday 16 to Sunday 22 November.
const WEEK_47 = eachDate("2026-11-16", "2026-11-20");

describe("rule 1: ordinary time per ISO week", () => {
  it("allows exactly 40,0 h and warns at 40,5 h, on the day the limit is passed", () => {
    const forty = WEEK_47.map((d) => hours(d, 8));
    expect(only("ordinary-week", forty)).toEqual([]);
    expect(only("ordinary-week", [...forty, hours("2026-11-21", 0.5)])).toEqual([
      { date: "2026-11-21", message: "Ordinarie arbetstid 40,5 h i vecka 47 2026 – gränsen är 40 h per vecka" },
    ]);
    const early = [hours("2026-11-16", 24), hours("2026-11-17", 16.5), hours("2026-11-19", 3)];
    expect(only("ordinary-week", early)).toEqual([{ date: "2026-11-17", message: expect.stringContaining("43,5 h i vecka 47 2026") }]);
  });

  it("adds 80 half hours to exactly 40 h", () => {
    const halves = WEEK_47.flatMap((d) => Array.from({ length: 16 }, () => hours(d, 0.5)));
    expect(only("ordinary-week", halves)).toEqual([]);
  });

  it("counts neither overtime, travel time nor absence as ordinary time", () => {
    const week = [...WEEK_47.map((d) => hours(d, 8)), hours("2026-11-18", 4, "ÖT1"), hours("2026-11-19", 3, "RE1"), hours("2026-11-21", 8, "SEM")];
    expect(only("ordinary-week", week)).toEqual([]);
  });

  it("keeps week 53 of 2026 whole across the new year", () => {
    const week53 = [...eachDate("2026-12-28", "2026-12-31").map((d) => hours(d, 9)), hours("2027-01-01", 4.5)];
    expect(only("ordinary-week", week53)).toEqual([{ date: "2027-01-01", message: "Ordinarie arbetstid 40,5 h i vecka 53 2026 – gränsen är 40 h per vecka" }]);
  });

  it("takes the limit from the settings", () => {
    const week = WEEK_47.map((d) => hours(d, 8));
    expect(only("ordinary-week", week, options({ limits: { ordinaryWeek: 38, overtimeFourWeeks: 48, overtimeMonth: 50, overtimeYear: 200 } }))).toEqual([
      { date: "2026-11-20", message: "Ordinarie arbetstid 40,0 h i vecka 47 2026 – gränsen är 38 h per vecka" },
    ]);
  });
});

describe("rule 2, month: general overtime per calendar month", () => {
  const november = (total: number) => [hours("2026-11-02", 20, "ÖT1"), hours("2026-11-10", 20, "ÖT2"), hours("2026-11-24", total - 40, "ÖT1")];

  it("allows 50 h and warns above it, naming the month's sum (docs/product-rules.md §11)", () => {
    expect(only("overtime-month", november(50))).toEqual([]);
    expect(only("overtime-month", november(52))).toEqual([{ date: "2026-11-24", message: "Övertid 52,0 h i november 2026 – gränsen är 50 h per månad" }]);
  });

  it("counts calendar months apart, and neither travel time nor absence", () => {
    const split = [...november(50), hours("2026-12-01", 10, "ÖT1"), hours("2026-11-30", 10, "RE1"), hours("2026-11-27", 8, "VAB")];
    expect(only("overtime-month", split)).toEqual([]);
  });

  it("moves with the limit in the settings, and is off under the four-week rule", () => {
    const limits = { ordinaryWeek: 40, overtimeFourWeeks: 48, overtimeMonth: 40, overtimeYear: 200 };
    expect(only("overtime-month", november(45), options({ limits }))).toEqual([
      { date: "2026-11-24", message: "Övertid 45,0 h i november 2026 – gränsen är 40 h per månad" },
    ]);
    expect(only("overtime-month", november(52), options({ overtimeRule: "four-weeks" }))).toEqual([]);
  });
});

describe("rule 2, four weeks: general overtime in any four consecutive ISO weeks", () => {
  const fourWeeks = options({ overtimeRule: "four-weeks" });
  // Weeks 51, 52 and 53 of 2026 and week 1 of 2027: a month and a year boundary inside.
  const straddling = [
    hours("2026-12-15", 12, "ÖT1"),
    hours("2026-12-22", 12, "ÖT2"),
    hours("2026-12-29", 6, "ÖT1"),
    hours("2027-01-02", 6, "ÖT1"),
    hours("2027-01-05", 12, "ÖT1"),
  ];

  it("allows 48 h across December and January and warns at 48,5 h", () => {
    expect(only("overtime-four-weeks", straddling, fourWeeks)).toEqual([]);
    expect(only("overtime-four-weeks", [...straddling, hours("2027-01-07", 0.5, "ÖT2")], fourWeeks)).toEqual([
      { date: "2027-01-07", message: "Övertid 48,5 h i vecka 51 2026–1 2027 – gränsen är 48 h på fyra veckor" },
    ]);
  });

  it("warns once for one long week, not in every window that holds it", () => {
    const longWeek = [hours("2026-11-16", 24, "ÖT1"), hours("2026-11-17", 24, "ÖT1"), hours("2026-11-18", 2, "ÖT1")];
    expect(only("overtime-four-weeks", longWeek, fourWeeks)).toEqual([
      { date: "2026-11-18", message: "Övertid 50,0 h i vecka 44–47 2026 – gränsen är 48 h på fyra veckor" },
    ]);
  });

  it("warns in each week whose overtime keeps four weeks above the limit", () => {
    const weekly = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09"].map((d) => hours(d, 20, "ÖT1"));
    expect(only("overtime-four-weeks", weekly, fourWeeks).map((f) => f.date)).toEqual(["2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09"]);
  });
});

describe("rule 3: general overtime per calendar year", () => {
  // 20 h a month for ten months: under the monthly limit every month.
  const year = Array.from({ length: 10 }, (_, i) => hours(`2026-${String(i + 1).padStart(2, "0")}-15`, 20, i % 2 ? "ÖT2" : "ÖT1"));

  it("allows 200 h and warns at 200,5 h on the day it passes", () => {
    expect(only("overtime-year", year)).toEqual([]);
    expect(only("overtime-year", [...year, hours("2026-11-02", 0.5, "ÖT1"), hours("2026-11-03", 2, "ÖT1")])).toEqual([
      { date: "2026-11-02", message: "Övertid 202,5 h under 2026 – gränsen är 200 h per år" },
    ]);
  });

  it("starts again on 1 January and leaves travel time out", () => {
    const across = [...year, hours("2027-01-04", 1, "ÖT1"), hours("2026-12-01", 30, "RE1")];
    expect(only("overtime-year", across)).toEqual([]);
  });
});

describe("warningWindow", () => {
  it("reaches back to the year's start or four whole weeks, and on to the end of the last month or week", () => {
    expect(warningWindow("2026-11-16", "2026-11-22")).toEqual({ from: "2026-01-01", to: "2026-11-30" });
    expect(warningWindow("2027-01-04", "2027-01-10")).toEqual({ from: "2026-12-14", to: "2027-01-31" });
    expect(warningWindow("2026-11-01", "2026-11-30")).toEqual({ from: "2026-01-01", to: "2026-12-06" });
  });
});
