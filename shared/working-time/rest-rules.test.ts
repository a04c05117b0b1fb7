/** Rules 4-6 of docs/product-rules.md §11: daily rest, weekly rest and breaks, on reports with clock times. */
import { describe, expect, it } from "vitest";
import { eachDate } from "../dates";
import type { WorkingTimeRule } from "../validation/constants";
import { workingTimeWarnings, type WorkingTimeEntry } from ".";
import { hours, options, timed } from "./test-entries";

const only = (rule: WorkingTimeRule, entries: WorkingTimeEntry[]) =>
  workingTimeWarnings(entries, options())
    .filter((f) => f.rule === rule)
    .map(({ date, message }) => ({ date, message }));

describe("rule 4: 11 hours of rest between two working days", () => {
  it("allows 11 h and warns at 10 h 59 min across midnight, on the later day", () => {
    expect(only("daily-rest", [timed("2026-11-16", "14:00", "22:00"), timed("2026-11-17", "09:00", "17:00")])).toEqual([]);
    expect(only("daily-rest", [timed("2026-11-16", "14:00", "22:00"), timed("2026-11-17", "08:59", "17:00")])).toEqual([
      { date: "2026-11-17", message: "Dygnsvila 10 h 59 min mellan 16 och 17 november 2026 – gränsen är 11 h i följd" },
    ]);
  });

  it("ends a shift past midnight on the next day and measures from the day's last end", () => {
    const night = [timed("2026-11-30", "07:00", "11:00"), timed("2026-11-30", "22:00", "06:00"), timed("2026-12-01", "16:59", "20:00")];
    expect(only("daily-rest", night)).toEqual([
      { date: "2026-12-01", message: "Dygnsvila 10 h 59 min mellan 30 november och 1 december 2026 – gränsen är 11 h i följd" },
    ]);
  });

  it("measures real time over the clock changes", () => {
    // 29 March 2026 the clocks go forward: 21:00 to 08:00 is 10 h. 25 October they go back: 22:00 to 08:00 is 11 h.
    expect(only("daily-rest", [timed("2026-03-28", "13:00", "21:00"), timed("2026-03-29", "08:00", "12:00")])).toEqual([
      { date: "2026-03-29", message: "Dygnsvila 10 h mellan 28 och 29 mars 2026 – gränsen är 11 h i följd" },
    ]);
    expect(only("daily-rest", [timed("2026-10-24", "14:00", "22:00"), timed("2026-10-25", "08:00", "12:00")])).toEqual([]);
  });

  it("does not count travel time as work", () => {
    const travel = [timed("2026-11-16", "07:00", "15:00"), timed("2026-11-16", "20:00", "23:00", 0, "RE1"), timed("2026-11-17", "06:00", "14:00")];
    expect(only("daily-rest", travel)).toEqual([]);
  });
});

