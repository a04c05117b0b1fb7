import { describe, expect, it } from "vitest";
import { closureWeekSchema } from "./closures";
import { errorsOf as fieldErrorsOf } from "./field-errors";

const errorsOf = (input: unknown) => fieldErrorsOf(closureWeekSchema, input);

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
