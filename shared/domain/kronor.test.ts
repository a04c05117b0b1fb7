import { describe, expect, it } from "vitest";
import { kronorText } from "./expenses";
import { formatKronor } from "./swedish";

const NBSP = "\u00a0";

describe("formatKronor", () => {
  it("writes kronor as a Swedish screen does: thousands apart, a decimal comma, two decimals and 'kr'", () => {
    expect(formatKronor("1050.00")).toBe(`1${NBSP}050,00${NBSP}kr`);
    expect(formatKronor("307.5")).toBe(`307,50${NBSP}kr`);
    expect(formatKronor("0.00")).toBe(`0,00${NBSP}kr`);
    expect(formatKronor("100000.00")).toBe(`100${NBSP}000,00${NBSP}kr`);
  });

  it("writes a reduction with a real minus, and öre counted on the phone exactly", () => {
    expect(formatKronor("-60.00")).toBe(`\u221260,00${NBSP}kr`);
    expect(formatKronor(kronorText(135750))).toBe(`1${NBSP}357,50${NBSP}kr`);
    expect(formatKronor(kronorText(1))).toBe(`0,01${NBSP}kr`);
  });
});
