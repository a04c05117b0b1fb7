import { describe, expect, it } from "vitest";
import { closureWeekSchema } from "./closures";

function errorsOf(input: unknown): Record<string, string> {
  const result = closureWeekSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("closureWeekSchema", () => {
  it.each([
    [
      { year: 2026, weekNumber: 1 },
      { year: 2026, weekNumber: 1 },
    ],
    [
      { year: 2026, weekNumber: 53 },
      { year: 2026, weekNumber: 53 },
    ],
    [
      { year: "2026", weekNumber: "12" },
      { year: 2026, weekNumber: 12 },
    ],
  ])("%j → %j", (input, expected) => {
    expect(closureWeekSchema.parse(input)).toEqual(expected);
  });

  it.each([0, 54, -1, 1.5, "vecka", null])("weekNumber %j → 'Ogiltig vecka'", (weekNumber) => {
    expect(errorsOf({ year: 2026, weekNumber })).toEqual({ weekNumber: "Ogiltig vecka" });
  });

  it.each([1999, 2101, 2026.5, "år"])("year %j → 'Ogiltigt år'", (year) => {
    expect(errorsOf({ year, weekNumber: 10 })).toEqual({ year: "Ogiltigt år" });
  });

  it("reports both fields when missing", () => {
    expect(errorsOf({})).toEqual({ year: "Ogiltigt år", weekNumber: "Ogiltig vecka" });
  });
});
