import { describe, expect, it } from "vitest";
import { loadedWorkersText, NO_WEEK_FILTERS, weekQuery } from "./week-filters";

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

  it("counts the loaded workers of those matching every filter", () => {
    expect(loadedWorkersText(50, 1000)).toBe("Visar 50 av 1\u00a0000 arbetare");
    expect(loadedWorkersText(1, 1)).toBe("Visar 1 av 1 arbetare");
  });
});
