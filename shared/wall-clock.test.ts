import { describe, expect, it } from "vitest";
import { clockIn, skippedTime, spanMinutes, wallClock, wallDateTime, zonedDateTime, zonedInstant } from "./wall-clock";

const STOCKHOLM = "Europe/Stockholm";
const at = (instant: string) => new Date(instant);

describe("clockIn", () => {
  it.each([
    ["2026-11-20T05:58:30Z", "06:58"], // CET
    ["2026-06-30T04:58:00Z", "06:58"], // CEST
    ["2026-03-29T00:59:00Z", "01:59"], // the last minute before the spring change
    ["2026-03-29T01:00:00Z", "03:00"],
    ["2026-10-25T00:30:00Z", "02:30"], // 02:30 CEST
    ["2026-10-25T01:30:00Z", "02:30"], // 02:30 CET, the repeated hour
    ["2026-12-31T23:05:00Z", "00:05"],
  ])("writes %s as %s in Stockholm", (instant, clock) => {
    expect(clockIn(at(instant))).toBe(clock);
  });

  it("uses the zone it is given", () => {
    expect(clockIn(at("2026-11-20T05:58:00Z"), "UTC")).toBe("05:58");
    expect(clockIn(at("2026-11-20T05:58:00Z"), "America/New_York")).toBe("00:58");
  });
});

describe("wallDateTime", () => {
  it.each([
    ["2026-11-18T11:00:05.900Z", "2026-11-18 12:00:05"], // CET; the seconds are not rounded up
    ["2026-06-30T22:30:00Z", "2026-07-01 00:30:00"], // CEST, past midnight
    ["2026-10-25T00:30:00Z", "2026-10-25 02:30:00"], // 02:30 CEST
    ["2026-10-25T01:30:00Z", "2026-10-25 02:30:00"], // 02:30 CET, the repeated hour
    ["1990-01-01T12:00:00Z", "1990-01-01 13:00:00"], // before 1996: by Intl
  ])("writes %s as %s in Stockholm, as zonedDateTime and clockIn do", (instant, text) => {
    expect(wallDateTime(at(instant))).toBe(text);
    expect(zonedDateTime(at(instant)).slice(0, 19)).toBe(text.replace(" ", "T"));
    expect(clockIn(at(instant))).toBe(text.slice(11, 16));
  });

  it("uses the zone it is given", () => {
    expect(wallDateTime(at("2026-11-20T05:58:07Z"), "UTC")).toBe("2026-11-20 05:58:07");
    expect(wallDateTime(at("2026-11-20T03:58:07Z"), "America/New_York")).toBe("2026-11-19 22:58:07");
  });
});

describe("wall-clock times across the clock changes (docs/product-rules.md §5)", () => {
  const instant = (date: string, time: string, timeZone = STOCKHOLM) => new Date(zonedInstant(date, time, timeZone)).toISOString();

  it("gives every time of the spring-forward day its real instant; 02:00-02:59 does not exist", () => {
    expect(instant("2026-03-29", "00:00")).toBe("2026-03-28T23:00:00.000Z");
    expect(instant("2026-03-29", "01:00")).toBe("2026-03-29T00:00:00.000Z");
    expect(instant("2026-03-29", "01:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(instant("2026-03-29", "03:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(instant("2026-03-29", "04:00")).toBe("2026-03-29T02:00:00.000Z");
    for (const time of ["02:00", "02:30", "02:59"]) {
      expect(skippedTime("2026-03-29", time), time).toBe(true);
      expect(wallClock("2026-03-29", time).kind, time).toBe("skipped");
    }
    for (const time of ["01:59", "03:00"]) expect(skippedTime("2026-03-29", time), time).toBe(false);
    // Another year's last Sunday of March, and not the Sunday before it.
    expect(skippedTime("2027-03-28", "02:30")).toBe(true);
    expect(skippedTime("2027-03-21", "02:30")).toBe(false);
    expect(skippedTime("2026-03-29", "02:30", "UTC")).toBe(false);
  });

  it("takes the first showing of a time the autumn clock shows twice, in summer time", () => {
    expect(wallClock("2026-10-25", "02:30")).toEqual({
      kind: "repeated",
      instants: [Date.parse("2026-10-25T00:30:00Z"), Date.parse("2026-10-25T01:30:00Z")],
    });
    expect(instant("2026-10-25", "02:00")).toBe("2026-10-25T00:00:00.000Z");
    expect(instant("2026-10-25", "02:59")).toBe("2026-10-25T00:59:00.000Z");
    expect(instant("2026-10-25", "01:59")).toBe("2026-10-24T23:59:00.000Z");
    expect(instant("2026-10-25", "03:00")).toBe("2026-10-25T02:00:00.000Z");
    expect(wallClock("2026-10-25", "01:59").kind).toBe("single");
    expect(wallClock("2026-10-25", "03:00").kind).toBe("single");
  });

  it("agrees with Intl in other zones, the hours they skip included", () => {
    expect(instant("2026-11-20", "10:05", "America/New_York")).toBe("2026-11-20T15:05:00.000Z");
    expect(skippedTime("2026-03-08", "02:30", "America/New_York")).toBe(true);
    expect(wallClock("2026-11-01", "01:30", "America/New_York").kind).toBe("repeated");
    expect(instant("2026-07-01", "12:00", "Asia/Kolkata")).toBe("2026-07-01T06:30:00.000Z");
  });

  it("gives a span its real elapsed minutes on both nights", () => {
    // Spring: 01:00-04:00 lasted 2 hours, 23:00-01:30 still 2,5 (before the change), 22:00-06:00 7.
    expect(spanMinutes("2026-03-29", "01:00", "04:00")).toBe(120);
    expect(spanMinutes("2026-03-28", "23:00", "01:30")).toBe(150);
    expect(spanMinutes("2026-03-28", "23:00", "03:30")).toBe(210);
    expect(spanMinutes("2026-03-28", "22:00", "06:00")).toBe(7 * 60);
    expect(spanMinutes("2026-03-29", "00:00", "23:00")).toBe(22 * 60);
    // Autumn: 01:00-04:00 lasted 4 hours, 22:00-06:00 9, 02:30 taken at its first showing.
    expect(spanMinutes("2026-10-25", "01:00", "04:00")).toBe(240);
    expect(spanMinutes("2026-10-24", "22:00", "06:00")).toBe(9 * 60);
    expect(spanMinutes("2026-10-25", "02:30", "03:30")).toBe(120);
    expect(spanMinutes("2026-10-25", "01:30", "02:30")).toBe(60);
    // An ordinary night.
    expect(spanMinutes("2026-11-18", "22:00", "06:00")).toBe(8 * 60);
  });
});
