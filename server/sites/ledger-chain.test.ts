import { describe, expect, it } from "vitest";
import { canonicalJson, chainHash, eventCanonical } from "./ledger-chain";

describe("the chain's canonical form (docs/product-rules.md §15, 'Kedjan')", () => {
  it("writes JSON as PostgreSQL's jsonb does: keys by their length in bytes (å is two), then bytewise; ', ' and ': '", () => {
    expect(canonicalJson({ bb: 1, a: "x", ab: true, å: null })).toBe('{"a": "x", "ab": true, "bb": 1, "å": null}');
    expect(canonicalJson([1, "två", [], {}, { n: [1, { b: 2, a: 1 }] }])).toBe('[1, "två", [], {}, {"n": [1, {"a": 1, "b": 2}]}]');
    expect(canonicalJson(new Date("2026-11-18T11:00:00.123Z"))).toBe('"2026-11-18T11:00:00.123Z"');
    expect(canonicalJson('citat " och \\ och \n')).toBe('"citat \\" och \\\\ och \\n"');
  });

  it("gives an event's details as stored: undefined values gone, times as text", () => {
    const at = new Date("2026-11-18T11:00:00Z");
    const body = eventCanonical({
      chainSeq: 3,
      id: 41,
      siteId: "s",
      at,
      actorId: null,
      action: "export",
      entryId: null,
      details: { rows: 2, skip: undefined, when: at },
    });
    expect(body).toBe('["ledger_events", 3, 41, "s", "2026-11-18T11:00:00.000Z", null, "export", null, {"rows": 2, "when": "2026-11-18T11:00:00.000Z"}]');
  });

  it("hashes the previous hash followed by the row, so a change of either changes the link", () => {
    const first = chainHash("", "[1]");
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(first, "[2]")).not.toBe(chainHash(first, "[3]"));
    expect(chainHash(first, "[2]")).not.toBe(chainHash(chainHash("", "[0]"), "[2]"));
  });
});
