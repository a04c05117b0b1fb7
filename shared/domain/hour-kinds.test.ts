import { describe, expect, it } from "vitest";
import { formatHoursByKind, HOUR_KIND_CODES, hourKindOf, hoursByKind, presentHourKinds } from "./hour-kinds";
import { TIME_CODES } from "./time-codes";

describe("hour kinds", () => {
  it("puts each code in its kind", () => {
    expect(Object.fromEntries(TIME_CODES.map((c) => [c, hourKindOf(c)]))).toEqual({
      ARB: "work",
      ÖT1: "overtime",
      ÖT2: "overtime",
      RE1: "travel",
      SJK: "absence",
      SEM: "absence",
      VAB: "absence",
      FPE: "absence",
      TJL: "absence",
    });
    expect(HOUR_KIND_CODES).toEqual({ work: ["ARB"], overtime: ["ÖT1", "ÖT2"], travel: ["RE1"], absence: ["SJK", "SEM", "VAB", "FPE", "TJL"] });
  });

  it("sums a week's reports by kind, exactly", () => {
    const week = hoursByKind([
      { timeCode: "ARB", hours: "8.00" },
      { timeCode: "ARB", hours: "7.25" },
      { timeCode: "ÖT1", hours: "2.50" },
      { timeCode: "ÖT2", hours: 1.5 },
      { timeCode: "RE1", hours: "0.10" },
      { timeCode: "RE1", hours: "0.20" },
      { timeCode: "SJK", hours: "8.00" },
      { timeCode: "VAB", hours: "4.00" },
    ]);
    expect(week).toEqual({ work: 15.25, overtime: 4, travel: 0.3, absence: 12 });
    expect(hoursByKind([])).toEqual({ work: 0, overtime: 0, travel: 0, absence: 0 });
  });

  it("writes only the kinds present, in a fixed order, with a decimal comma", () => {
    expect(formatHoursByKind({ work: 32, overtime: 4, travel: 1.5, absence: 8 })).toBe("Arbete 32,0 · Övertid 4,0 · Restid 1,5 · Frånvaro 8,0");
    expect(formatHoursByKind({ work: "0.00", overtime: "0.00", travel: "0.00", absence: "16.00" })).toBe("Frånvaro 16,0");
    expect(formatHoursByKind({ work: "37.50", overtime: "0", travel: "2.25", absence: "0" })).toBe("Arbete 37,5 · Restid 2,3");
    expect(formatHoursByKind({ work: 0, overtime: 0, travel: 0, absence: 0 })).toBe("");
    expect(presentHourKinds({ work: 0, overtime: "3.00", travel: 0, absence: 0 })).toEqual([{ kind: "overtime", label: "Övertid", hours: 3 }]);
  });
});
