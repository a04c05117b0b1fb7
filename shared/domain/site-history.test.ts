import { describe, expect, it } from "vitest";
import { siteFactChanges, siteHistory, siteOn, siteVersionsIn, type SiteFacts } from "./site-history";

const FIRST: SiteFacts = {
  name: "Kv. Kajen",
  address: "Hamngatan 4, Västerås",
  skvId: null,
  ledgerScope: "own",
  builderName: null,
  builderOrgNumber: null,
};

describe("a site's history (docs/product-rules.md §15, \"A site's history\")", () => {
  it("is one version without bounds when the site never changed", () => {
    expect(siteHistory(FIRST, [])).toEqual([{ from: null, to: null, site: FIRST }]);
  });

  it("counts a change from its day on; the days before show its 'before'", () => {
    const now = { ...FIRST, skvId: "SKV-2", builderName: "Brf Kajen" };
    const history = siteHistory(now, [
      { day: "2026-11-10", changes: { skvId: { before: null, after: "SKV-1" } } },
      { day: "2026-11-19", changes: { skvId: { before: "SKV-1", after: "SKV-2" }, builderName: { before: null, after: "Brf Kajen" } } },
    ]);
    expect(history).toEqual([
      { from: null, to: "2026-11-09", site: FIRST },
      { from: "2026-11-10", to: "2026-11-18", site: { ...FIRST, skvId: "SKV-1" } },
      { from: "2026-11-19", to: null, site: now },
    ]);
    expect(siteOn(history, "2026-01-01").skvId).toBeNull();
    expect(siteOn(history, "2026-11-18").skvId).toBe("SKV-1");
    expect(siteOn(history, "2026-11-19").skvId).toBe("SKV-2");
    expect(siteOn(history, "2030-01-01")).toEqual(now);
  });

  it("gives a day with two changes the last one's values", () => {
    const now = { ...FIRST, name: "C" };
    const history = siteHistory(now, [
      { day: "2026-11-19", changes: { name: { before: "Kv. Kajen", after: "B" } } },
      { day: "2026-11-19", changes: { name: { before: "B", after: "C" } } },
    ]);
    expect(history).toEqual([
      { from: null, to: "2026-11-18", site: FIRST },
      { from: "2026-11-19", to: null, site: now },
    ]);
  });

  it("cuts the versions to a period, oldest first", () => {
    const history = siteHistory({ ...FIRST, name: "B" }, [{ day: "2026-11-19", changes: { name: { before: "Kv. Kajen", after: "B" } } }]);
    expect(siteVersionsIn(history, "2026-11-17", "2026-11-20").map((v) => [v.from, v.to, v.site.name])).toEqual([
      ["2026-11-17", "2026-11-18", "Kv. Kajen"],
      ["2026-11-19", "2026-11-20", "B"],
    ]);
    expect(siteVersionsIn(history, "2026-11-20", "2026-11-20").map((v) => v.site.name)).toEqual(["B"]);
  });

  it("names only the facts that changed, with both values", () => {
    expect(siteFactChanges(FIRST, { ...FIRST, skvId: "SKV-1", ledgerScope: "site" })).toEqual({
      skvId: { before: null, after: "SKV-1" },
      ledgerScope: { before: "own", after: "site" },
    });
    expect(siteFactChanges(FIRST, { ...FIRST })).toEqual({});
  });
});
