import { describe, expect, it } from "vitest";
import { hoursFromTimes } from "./clock-hours";

const day = (date: string, startTime: string, endTime: string, breakMinutes = "") => hoursFromTimes({ date, startTime, endTime, breakMinutes });

describe("hoursFromTimes", () => {
  it("fills the hours the times really make, on an ordinary day and across both clock changes", () => {
    expect(day("2026-11-18", "07:00", "16:00", "60")).toBe("8");
    expect(day("2026-03-29", "01:00", "04:00")).toBe("2");
    expect(day("2026-03-28", "23:00", "01:30")).toBe("2,5");
    expect(day("2026-03-28", "22:00", "06:00")).toBe("7");
    expect(day("2026-10-25", "01:00", "04:00")).toBe("4");
    expect(day("2026-10-24", "22:00", "06:00")).toBe("9");
  });

  it("leaves the hours alone while a time lies in the hour the spring clock skips", () => {
    expect(day("2026-03-29", "02:30", "06:00")).toBeNull();
    expect(day("2026-03-28", "22:00", "02:30")).toBeNull();
  });
});
