// @vitest-environment jsdom
import { format } from "date-fns";
import { sv } from "date-fns/locale";
import { describe, expect, it, vi } from "vitest";
import { COUNT_STYLE, formatDate, formatHours, formatMonthYear, swedishNumber } from "@shared/domain";
import { firstName, formatDateTime, initials } from "./format";

// The client's formatters moved to shared/domain (swedish.ts): held here to what they wrote.
const formatLongDate = (iso: string) => formatDate(iso, "long");
const formatShortDate = (iso: string) => formatDate(iso, "short");
const formatDayShort = (iso: string) => formatDate(iso, "weekday-short");
const formatWeekdayDayMonth = (iso: string) => formatDate(iso, "weekday-day-month");
const formatHoursInput = (hours: string | number) => formatHours(hours, "input");
const formatCount = (n: number) => swedishNumber(n, COUNT_STYLE);

describe("format", () => {
  it("writes dates the Swedish way", () => {
    expect(formatLongDate("2026-11-21")).toBe("lördag 21 november 2026");
    expect(formatLongDate("2027-01-04")).toBe("måndag 4 januari 2027");
    expect(formatShortDate("2026-11-21")).toMatch(/^21 nov\.? 2026$/);
  });

  it("shows what is not a calendar day as given, instead of a made-up date", () => {
    for (const text of ["", "i morgon", "2026-13-01", "2026-02-30", "2026-11", "21/11/2026"]) {
      expect(formatLongDate(text)).toBe(text);
      expect(formatShortDate(text)).toBe(text);
      expect(formatDayShort(text)).toBe(text);
      expect(formatWeekdayDayMonth(text)).toBe(text);
    }
    // A year below 100 is that year, not 1900 plus it: 1 January of the year 50 was a Saturday.
    expect(formatLongDate("0050-01-01")).toBe("lördag 1 januari 0050");
    // A timestamp is read by its date part.
    expect(formatShortDate("2026-11-21T23:30:00.000Z")).toBe("21 nov. 2026");
  });

  it("writes every day from 1900 to 2100 as date-fns writes each pattern in Swedish", () => {
    const written: [string, (iso: string) => string][] = [
      ["EEEE d MMMM yyyy", formatLongDate],
      ["d MMM yyyy", formatShortDate],
      ["EEEEEE d/M", formatDayShort],
      // The admin week's grid and heading (client/src/features/admin-week/lib/week-days.ts).
      ["d MMM", (iso) => formatDate(iso, "day-month-short")],
      ["d/M", (iso) => formatDate(iso, "day-slash-month")],
    ];
    const start = Date.UTC(1900, 0, 1);
    const end = Date.UTC(2100, 11, 31);
    let days = 0;
    for (let t = start; t <= end; t += 86_400_000, days++) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = iso.split("-").map(Number);
      const date = new Date(y, m - 1, d);
      for (const [pattern, ours] of written) {
        const expected = format(date, pattern, { locale: sv });
        if (ours(iso) !== expected) expect(`${pattern}: ${ours(iso)}`).toBe(`${pattern}: ${expected}`);
      }
      if (d === 1 && formatMonthYear(y, m) !== format(date, "LLLL yyyy", { locale: sv })) {
        expect(formatMonthYear(y, m)).toBe(format(date, "LLLL yyyy", { locale: sv }));
      }
      const weekdayDayMonth = format(date, "EEEE d MMM", { locale: sv }).replace(/\.$/, "");
      const expected = weekdayDayMonth.charAt(0).toUpperCase() + weekdayDayMonth.slice(1);
      if (formatWeekdayDayMonth(iso) !== expected) expect(formatWeekdayDayMonth(iso)).toBe(expected);
    }
    expect(days).toBe(73_414);
    // A timestamp's date part is the day.
    expect(formatLongDate("2026-03-29T23:30:00Z")).toBe("söndag 29 mars 2026");
    expect(formatShortDate("2026-03-29T23:30:00Z")).toBe("29 mars 2026");
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

  it("writes hours and counts exactly as Intl does for sv-SE, without calling it", () => {
    const hours = new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 });
    const values = [
      0,
      -0,
      0.04,
      0.05,
      0.15,
      0.25,
      0.45,
      1.25,
      2.675,
      9.95,
      99.95,
      999.95,
      1234.5,
      12_345_678.25,
      1e20,
      1e21,
      2e-7,
      -0.04,
      -0.05,
      -1234.56,
      NaN,
      Infinity,
      -Infinity,
    ];
    // Every half hour up to 2 000 hours, and random amounts with up to three decimals.
    for (let h = 0; h <= 2000; h += 0.5) values.push(h, -h);
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 5000; i++) values.push(Math.round((random() - 0.3) * 10 ** (1 + Math.floor(random() * 8)) * 1000) / 1000);
    // formatHours writes "–" for what is not a number.
    const differ = values.filter((v) => (Number.isFinite(v) && formatHours(v) !== hours.format(v)) || formatCount(v) !== count.format(v));
    expect(differ).toEqual([]);
    expect(formatHours(1234.5)).toBe("1\u00a0234,5");
    expect(formatCount(-1_000_000)).toBe("\u22121\u00a0000\u00a0000");
  });

  it("needs no Intl for today's date, hours and counts, which the dashboard's first screen shows", async () => {
    const dateFormats = vi.spyOn(Intl, "DateTimeFormat");
    const numberFormats = vi.spyOn(Intl, "NumberFormat");
    try {
      // Imported afresh, so that a formatter made when the module loads is counted too.
      vi.resetModules();
      const fresh = await import("@shared/domain");
      const dates = await import("@shared/dates");
      expect(fresh.formatHours("37.5")).toBe("37,5");
      expect(fresh.swedishNumber(12, COUNT_STYLE)).toBe("12");
      expect(dates.todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dateFormats).not.toHaveBeenCalled();
      expect(numberFormats).not.toHaveBeenCalled();
    } finally {
      dateFormats.mockRestore();
      numberFormats.mockRestore();
    }
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
