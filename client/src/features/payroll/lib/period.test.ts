import { describe, expect, it } from "vitest";
import { periodHeading, periodLabel } from "./period";

describe("periodLabel", () => {
  it("names a whole calendar month by its month, and any other period by its first and last day", () => {
    expect(periodLabel({ startDate: "2026-11-01", endDate: "2026-11-30" })).toBe("november 2026");
    expect(periodLabel({ startDate: "2026-02-01", endDate: "2026-02-28" })).toBe("februari 2026");
    expect(periodLabel({ startDate: "2026-11-03", endDate: "2026-11-30" })).toBe("3 nov. 2026 – 30 nov. 2026");
    expect(periodLabel({ startDate: "2026-12-21", endDate: "2027-01-20" })).toBe("21 dec. 2026 – 20 jan. 2027");
  });
});

describe("periodHeading", () => {
  it("starts with a capital, as a heading or a sentence does", () => {
    expect(periodHeading({ startDate: "2026-11-01", endDate: "2026-11-30" })).toBe("November 2026");
    expect(periodHeading({ startDate: "2026-11-03", endDate: "2026-11-30" })).toBe("3 nov. 2026 – 30 nov. 2026");
  });
});
