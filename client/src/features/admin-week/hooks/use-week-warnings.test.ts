import { describe, expect, it } from "vitest";
import { warningChunks } from "./use-week-warnings";

describe("warningChunks", () => {
  it("asks for each loaded page's workers, never more than 200 ids in one request", () => {
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => `w${from + i}`);
    expect(warningChunks([ids(0, 50), ids(50, 50)])).toEqual([ids(0, 50), ids(50, 50)]);
    expect(warningChunks([ids(0, 450)]).map((chunk) => chunk.length)).toEqual([200, 200, 50]);
    expect(warningChunks([ids(0, 450)]).flat()).toEqual(ids(0, 450));
    expect(warningChunks([[]])).toEqual([]);
  });
});
