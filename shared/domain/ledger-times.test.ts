import { describe, expect, it } from "vitest";
import { ledgerReportTimes } from "./ledger-times";

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The clock distance between two times, either way round midnight. */
const apart = (a: string, b: string) => {
  const d = Math.abs(minutes(a) - minutes(b));
  return Math.min(d, 24 * 60 - d);
};
/** The report's minutes worked as the form counts them: an end at or before the start is the next day. */
const worked = (start: string, end: string, breakMinutes: number) => ((minutes(end) - minutes(start) + 24 * 60) % (24 * 60) || 24 * 60) - breakMinutes;

describe("ledgerReportTimes (docs/product-rules.md §15, 'Hours and the ledger')", () => {
  it("rounds 06:58 → 16:05 with a half-hour break to 07:00 → 16:00: 8,5 hours", () => {
    expect(ledgerReportTimes("06:58", "16:05", 30)).toEqual({ startTime: "07:00", endTime: "16:00" });
    expect(worked("07:00", "16:00", 30)).toBe(8.5 * 60);
  });

  it("takes a start a quarter past or to the later half hour: the worker was not at work before it", () => {
    expect(ledgerReportTimes("06:45", "15:30", 30)).toEqual({ startTime: "07:00", endTime: "15:30" });
    expect(ledgerReportTimes("06:15", null, 0)).toEqual({ startTime: "06:30", endTime: null });
    expect(ledgerReportTimes("06:44", null, 0)).toEqual({ startTime: "06:30", endTime: null });
  });

  it("rounds the minutes worked, not the check-out: 07:14 → 15:46 with 45 minutes' break is 8 hours, 07:00 → 15:45", () => {
    expect(ledgerReportTimes("07:14", "15:46", 45)).toEqual({ startTime: "07:00", endTime: "15:45" });
    expect(worked("07:00", "15:45", 45)).toBe(8 * 60);
  });

  it("takes a tie of the minutes worked up", () => {
    // 07:00 → 15:45 without a break: 8 h 45 min, between 8,5 and 9.
    expect(ledgerReportTimes("07:00", "15:45", 0)).toEqual({ startTime: "07:00", endTime: "16:00" });
  });

  it("rounds a night shift over midnight: 22:05 → 06:10 with a half-hour break is 22:00 → 06:00, 7,5 hours", () => {
    expect(ledgerReportTimes("22:05", "06:10", 30)).toEqual({ startTime: "22:00", endTime: "06:00" });
    expect(worked("22:00", "06:00", 30)).toBe(7.5 * 60);
  });

  it("keeps a start from 23:45 on its own day, at 23:30", () => {
    expect(ledgerReportTimes("23:50", "07:10", 30)).toEqual({ startTime: "23:30", endTime: "07:00" });
  });

  it("changes nothing that is already on the half hour", () => {
    expect(ledgerReportTimes("07:00", "15:30", 30)).toEqual({ startTime: "07:00", endTime: "15:30" });
  });

  it("rounds without a break", () => {
    expect(ledgerReportTimes("06:58", "16:05", 0)).toEqual({ startTime: "07:00", endTime: "16:00" });
    expect(ledgerReportTimes("07:10", "07:20", 0)).toEqual({ startTime: "07:00", endTime: "07:30" });
  });

  it("fills only the start while the stay is open", () => {
    expect(ledgerReportTimes("06:58", null, 30)).toEqual({ startTime: "07:00", endTime: null });
  });

  it("leaves 'Slut' to the worker when the stay makes no half hour after the break, never a day of no or negative length", () => {
    // The check-out falls before the rounded start.
    expect(ledgerReportTimes("07:20", "07:25", 0)).toEqual({ startTime: "07:30", endTime: null });
    // The break is longer than the stay.
    expect(ledgerReportTimes("07:00", "07:20", 30)).toEqual({ startTime: "07:00", endTime: null });
    // A check-out in the same minute as the check-in.
    expect(ledgerReportTimes("07:00", "07:00", 0)).toEqual({ startTime: "07:00", endTime: null });
  });

  it("always fills times the form accepts: half hours after the break, each within 15 minutes of the ledger's", () => {
    const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const wrong: string[] = [];
    for (let checkIn = 0; checkIn < 24 * 60; checkIn += 7) {
      for (let checkOut = 0; checkOut < 24 * 60; checkOut += 11) {
        for (const breakMinutes of [0, 30, 45, 60]) {
          const ledger = { in: clock(checkIn), out: clock(checkOut) };
          const { startTime, endTime } = ledgerReportTimes(ledger.in, ledger.out, breakMinutes);
          const startOk = apart(startTime, ledger.in) <= (checkIn >= 23 * 60 + 45 ? 29 : 15);
          const endOk =
            endTime === null ||
            (worked(startTime, endTime, breakMinutes) % 30 === 0 && worked(startTime, endTime, breakMinutes) > 0 && apart(endTime, ledger.out) <= 15);
          if (!startOk || !endOk) wrong.push(`${ledger.in}→${ledger.out} −${breakMinutes}: ${startTime}→${endTime}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
