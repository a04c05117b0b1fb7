import { describe, expect, it } from "vitest";
import { formatDate, formatHours, formatKronor } from "../domain/swedish";
import { hoursSchema } from "../validation/time-reports";
import { loadDateNames, SWEDISH_DATE_NAMES } from "./date-names";
import { decimalSeparator, formatDateIn, formatHoursIn, formatKronorIn, formatMonthYearIn } from "./format";
import { LOCALES } from "./locales";

const DAY = "2026-11-21"; // a Saturday

describe("dates in a language", () => {
  it("Swedish is exactly what the screens wrote before", () => {
    for (const form of ["long", "day-month-year", "short", "day-month-short", "day-slash-month", "weekday-short", "weekday-day-month"] as const) {
      expect(formatDateIn(SWEDISH_DATE_NAMES, DAY, form), form).toBe(formatDate(DAY, form));
    }
  });

  it("names weekdays and months in Polish and English, from date-fns, fetched when asked for", async () => {
    const [pl, en] = [await loadDateNames("pl"), await loadDateNames("en")];
    expect(formatDateIn(pl, DAY, "long")).toBe("sobota 21 listopada 2026");
    expect(formatMonthYearIn(pl, 2026, 11)).toBe("listopad 2026");
    expect(formatDateIn(pl, DAY, "weekday-day-month")).toBe("Sobota 21 lis");
    expect(formatDateIn(en, DAY, "long")).toBe("Saturday 21 November 2026");
    expect(formatDateIn(en, DAY, "short")).toBe("21 Nov 2026");
    expect(formatMonthYearIn(en, 2026, 1)).toBe("January 2026");
  });

  it("keeps a date as YYYY-MM-DD where it is written as one, and gives back what is not a date", async () => {
    const pl = await loadDateNames("pl");
    expect(formatDateIn(pl, DAY, "day-slash-month")).toBe("21/11");
    expect(formatDateIn(pl, "2026-02-30", "long")).toBe("2026-02-30");
  });
});

describe("numbers and hours in a language", () => {
  it("a decimal comma in Swedish and Polish, a point in English", () => {
    expect(LOCALES.map(decimalSeparator)).toEqual([",", ".", ","]);
    expect(LOCALES.map((l) => formatHoursIn(l, "7.50"))).toEqual(["7,5", "7.5", "7,5"]);
    expect(LOCALES.map((l) => formatHoursIn(l, "8.00", "input"))).toEqual(["8", "8", "8"]);
    expect(LOCALES.map((l) => formatHoursIn(l, "7.25", "input"))).toEqual(["7,25", "7.25", "7,25"]);
    expect(LOCALES.map((l) => formatHoursIn(l, 1234.5))).toEqual(["1\u00a0234,5", "1,234.5", "1234,5"]);
    expect(LOCALES.map((l) => formatHoursIn(l, "x"))).toEqual(["–", "–", "–"]);
  });

  it("Swedish is exactly formatHours", () => {
    for (const hours of ["7.50", "0.25", 1000, "x"])
      for (const form of ["screen", "plain", "input"] as const) expect(formatHoursIn("sv", hours, form)).toBe(formatHours(hours, form));
  });

  it("an hours field takes a comma or a point, whatever the language", () => {
    for (const typed of ["7,5", "7.5", "7,50", "7.50"]) expect(hoursSchema.parse(typed), typed).toBe("7.50");
  });
});

describe("kronor in a language", () => {
  const nb = (text: string) => text.replace(/ /g, "\u00a0");

  it("writes a decimal comma and spaced thousands in Swedish and Polish, a point and commas in English, 'kr' in all", () => {
    expect(LOCALES.map((l) => formatKronorIn(l, "1234.50"))).toEqual([nb("1 234,50 kr"), nb("1,234.50 kr"), nb("1 234,50 kr")]);
    expect(LOCALES.map((l) => formatKronorIn(l, 123456789))).toEqual([nb("1 234 567,89 kr"), nb("1,234,567.89 kr"), nb("1 234 567,89 kr")]);
    expect(LOCALES.map((l) => formatKronorIn(l, "0.05"))).toEqual([nb("0,05 kr"), nb("0.05 kr"), nb("0,05 kr")]);
  });

  it("keeps the sign of a deduction and says '–' for what is not an amount", () => {
    expect(formatKronorIn("en", -21000)).toBe("\u2212210.00\u00a0kr");
    expect(formatKronorIn("pl", -21000)).toBe("\u2212210,00\u00a0kr");
    for (const l of LOCALES) expect(formatKronorIn(l, "abc")).toBe("–");
  });

  it("Swedish is exactly formatKronor", () => {
    for (const amount of ["1050.00", "0.5", 30750, -21000, "x"]) expect(formatKronorIn("sv", amount)).toBe(formatKronor(amount));
  });
});
