// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { firstName, formatDateTime, formatHours, formatHoursInput, formatLongDate, formatShortDate, formatWeekdayDayMonth, initials } from "./format";

describe("format", () => {
  it("writes dates the Swedish way", () => {
    expect(formatLongDate("2026-11-21")).toBe("lördag 21 november 2026");
    expect(formatLongDate("2027-01-04")).toBe("måndag 4 januari 2027");
    expect(formatShortDate("2026-11-21")).toMatch(/^21 nov\.? 2026$/);
  });

  it("shows timestamps in Stockholm time", () => {
    // 23:30 UTC on 31 Dec is already New Year's Day in Stockholm.
    expect(formatDateTime("2026-12-31T23:30:00Z")).toMatch(/^1 jan\.? 2027 00:30$/);
  });

  it("shows hours with one decimal and a decimal comma", () => {
    expect(formatHours("7.50")).toBe("7,5");
    expect(formatHours("8.00")).toBe("8,0");
    expect(formatHours(0.5)).toBe("0,5");
    expect(formatHours("abc")).toBe("–");
  });

  it("prefills hours for editing with a decimal comma", () => {
    expect(formatHoursInput("7.50")).toBe("7,5");
    expect(formatHoursInput("8.00")).toBe("8");
    expect(formatHoursInput(0.5)).toBe("0,5");
  });

  it("names a weekday with its date, 'Onsdag 18 nov'", () => {
    expect(formatWeekdayDayMonth("2026-11-18")).toBe("Onsdag 18 nov");
    expect(formatWeekdayDayMonth("2026-09-07")).toBe("Måndag 7 sep");
  });

  it("makes at most two initials", () => {
    expect(initials("Erik Andersson")).toBe("EA");
    expect(initials("anna maria lindqvist")).toBe("AL");
    expect(initials("Erik")).toBe("E");
    expect(initials("  ")).toBe("?");
    expect(firstName("Erik Andersson")).toBe("Erik");
  });
});
