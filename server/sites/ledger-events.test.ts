import { describe, expect, it } from "vitest";
import { masked } from "./ledger-events";

describe("the event log's net for identity numbers", () => {
  it("masks a full identity number wherever it stands in the details", () => {
    expect(masked({ note: "Anna 19850412-1234 kom in", list: ["19620815-2345"], nested: { value: "(19900101-1239)" } })).toEqual({
      note: "Anna 19850412-**** kom in",
      list: ["19620815-****"],
      nested: { value: "(19900101-****)" },
    });
  });

  it("leaves an id alone whose first groups happen to be digits", () => {
    const id = "01234567-8901-4abc-8def-0123456789ab";
    expect(masked({ personId: id, changes: { companyId: { before: "12345678-1234-5678-9abc-def012345678", after: null } } })).toEqual({
      personId: id,
      changes: { companyId: { before: "12345678-1234-5678-9abc-def012345678", after: null } },
    });
  });
});

describe("every written form of an identity number", () => {
  // 197003037772: a personnummer with a right check digit (Luhn over 700303777 is 2).
  it("masks ÅÅÅÅMMDDNNNN, ÅÅÅÅMMDD-NNNN, ÅÅMMDD-NNNN and ÅÅMMDDNNNN in a name and a reason", () => {
    expect(
      masked({
        personName: "Ulf 197003037772",
        reason: "Fel person: 19700303-7772, även skriven 700303-7772, 700303+7772 och 7003037772.",
        list: ["7003037772"],
      }),
    ).toEqual({
      personName: "Ulf 19700303****",
      reason: "Fel person: 19700303-****, även skriven 700303-****, 700303+**** och 700303****.",
      list: ["700303****"],
    });
  });

  it("masks a samordningsnummer (the day plus 60) in each form", () => {
    // 19700363-7779: day 63, check digit over 700363777 is 9.
    expect(masked("Ola 197003637779 / 700363-7779 / 7003637779")).toBe("Ola 19700363**** / 700363-**** / 700363****");
  });

  it("masks a hyphenated number with a wrong check digit, but not ten or twelve digits whose check digit is wrong", () => {
    expect(masked("19700303-7771 och 700303-7771")).toBe("19700303-**** och 700303-****");
    expect(masked("Order 7003037771, faktura 197003037771")).toBe("Order 7003037771, faktura 197003037771");
  });

  it("leaves other runs of digits alone: org numbers, times, longer and shorter runs, ids", () => {
    const text = "Rör AB 559012-3450, 2026-11-18T11:00:00.000Z, 20261118 1030, 1197003037772, 19700303777, 070-1234567";
    expect(masked(text)).toBe(text);
    const ids = ["70030377-7200-4abc-8def-0123456789ab", "01234567-8901-4abc-8def-197003037772", "ABCDEF12-3456-4ABC-8DEF-7003037772AB"];
    expect(masked(ids)).toEqual(ids);
  });
});
