import { getISOWeek, getISOWeekYear, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  addDays,
  compareDates,
  eachDate,
  firstOfMonth,
  isIsoDate,
  isoWeekday,
  isoWeekOf,
  isoWeekRange,
  isoWeeksInYear,
  lastOfMonth,
  oneYearBefore,
  todayIn,
  weekEnd,
  weekStart,
} from "./dates";

const STOCKHOLM = "Europe/Stockholm";
const at = (instant: string) => new Date(instant);

describe("isoWeekOf", () => {
  it.each([
    ["2026-12-31", 2026, 53],
    ["2027-01-01", 2026, 53],
    ["2027-01-03", 2026, 53],
    ["2027-01-04", 2027, 1],
    ["2020-12-31", 2020, 53],
    ["2021-01-03", 2020, 53],
    ["2021-01-04", 2021, 1],
    ["2025-12-29", 2026, 1],
    ["2026-01-01", 2026, 1],
    ["2024-12-30", 2025, 1],
    ["2026-03-29", 2026, 13],
    ["2026-06-15", 2026, 25],
  ])("%s is week %i-%i", (date, year, week) => {
    expect(isoWeekOf(date)).toEqual({ year, week });
  });

  it("agrees with date-fns for every day from 2015 to 2035", () => {
    const mismatches: string[] = [];
    for (let d = "2015-01-01"; d <= "2035-12-31"; d = addDays(d, 1)) {
      const ref = parseISO(d);
      const ours = isoWeekOf(d);
      if (ours.week !== getISOWeek(ref) || ours.year !== getISOWeekYear(ref)) mismatches.push(d);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("isoWeeksInYear", () => {
  it.each([
    [2015, 53],
    [2020, 53],
    [2021, 52],
    [2024, 52],
    [2025, 52],
    [2026, 53],
    [2027, 52],
    [2032, 53],
  ])("%i has %i weeks", (year, weeks) => {
    expect(isoWeeksInYear(year)).toBe(weeks);
  });
});

describe("isoWeekRange", () => {
  it.each([
    [2026, 1, "2025-12-29", "2026-01-04"],
    [2026, 13, "2026-03-23", "2026-03-29"],
    [2026, 53, "2026-12-28", "2027-01-03"],
    [2027, 1, "2027-01-04", "2027-01-10"],
    [2020, 53, "2020-12-28", "2021-01-03"],
    [2021, 1, "2021-01-04", "2021-01-10"],
  ])("week %i-%i runs %s to %s", (year, week, start, end) => {
    expect(isoWeekRange(year, week)).toEqual({ start, end });
  });

  it("is the inverse of isoWeekOf for every week of 2020 to 2030", () => {
    for (let year = 2020; year <= 2030; year++) {
      for (let week = 1; week <= isoWeeksInYear(year); week++) {
        const { start, end } = isoWeekRange(year, week);
        expect(isoWeekday(start)).toBe(1);
        expect(isoWeekday(end)).toBe(7);
        expect(isoWeekOf(start)).toEqual({ year, week });
        expect(isoWeekOf(end)).toEqual({ year, week });
      }
    }
  });
});

describe("weekStart / weekEnd", () => {
  it.each([
    ["2026-01-01", "2025-12-29", "2026-01-04"], // a Thursday across a year boundary
    ["2026-03-23", "2026-03-23", "2026-03-29"], // a Monday is its own week start
    ["2026-03-29", "2026-03-23", "2026-03-29"], // a Sunday (and the spring DST change) ends its week
    ["2026-10-25", "2026-10-19", "2026-10-25"], // the autumn DST change
    ["2027-01-01", "2026-12-28", "2027-01-03"],
    ["2028-02-29", "2028-02-28", "2028-03-05"],
  ])("%s lies in %s to %s", (date, start, end) => {
    expect(weekStart(date)).toBe(start);
    expect(weekEnd(date)).toBe(end);
  });

  it("does not depend on the process time zone", () => {
    const previous = process.env.TZ;
    try {
      for (const tz of ["Europe/Stockholm", "America/Los_Angeles", "Pacific/Auckland"]) {
        process.env.TZ = tz;
        expect(weekStart("2026-03-29")).toBe("2026-03-23");
        expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
        expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
        expect(isoWeekOf("2027-01-01")).toEqual({ year: 2026, week: 53 });
      }
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
});

describe("todayIn", () => {
  it.each([
    // Spring: 02:00 CET jumps to 03:00 CEST at 01:00Z on 2026-03-29.
    ["2026-03-28T22:59:59Z", "2026-03-28"],
    ["2026-03-28T23:00:00Z", "2026-03-29"],
    ["2026-03-29T00:59:00Z", "2026-03-29"],
    ["2026-03-29T01:00:00Z", "2026-03-29"], // 03:00 local
    ["2026-03-29T21:59:59Z", "2026-03-29"], // 23:59:59 CEST
    ["2026-03-29T22:00:00Z", "2026-03-30"], // midnight is now at 22:00Z, not 23:00Z
    // Autumn: 03:00 CEST falls back to 02:00 CET at 01:00Z on 2026-10-25.
    ["2026-10-24T21:59:59Z", "2026-10-24"],
    ["2026-10-24T22:00:00Z", "2026-10-25"],
    ["2026-10-25T00:30:00Z", "2026-10-25"], // 02:30 CEST
    ["2026-10-25T01:30:00Z", "2026-10-25"], // 02:30 CET, the repeated hour
    ["2026-10-25T22:59:59Z", "2026-10-25"],
    ["2026-10-25T23:00:00Z", "2026-10-26"],
    // New year and midsummer.
    ["2026-12-31T22:59:59Z", "2026-12-31"],
    ["2026-12-31T23:30:00Z", "2027-01-01"],
    ["2026-06-30T21:59:59Z", "2026-06-30"],
    ["2026-06-30T22:30:00Z", "2026-07-01"],
  ])("at %s it is %s in Stockholm", (instant, date) => {
    expect(todayIn(STOCKHOLM, at(instant))).toBe(date);
  });

  it("uses the zone it is given", () => {
    const instant = at("2026-12-31T23:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-12-31");
    expect(todayIn(STOCKHOLM, instant)).toBe("2027-01-01");
    expect(todayIn("America/New_York", instant)).toBe("2026-12-31");
  });

  it("makes 2026-12-31T23:30Z part of ISO week 53 of 2026 in Stockholm", () => {
    expect(isoWeekOf(todayIn(STOCKHOLM, at("2026-12-31T23:30:00Z")))).toEqual({ year: 2026, week: 53 });
  });

  it("defaults to Stockholm", () => {
    expect(todayIn(undefined, at("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });

  it("agrees with Intl in Stockholm on every hour around each clock change and every midnight, 1995 to 2100", () => {
    // Stockholm's date is worked out without Intl (the EU summer-time rule); Intl is the reference.
    const reference = new Intl.DateTimeFormat("en-CA", { timeZone: STOCKHOLM, year: "numeric", month: "2-digit", day: "2-digit" });
    const hour = 3_600_000;
    const instants: number[] = [];
    for (let year = 1995; year <= 2100; year++) {
      for (const [month, day] of [
        [2, 20],
        [9, 18],
      ]) {
        const from = Date.UTC(year, month, day);
        for (let t = from; t < from + 20 * 24 * hour; t += hour) instants.push(t - 1, t, t + 30 * 60_000);
      }
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 24 * hour) {
        for (const minutes of [21 * 60 + 59, 22 * 60, 22 * 60 + 59, 23 * 60]) instants.push(t + minutes * 60_000, t + minutes * 60_000 + 59_999);
      }
    }
    const wrong = instants.map((t) => new Date(t)).filter((d) => todayIn(STOCKHOLM, d) !== reference.format(d));
    expect(instants.length).toBeGreaterThan(300_000);
    expect(wrong.map((d) => d.toISOString()).slice(0, 5)).toEqual([]);
  });
});

describe("oneYearBefore", () => {
  it.each([
    ["2028-02-29", "2027-02-28"],
    ["2029-02-28", "2028-02-28"],
    ["2026-03-01", "2025-03-01"],
    ["2026-01-01", "2025-01-01"],
    ["2026-12-31", "2025-12-31"],
  ])("%s → %s", (date, expected) => {
    expect(oneYearBefore(date)).toBe(expected);
  });
});

describe("isIsoDate", () => {
  it.each(["2026-02-28", "2028-02-29", "2026-12-31", "2000-01-01", "1900-01-01", "2999-12-31"])("accepts %s", (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    "2026-02-30",
    "2027-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-1-01",
    "26-01-01",
    "2026-01-01T00:00:00Z",
    " 2026-01-01",
    "",
    "idag",
    // Outside DATE_YEAR_MIN to DATE_YEAR_MAX: the week of 9999-12-31 ends in the year 10000.
    "1899-12-31",
    "3000-01-01",
    "9999-12-31",
    "0100-01-01",
    "0000-01-01",
  ])("rejects %j", (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe("calendar helpers", () => {
  it("addDays crosses months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
  });

  it("eachDate lists every day inclusive", () => {
    expect(eachDate("2026-10-24", "2026-10-27")).toEqual(["2026-10-24", "2026-10-25", "2026-10-26", "2026-10-27"]);
    expect(eachDate("2026-01-02", "2026-01-01")).toEqual([]);
  });

  it("firstOfMonth and lastOfMonth", () => {
    expect(firstOfMonth(2026, 3)).toBe("2026-03-01");
    expect(lastOfMonth(2028, 2)).toBe("2028-02-29");
    expect(lastOfMonth(2026, 2)).toBe("2026-02-28");
    expect(lastOfMonth(2026, 12)).toBe("2026-12-31");
    expect(lastOfMonth(2026, 4)).toBe("2026-04-30");
  });

  it("compareDates orders ISO dates", () => {
    expect(compareDates("2026-01-09", "2026-01-10")).toBe(-1);
    expect(compareDates("2026-01-10", "2026-01-10")).toBe(0);
    expect(compareDates("2027-01-01", "2026-12-31")).toBe(1);
  });
});
