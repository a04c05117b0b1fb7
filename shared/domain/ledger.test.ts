import { describe, expect, it } from "vitest";
import { isLateEntry, isLongShift, ledgerEntryWindow } from "./ledger";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-20T12:00:00Z");

describe("the personalliggare's time limits (docs/product-rules.md §15)", () => {
  it("takes an entry from 48 hours back to 2 minutes ahead of the server's clock, both ends included", () => {
    const { earliest, latest } = ledgerEntryWindow(NOW);
    expect(earliest).toEqual(at("2026-11-18T12:00:00Z"));
    expect(latest).toEqual(at("2026-11-20T12:02:00Z"));
  });

  it("marks an entry late when it is recorded more than 10 minutes after its time", () => {
    expect(isLateEntry(at("2026-11-20T11:50:00Z"), NOW)).toBe(false);
    expect(isLateEntry(at("2026-11-20T11:49:59Z"), NOW)).toBe(true);
    // A time a little ahead of the clock is never late.
    expect(isLateEntry(at("2026-11-20T12:01:00Z"), NOW)).toBe(false);
  });

  it("warns of a stay of more than 14 hours", () => {
    const since = Date.parse("2026-11-19T22:00:00Z");
    expect(isLongShift(since, since + 14 * 3_600_000)).toBe(false);
    expect(isLongShift(since, since + 14 * 3_600_000 + 1)).toBe(true);
  });
});
