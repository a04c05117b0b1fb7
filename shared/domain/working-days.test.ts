import { describe, expect, it } from "vitest";
import { easterSunday, holidayName, isMissingDay, isWorkingDay, nonWorkingDayName, workingDays } from "./working-days";

const DAYS_OFF_2026: [string, string][] = [
  ["2026-01-01", "Nyårsdagen"],
  ["2026-01-06", "Trettondedag jul"],
  ["2026-04-03", "Långfredagen"],
  ["2026-04-06", "Annandag påsk"],
  ["2026-05-01", "Första maj"],
  ["2026-05-14", "Kristi himmelsfärdsdag"],
  ["2026-06-06", "Nationaldagen"],
  ["2026-06-19", "Midsommarafton"],
  ["2026-12-24", "Julafton"],
  ["2026-12-25", "Juldagen"],
  ["2026-12-26", "Annandag jul"],
  ["2026-12-31", "Nyårsafton"],
];

const DAYS_OFF_2027: [string, string][] = [
  ["2027-01-01", "Nyårsdagen"],
  ["2027-01-06", "Trettondedag jul"],
  ["2027-03-26", "Långfredagen"],
  ["2027-03-29", "Annandag påsk"],
  ["2027-05-01", "Första maj"],
  ["2027-05-06", "Kristi himmelsfärdsdag"],
  ["2027-06-06", "Nationaldagen"],
  ["2027-06-25", "Midsommarafton"],
  ["2027-12-24", "Julafton"],
  ["2027-12-25", "Juldagen"],
  ["2027-12-26", "Annandag jul"],
  ["2027-12-31", "Nyårsafton"],
];

describe("easterSunday", () => {
  it.each([
    [1900, "1900-04-15"],
    [1954, "1954-04-18"],
    [2000, "2000-04-23"],
    [2008, "2008-03-23"],
    [2011, "2011-04-24"],
    [2024, "2024-03-31"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
    [2999, "2999-03-24"],
  ])("%i: %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it("is a Sunday from 22 March to 25 April in every year of the product's range", () => {
    for (let year = 1900; year <= 2999; year++) {
      const easter = easterSunday(year);
      expect(new Date(`${easter}T00:00:00Z`).getUTCDay(), easter).toBe(0);
      expect(easter.slice(5) >= "03-22" && easter.slice(5) <= "04-25", easter).toBe(true);
    }
  });
});

describe("public holidays and eves", () => {
  it.each([...DAYS_OFF_2026, ...DAYS_OFF_2027])("%s is %s and no working day", (date, name) => {
    expect(holidayName(date)).toBe(name);
    expect(nonWorkingDayName(date)).toBe(name);
    expect(isWorkingDay(date)).toBe(false);
  });

  it("knows no other days of 2026 and 2027", () => {
    const named = new Set([...DAYS_OFF_2026, ...DAYS_OFF_2027].map(([d]) => d));
    for (const date of workingDays("2026-01-01", "2027-12-31")) expect(named.has(date), date).toBe(false);
    // 2026: 261 weekdays less the 10 holidays and eves on a weekday (nationaldagen and annandag jul fall on a Saturday).
    expect(workingDays("2026-01-01", "2026-12-31")).toHaveLength(251);
  });

  it("midsommarafton is the Friday from 19 to 25 June", () => {
    expect(holidayName("2021-06-25")).toBe("Midsommarafton");
    expect(holidayName("2022-06-24")).toBe("Midsommarafton");
    expect(holidayName("2025-06-20")).toBe("Midsommarafton");
    expect(holidayName("2026-06-26")).toBeNull();
  });

  it("works in the first and last years of the product's range", () => {
    expect(holidayName("1900-04-13")).toBe("Långfredagen");
    expect(isWorkingDay("1900-01-01")).toBe(false);
    expect(isWorkingDay("1900-01-02")).toBe(true);
    expect(holidayName("2999-03-22")).toBe("Långfredagen");
    expect(holidayName("2999-05-02")).toBe("Kristi himmelsfärdsdag");
    expect(isWorkingDay("2999-12-31")).toBe(false);
    expect(isWorkingDay("2999-12-30")).toBe(true);
  });
});

describe("isWorkingDay", () => {
  it("an ordinary weekday is a working day", () => {
    expect(isWorkingDay("2026-04-02")).toBe(true); // skärtorsdagen is an ordinary day
    expect(isWorkingDay("2026-11-26")).toBe(true);
    expect(nonWorkingDayName("2026-11-26")).toBeNull();
  });

  it("a weekend is not", () => {
    expect(isWorkingDay("2026-11-28")).toBe(false);
    expect(isWorkingDay("2026-11-29")).toBe(false);
    expect(nonWorkingDayName("2026-11-28")).toBe("Lördag");
    expect(nonWorkingDayName("2026-11-29")).toBe("Söndag");
  });
});

describe("workingDays", () => {
  it("lists the working days of a period, both ends included", () => {
    expect(workingDays("2026-03-30", "2026-04-07")).toEqual(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02", "2026-04-07"]);
    expect(workingDays("2026-12-24", "2026-12-27")).toEqual([]);
    expect(workingDays("2026-11-23", "2026-11-23")).toEqual(["2026-11-23"]);
  });
});

describe("isMissingDay", () => {
  const today = "2026-04-08";
  it("is a working day before today without a report", () => {
    expect(isMissingDay("2026-04-07", today, false)).toBe(true);
    expect(isMissingDay("2026-04-07", today, true)).toBe(false);
    expect(isMissingDay(today, today, false)).toBe(false);
  });

  it("never a weekend, holiday or eve", () => {
    expect(isMissingDay("2026-04-03", today, false)).toBe(false);
    expect(isMissingDay("2026-04-06", today, false)).toBe(false);
    expect(isMissingDay("2026-04-05", today, false)).toBe(false);
  });

  it("never before employedFrom", () => {
    expect(isMissingDay("2026-04-01", today, false, "2026-04-02")).toBe(false);
    expect(isMissingDay("2026-04-02", today, false, "2026-04-02")).toBe(true);
    expect(isMissingDay("2026-04-02", today, false, null)).toBe(true);
  });
});
