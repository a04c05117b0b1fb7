import { describe, expect, it } from "vitest";
import { NO_WEEK_FILTERS, shownWorkersText, weekQuery } from "./week-filters";

describe("week filters", () => {
  it("asks the server for the settled search, trimmed, and only the toggles that are on", () => {
    expect(weekQuery("2026-03-16", NO_WEEK_FILTERS, "  ")).toEqual({ date: "2026-03-16" });
    expect(weekQuery("2026-03-16", { ...NO_WEEK_FILTERS, onlyToReview: true, onlyWarnings: true }, " karin ")).toEqual({
      date: "2026-03-16",
      q: "karin",
      onlyToReview: true,
    });
  });

  it("counts the loaded workers of the matches, and says when 'Bara varningar' looked among the loaded only", () => {
    expect(shownWorkersText({ shown: 50, loaded: 50, total: 1000, onlyWarnings: false })).toBe("Visar 50 av 1\u00a0000 arbetare");
    expect(shownWorkersText({ shown: 3, loaded: 50, total: 1000, onlyWarnings: true })).toBe("Visar 3 med varningar av 50 inlästa (1\u00a0000 arbetare)");
    expect(shownWorkersText({ shown: 1, loaded: 2, total: 2, onlyWarnings: true })).toBe("Visar 1 av 2 arbetare");
  });
});
