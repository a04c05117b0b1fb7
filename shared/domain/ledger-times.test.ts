import { describe, expect, it } from "vitest";
import { addDays, DEFAULT_TIME_ZONE, todayIn } from "../dates";
import { skippedTime, spanMinutes } from "../wall-clock";
import { ledgerReportTimes } from "./ledger-times";

/** An ordinary day in Stockholm (+01:00), no clock change near it. */
const DAY = "2026-11-18";
/**
 * The filled 'Start' and 'Slut' for a stay on DAY told by its clock times: a check-out before the
 * check-in is the next day's.
 */
const fill = (checkIn: string, checkOut: string | null, breakMinutes: number) => {
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
  const out = checkOut === null ? null : at(checkOut < checkIn ? addDays(DAY, 1) : DAY, checkOut);
  const { startTime, endTime } = ledgerReportTimes(at(DAY, checkIn), out, breakMinutes);
  return { startTime, endTime };
};

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
    expect(fill("06:58", "16:05", 30)).toEqual({ startTime: "07:00", endTime: "16:00" });
    expect(worked("07:00", "16:00", 30)).toBe(8.5 * 60);
  });

  it("takes a start a quarter past or to the later half hour: the worker was not at work before it", () => {
    expect(fill("06:45", "15:30", 30)).toEqual({ startTime: "07:00", endTime: "15:30" });
    expect(fill("06:15", null, 0)).toEqual({ startTime: "06:30", endTime: null });
    expect(fill("06:44", null, 0)).toEqual({ startTime: "06:30", endTime: null });
  });

  it("rounds the minutes worked, not the check-out: 07:14 → 15:46 with 45 minutes' break is 8 hours, 07:00 → 15:45", () => {
    expect(fill("07:14", "15:46", 45)).toEqual({ startTime: "07:00", endTime: "15:45" });
    expect(worked("07:00", "15:45", 45)).toBe(8 * 60);
  });

  it("takes a tie of the minutes worked up", () => {
    // 07:00 → 15:45 without a break: 8 h 45 min, between 8,5 and 9.
    expect(fill("07:00", "15:45", 0)).toEqual({ startTime: "07:00", endTime: "16:00" });
  });

  it("rounds a night shift over midnight: 22:05 → 06:10 with a half-hour break is 22:00 → 06:00, 7,5 hours", () => {
    expect(fill("22:05", "06:10", 30)).toEqual({ startTime: "22:00", endTime: "06:00" });
    expect(worked("22:00", "06:00", 30)).toBe(7.5 * 60);
  });

  it("keeps a start from 23:45 on its own day, at 23:30", () => {
    expect(fill("23:50", "07:10", 30)).toEqual({ startTime: "23:30", endTime: "07:00" });
  });

  it("changes nothing that is already on the half hour", () => {
    expect(fill("07:00", "15:30", 30)).toEqual({ startTime: "07:00", endTime: "15:30" });
  });

  it("rounds without a break", () => {
    expect(fill("06:58", "16:05", 0)).toEqual({ startTime: "07:00", endTime: "16:00" });
    expect(fill("07:10", "07:20", 0)).toEqual({ startTime: "07:00", endTime: "07:30" });
  });

  it("fills only the start while the stay is open", () => {
    expect(fill("06:58", null, 30)).toEqual({ startTime: "07:00", endTime: null });
  });

  it("leaves 'Slut' to the worker when the stay makes no half hour after the break, never a day of no or negative length", () => {
    // The check-out falls before the rounded start.
    expect(fill("07:20", "07:25", 0)).toEqual({ startTime: "07:30", endTime: null });
    // The break is longer than the stay.
    expect(fill("07:00", "07:20", 30)).toEqual({ startTime: "07:00", endTime: null });
    // A check-out in the same minute as the check-in.
    expect(fill("07:00", "07:00", 0)).toEqual({ startTime: "07:00", endTime: null });
  });

  it("always fills times the form accepts: half hours after the break, each within 15 minutes of the ledger's", () => {
    const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const wrong: string[] = [];
    // Steps prime to 30 and to each other, so every minute of the half hour is met.
    for (let checkIn = 0; checkIn < 24 * 60; checkIn += 11) {
      for (let checkOut = 0; checkOut < 24 * 60; checkOut += 13) {
        for (const breakMinutes of [0, 30, 45, 60]) {
          const ledger = { in: clock(checkIn), out: clock(checkOut) };
          const { startTime, endTime } = fill(ledger.in, ledger.out, breakMinutes);
          if (startTime === null) throw new Error(`${ledger.in}: no start`);
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

describe("ledgerReportTimes on the clock-change nights (docs/product-rules.md §5)", () => {
  const at = (iso: string) => new Date(iso);

  it("fills times the clock names once with the real hours: 22:00 → 06:00 is 9 hours in autumn, 7 in spring", () => {
    expect(ledgerReportTimes(at("2026-10-24T19:58:00Z"), at("2026-10-25T05:05:00Z"), 0)).toEqual({ startTime: "22:00", endTime: "06:00", hours: 9 });
    expect(ledgerReportTimes(at("2026-03-28T21:02:00Z"), at("2026-03-29T04:10:00Z"), 30)).toEqual({ startTime: "22:00", endTime: "06:00", hours: 6.5 });
    // Out at 02:30 the first time the clock showed it (+02:00): the clock time names it.
    expect(ledgerReportTimes(at("2026-10-24T20:00:00Z"), at("2026-10-25T00:30:00Z"), 0)).toEqual({ startTime: "22:00", endTime: "02:30", hours: 4.5 });
  });

  it("starts a check-in ten minutes before the spring clock jumps at 03:00, never in the hour it skips", () => {
    expect(ledgerReportTimes(at("2026-03-29T00:50:00Z"), at("2026-03-29T05:00:00Z"), 0)).toEqual({ startTime: "03:00", endTime: "07:00", hours: 4 });
    expect(ledgerReportTimes(at("2026-03-29T00:50:00Z"), null, 0)).toEqual({ startTime: "03:00", endTime: null, hours: null });
  });

  it("gives the hours without clock times when a time falls in the autumn's second 02:00-02:59", () => {
    // Out at 02:30 winter time (+01:00): 22:00-02:30 would read as 4,5 hours; the stay was 5,5.
    expect(ledgerReportTimes(at("2026-10-24T20:00:00Z"), at("2026-10-25T01:30:00Z"), 0)).toEqual({ startTime: null, endTime: null, hours: 5.5 });
    // In at 02:10 winter time, out at 08:00 with half an hour's break.
    expect(ledgerReportTimes(at("2026-10-25T01:10:00Z"), at("2026-10-25T07:00:00Z"), 30)).toEqual({ startTime: null, endTime: null, hours: 5.5 });
    expect(ledgerReportTimes(at("2026-10-25T01:10:00Z"), null, 0)).toEqual({ startTime: null, endTime: null, hours: null });
  });

  it("always fills real hours, with times only where they say exactly those hours", () => {
    const wrong: string[] = [];
    for (const night of ["2026-03-28T17:00:00Z", "2026-10-24T16:00:00Z"]) {
      for (let i = 0; i < 12 * 60; i += 11) {
        const checkIn = Date.parse(night) + i * 60_000;
        for (let stay = 31; stay < 14 * 60; stay += 13) {
          for (const breakMinutes of [0, 30]) {
            const { startTime, endTime, hours } = ledgerReportTimes(new Date(checkIn), new Date(checkIn + stay * 60_000), breakMinutes);
            const date = todayIn(DEFAULT_TIME_ZONE, new Date(checkIn));
            const real = stay - breakMinutes;
            const label = `${new Date(checkIn).toISOString()} +${stay} −${breakMinutes}: ${startTime}→${endTime} ${hours}`;
            if (hours === null) {
              // Only a stay that makes no half hour after the break from the rounded start has none.
              if (real >= 30) wrong.push(label);
              continue;
            }
            // The start moves at most 15 minutes (29 back for one from 23:45) and the end 15.
            if ((hours * 60) % 30 !== 0 || Math.abs(hours * 60 - real) > 44) wrong.push(label);
            if (startTime === null || endTime === null) continue;
            const endDate = endTime <= startTime ? addDays(date, 1) : date;
            if (skippedTime(date, startTime) || skippedTime(endDate, endTime) || spanMinutes(date, startTime, endTime) - breakMinutes !== hours * 60)
              wrong.push(label);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
