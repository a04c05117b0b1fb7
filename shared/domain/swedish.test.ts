import { describe, expect, it } from "vitest";
import { countOf, formatDate, formatHours, formatKronor, formatMonthYear, MONTH_NAMES, monthName, swedishNumber, WEEKDAY_HEADINGS } from "./swedish";

const NBSP = "\u00a0";
const MINUS = "\u2212";

describe("swedishNumber", () => {
  it("writes a limit for a message: as many decimals as it has, a plain space between thousands", () => {
    expect(swedishNumber(0)).toBe("0");
    expect(swedishNumber(0.5)).toBe("0,5");
    expect(swedishNumber(7.25)).toBe("7,25");
    expect(swedishNumber(1000)).toBe("1 000");
    expect(swedishNumber(999_999.99)).toBe("999 999,99");
    expect(swedishNumber(-1234.5)).toBe("-1 234,5");
  });

  it("writes a screen's figure as Intl writes sv-SE", () => {
    const screen = (n: number, decimals: number) => swedishNumber(n, { decimals, grouping: "screen" });
    expect(screen(1_000_000, 0)).toBe(`1${NBSP}000${NBSP}000`);
    expect(screen(7.25, 1)).toBe("7,3");
    expect(screen(-7.25, 1)).toBe(`${MINUS}7,3`);
    expect(screen(-0, 1)).toBe(`${MINUS}0,0`);
    expect(screen(9.96, 1)).toBe("10,0");
    for (const n of [0, 0.05, 0.5, 7.25, 1000, 1234.55, -3.45, 1e21, 1e-7]) {
      expect(screen(n, 1)).toBe(new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n));
    }
  });
});

describe("formatKronor", () => {
  it("writes the API's kronor as Intl writes sv-SE kronor, thousands and unit set apart by no-break spaces", () => {
    expect(formatKronor("1050.00")).toBe(`1${NBSP}050,00${NBSP}kr`);
    expect(formatKronor("307.5")).toBe(`307,50${NBSP}kr`);
    expect(formatKronor("0.07")).toBe(`0,07${NBSP}kr`);
    expect(formatKronor("100000.00")).toBe(`100${NBSP}000,00${NBSP}kr`);
    const intl = new Intl.NumberFormat("sv-SE", { style: "currency", currency: "SEK" });
    for (const kronor of ["0.00", "1.50", "999.99", "1234567.89", "-210.00"]) expect(formatKronor(kronor)).toBe(intl.format(Number(kronor)));
  });

  it("reads a number as öre and writes a negative amount with a real minus", () => {
    expect(formatKronor(30750)).toBe(`307,50${NBSP}kr`);
    expect(formatKronor(-21000)).toBe(`${MINUS}210,00${NBSP}kr`);
    expect(formatKronor("-210.00")).toBe(`${MINUS}210,00${NBSP}kr`);
    expect(formatKronor(0)).toBe(`0,00${NBSP}kr`);
  });

  it("writes what is not an amount as a dash", () => {
    for (const bad of ["", "abc", "1.234", "1e3", Number.NaN, 1.5]) expect(formatKronor(bad)).toBe("–");
  });
});

describe("countOf", () => {
  it("writes one thing in the singular and any other count in the plural", () => {
    expect(countOf(1, "bild", "bilder")).toBe("1 bild");
    expect(countOf(2, "bild", "bilder")).toBe("2 bilder");
    expect(countOf(0, "kvitto", "kvitton")).toBe("0 kvitton");
    expect(countOf(1200, "rapport", "rapporter")).toBe("1\u00a0200 rapporter");
  });
});

describe("formatHours", () => {
  it("shows hours on a screen with one decimal", () => {
    expect(formatHours(0)).toBe("0,0");
    expect(formatHours("0.50")).toBe("0,5");
    expect(formatHours(7.25)).toBe("7,3");
    expect(formatHours("1000.00")).toBe(`1${NBSP}000,0`);
    expect(formatHours(-2)).toBe(`${MINUS}2,0`);
    expect(formatHours("abc")).toBe("–");
  });

  it("writes CSV cells and messages with one decimal and no grouping, as toFixed(1) did", () => {
    for (const n of [0, 0.5, 7.25, 7.5, 52, 1000, 12345.5, -2.5]) {
      expect(formatHours(n, "plain")).toBe(n.toFixed(1).replace(".", ","));
      expect(formatHours(String(n), "plain")).toBe(n.toFixed(1).replace(".", ","));
    }
    expect(formatHours("1000.00", "plain")).toBe("1000,0");
  });

  it("fills an input field as a worker types hours", () => {
    expect(formatHours("7.50", "input")).toBe("7,5");
    expect(formatHours("8.00", "input")).toBe("8");
    expect(formatHours(0, "input")).toBe("0");
    expect(formatHours(1000, "input")).toBe("1000");
    expect(formatHours("", "input")).toBe("0");
    expect(formatHours("abc", "input")).toBe("");
  });
});

describe("months and dates", () => {
  it("names the months", () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthName(1)).toBe("januari");
    expect(monthName(12)).toBe("december");
    expect(monthName(13)).toBe("13");
    expect(formatMonthYear(2026, 11)).toBe("november 2026");
  });

  it("writes a date in each form, and what is not a date as given", () => {
    expect(formatDate("2026-11-21", "long")).toBe("lördag 21 november 2026");
    expect(formatDate("2026-11-03", "day-month-year")).toBe("3 november 2026");
    expect(formatDate("2026-11-21", "short")).toBe("21 nov. 2026");
    expect(formatDate("2026-11-21", "weekday-short")).toBe("lö 21/11");
    expect(formatDate("2026-11-18", "weekday-day-month")).toBe("Onsdag 18 nov");
    expect(formatDate("2026-02-30", "long")).toBe("2026-02-30");
  });
});

describe("the week's words", () => {
  it("heads a week's columns Monday first and writes the grid's short dates", () => {
    expect(WEEKDAY_HEADINGS).toEqual(["Mån", "Tis", "Ons", "Tor", "Fre", "Lör", "Sön"]);
    expect(formatDate("2026-03-16", "day-month-short")).toBe("16 mars");
    expect(formatDate("2025-12-29", "day-month-short")).toBe("29 dec.");
    expect(formatDate("2026-03-16", "day-slash-month")).toBe("16/3");
  });
});
