import { describe, expect, it } from "vitest";
import { instantInShowing, isRepeatedTime, namingClockTime, showingOf } from "./clock-showing";

const ms = (iso: string) => Date.parse(iso);

describe("the autumn night's repeated hour (docs/product-rules.md §5)", () => {
  it("knows the times the clock shows twice, and only those", () => {
    expect(isRepeatedTime("2026-10-25", "02:00")).toBe(true);
    expect(isRepeatedTime("2026-10-25", "02:59")).toBe(true);
    expect(isRepeatedTime("2026-10-25", "03:00")).toBe(false);
    expect(isRepeatedTime("2026-10-24", "02:30")).toBe(false);
    expect(isRepeatedTime("2026-03-29", "02:30")).toBe(false);
  });

  it("says which showing an instant is, seconds and all", () => {
    expect(showingOf(ms("2026-10-25T00:30:00Z"))).toBe("first");
    expect(showingOf(ms("2026-10-25T01:30:45Z"))).toBe("second");
    expect(showingOf(ms("2026-10-25T02:30:00Z"))).toBeNull();
    expect(showingOf(ms("2026-11-20T05:58:12Z"))).toBeNull();
  });

  it("gives the instant of the showing chosen; a time shown once has one whichever is asked", () => {
    expect(new Date(instantInShowing("2026-10-25", "02:30", "first")).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(new Date(instantInShowing("2026-10-25", "02:30", "second")).toISOString()).toBe("2026-10-25T01:30:00.000Z");
    expect(new Date(instantInShowing("2026-10-25", "03:30", "second")).toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });

  it("names an instant by its clock time unless it is a second showing", () => {
    expect(namingClockTime(ms("2026-10-25T00:30:00Z"))).toBe("02:30");
    expect(namingClockTime(ms("2026-10-25T01:30:00Z"))).toBeNull();
    expect(namingClockTime(ms("2026-03-29T01:00:00Z"))).toBe("03:00");
  });
});