describe("rule 5: 36 hours of rest in each ISO week", () => {
  // Week 47 of 2026: Monday 16 to Sunday 22 November.
  const weekdays = eachDate("2026-11-16", "2026-11-20").map((d) => timed(d, "08:00", "16:00", 30));

  it("allows 36 h and warns at 35 h 59 min, on the week's Sunday", () => {
    expect(only("weekly-rest", [...weekdays, timed("2026-11-22", "04:00", "12:00", 30)])).toEqual([]);
    expect(only("weekly-rest", [...weekdays, timed("2026-11-22", "03:59", "12:00", 30)])).toEqual([
      { date: "2026-11-22", message: "Veckovila 35 h 59 min i vecka 47 2026 – gränsen är 36 h i följd" },
    ]);
  });

  it("counts the rest from Monday 00:00 and up to the next Monday 00:00", () => {
    const rest = (tuesdayStart: string) => [
      timed("2026-11-17", tuesdayStart, "20:00", 30),
      ...eachDate("2026-11-18", "2026-11-21").map((d) => timed(d, "08:00", "20:00", 30)),
      timed("2026-11-22", "08:00", "13:00"),
    ];
    expect(only("weekly-rest", rest("12:00"))).toEqual([]);
    expect(only("weekly-rest", rest("11:59"))).toEqual([{ date: "2026-11-22", message: expect.stringContaining("Veckovila 35 h 59 min i vecka 47 2026") }]);
  });

  it("judges a week only when every working report in it has times", () => {
    const daily = eachDate("2026-11-16", "2026-11-22").map((d) => timed(d, "08:00", "16:00", 30));
    expect(only("weekly-rest", daily)).toEqual([{ date: "2026-11-22", message: expect.stringContaining("Veckovila 16 h") }]);
    expect(only("weekly-rest", [...daily, hours("2026-11-18", 2, "ÖT1")])).toEqual([]);
    expect(only("weekly-rest", [...daily, hours("2026-11-18", 2, "RE1"), hours("2026-11-19", 8, "SJK")])).toHaveLength(1);
  });

  it("measures real time over the clock change weekends", () => {
    // Week 13 of 2026 ends on 29 March (an hour shorter), week 43 on 25 October (an hour longer).
    const spring = [
      ...eachDate("2026-03-23", "2026-03-26").map((d) => timed(d, "08:00", "16:00", 30)),
      timed("2026-03-27", "13:00", "21:00", 30),
      timed("2026-03-29", "09:00", "17:00", 30),
    ];
    expect(only("weekly-rest", spring)).toEqual([{ date: "2026-03-29", message: "Veckovila 35 h i vecka 13 2026 – gränsen är 36 h i följd" }]);
    const autumn = [
      ...eachDate("2026-10-19", "2026-10-22").map((d) => timed(d, "08:00", "16:00", 30)),
      timed("2026-10-23", "14:00", "22:00", 30),
      timed("2026-10-25", "09:00", "17:00", 30),
    ];
    expect(only("weekly-rest", autumn)).toEqual([]);
  });

  it("judges ISO week 53 of 2026 across the new year", () => {
    const week53 = eachDate("2026-12-28", "2027-01-03").map((d) => timed(d, "06:00", "18:00", 60));
    expect(only("weekly-rest", week53)).toEqual([{ date: "2027-01-03", message: "Veckovila 12 h i vecka 53 2026 – gränsen är 36 h i följd" }]);
  });
});

describe("rule 6: at most 5 hours in a row without a break", () => {
  it("allows exactly 5 h and warns above it", () => {
    expect(only("break", [timed("2026-11-16", "07:00", "12:00")])).toEqual([]);
    expect(only("break", [timed("2026-11-16", "07:00", "12:30")])).toEqual([
      { date: "2026-11-16", message: "Arbete utan rast 5 h 30 min i följd den 16 november 2026 – gränsen är 5 h" },
    ]);
    expect(only("break", [timed("2026-11-16", "07:00", "16:00", 30)])).toEqual([]);
  });

  it("joins reports of one day that touch end to start, of any working code", () => {
    expect(only("break", [timed("2026-11-16", "07:00", "10:00"), timed("2026-11-16", "10:00", "13:00", 0, "ÖT1")])).toEqual([
      { date: "2026-11-16", message: expect.stringContaining("Arbete utan rast 6 h i följd") },
    ]);
    expect(only("break", [timed("2026-11-16", "07:00", "10:00"), timed("2026-11-16", "10:15", "13:00")])).toEqual([]);
    expect(only("break", [timed("2026-11-16", "21:00", "00:00"), timed("2026-11-17", "00:00", "03:00")])).toEqual([]);
  });

  it("judges a night shift as one stretch in real time, and never travel time", () => {
    expect(only("break", [timed("2026-11-16", "22:00", "04:00")])).toEqual([
      { date: "2026-11-16", message: expect.stringContaining("6 h i följd den 16 november 2026") },
    ]);
    // 25 October 2026: 00:30 to 05:00 on the clock is 5 h 30 min; 29 March: 00:30 to 05:30 is 4 h.
    expect(only("break", [timed("2026-10-25", "00:30", "05:00")])).toEqual([{ date: "2026-10-25", message: expect.stringContaining("5 h 30 min") }]);
    expect(only("break", [timed("2026-03-29", "00:30", "05:30")])).toEqual([]);
    expect(only("break", [timed("2026-11-16", "07:00", "14:00", 0, "RE1")])).toEqual([]);
  });
});

describe("absence never counts", () => {
  it("gives no warning for absence, whatever its hours", () => {
    const absence = eachDate("2026-11-02", "2026-11-29").map((d) => hours(d, 24, d < "2026-11-16" ? "SEM" : "SJK"));
    expect(workingTimeWarnings(absence, options())).toEqual([]);
  });
});
