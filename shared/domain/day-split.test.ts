import { describe, expect, it } from "vitest";
import { daySplit, splitClockTimes } from "./day-split";

describe("daySplit", () => {
  it("splits a long day at the norm", () => {
    expect(daySplit(0, 12.5, 8)).toEqual({ ordinaryHours: 8, overtimeHours: 4.5 });
  });

  it("counts the ordinary time already reported that day", () => {
    expect(daySplit(3, 7, 8)).toEqual({ ordinaryHours: 5, overtimeHours: 2 });
  });

  it("offers all of it as overtime when the earlier reports fill the norm", () => {
    expect(daySplit(8, 2, 8)).toEqual({ ordinaryHours: 0, overtimeHours: 2 });
    expect(daySplit(9, 1.5, 8)).toEqual({ ordinaryHours: 0, overtimeHours: 1.5 });
  });

  it("offers nothing while the day stays within the norm", () => {
    expect(daySplit(0, 8, 8)).toBeNull();
    expect(daySplit(4, 4, 8)).toBeNull();
    expect(daySplit(0, 7.5, 7.5)).toBeNull();
    expect(daySplit(0, 0, 8)).toBeNull();
  });

  it("follows the company's norm in half hours", () => {
    expect(daySplit(0, 9, 7.5)).toEqual({ ordinaryHours: 7.5, overtimeHours: 1.5 });
  });
});

describe("splitClockTimes", () => {
  const times = { date: "2026-11-18", startTime: "06:00", endTime: "19:00", breakMinutes: 30 };

  it("ends the ordinary report after its hours and the break, and starts the overtime there", () => {
    expect(splitClockTimes(times, { ordinaryHours: 8, overtimeHours: 4.5 })).toEqual({
      ordinary: { startTime: "06:00", endTime: "14:30", breakMinutes: 30 },
      overtime: { startTime: "14:30", endTime: "19:00", breakMinutes: 0 },
    });
  });

  it("passes midnight on a night shift", () => {
    expect(splitClockTimes({ date: "2026-11-18", startTime: "18:00", endTime: "06:00", breakMinutes: null }, { ordinaryHours: 8, overtimeHours: 4 })).toEqual({
      ordinary: { startTime: "18:00", endTime: "02:00", breakMinutes: 0 },
      overtime: { startTime: "02:00", endTime: "06:00", breakMinutes: 0 },
    });
  });

  it("keeps the times on the overtime report when it takes all the hours", () => {
    // Only the times: a whole report passed in gives back no other field.
    const { date: _date, ...clock } = times;
    expect(splitClockTimes({ ...times, timeCode: "ARB" } as typeof times, { ordinaryHours: 0, overtimeHours: 12.5 }).overtime).toEqual(clock);
  });

  it("gives neither report times when there were none", () => {
    const none = { startTime: null, endTime: null, breakMinutes: null };
    expect(splitClockTimes({ date: "2026-11-18", ...none }, { ordinaryHours: 8, overtimeHours: 2 })).toEqual({ ordinary: none, overtime: none });
  });

  describe("over a clock change (docs/product-rules.md §5)", () => {
    const night = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime, breakMinutes: 0 });
    const none = { startTime: null, endTime: null, breakMinutes: null };

    it("switches after the ordinary hours in real time: each part's times say its real hours", () => {
      // Autumn: 22:00-06:00 is 9 hours; 8 of them end at 05:00.
      expect(splitClockTimes(night("2026-10-24", "22:00", "06:00"), { ordinaryHours: 8, overtimeHours: 1 })).toEqual({
        ordinary: { startTime: "22:00", endTime: "05:00", breakMinutes: 0 },
        overtime: { startTime: "05:00", endTime: "06:00", breakMinutes: 0 },
      });
      // Spring: 22:00-06:00 is 7 hours; 6 of them end at 05:00.
      expect(splitClockTimes(night("2026-03-28", "22:00", "06:00"), { ordinaryHours: 6, overtimeHours: 1 })).toEqual({
        ordinary: { startTime: "22:00", endTime: "05:00", breakMinutes: 0 },
        overtime: { startTime: "05:00", endTime: "06:00", breakMinutes: 0 },
      });
    });

    it("leaves a part its hours alone when its times cannot say them", () => {
      // The switch at 02:30 the second time the clock showed it: neither part can name it.
      expect(splitClockTimes(night("2026-10-24", "19:30", "06:00"), { ordinaryHours: 8, overtimeHours: 3.5 })).toEqual({ ordinary: none, overtime: none });
      // 00:00-06:00 on the report's date (Saturday) would be 6 hours; the night's were 7.
      expect(splitClockTimes(night("2026-10-24", "22:00", "06:00"), { ordinaryHours: 2, overtimeHours: 7 })).toEqual({
        ordinary: { startTime: "22:00", endTime: "00:00", breakMinutes: 0 },
        overtime: none,
      });
    });
  });
});
