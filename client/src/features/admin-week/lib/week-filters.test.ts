import { describe, expect, it } from "vitest";
import { NO_WEEK_FILTERS, weekQuery } from "./week-filters";

describe("week filters", () => {
  it("asks the server for the settled search, trimmed, and only the toggles that are on", () => {
    expect(weekQuery("2026-03-16", NO_WEEK_FILTERS, "  ")).toEqual({ date: "2026-03-16" });
    expect(weekQuery("2026-03-16", { ...NO_WEEK_FILTERS, onlyToReview: true, onlyWarnings: true }, " karin ")).toEqual({
      date: "2026-03-16",
      q: "karin",
      onlyToReview: true,
      onlyWarnings: true,
    });
  });
});
