import { describe, expect, it } from "vitest";
import {
  foreignIdentityProblem,
  luhnCheckDigit,
  maskForeignIdentity,
  maskIdentityNumber,
  maskSwedishIdentityNumber,
  parseSwedishIdentityNumber,
} from "./identity-number";

function problemOf(input: string): string | undefined {
  const result = parseSwedishIdentityNumber(input);
  return result.ok ? undefined : result.problem;
}

describe("luhnCheckDigit", () => {
  it("gives Skatteverket's check digits for known numbers", () => {
    expect(luhnCheckDigit("121212121")).toBe(2);
    expect(luhnCheckDigit("811218987")).toBe(6);
  });
});

describe("parseSwedishIdentityNumber", () => {
  it("accepts a personnummer written ÅÅÅÅMMDD-NNNN", () => {
    expect(parseSwedishIdentityNumber("19121212-1212")).toEqual({ ok: true, value: "19121212-1212", coordination: false });
    expect(parseSwedishIdentityNumber("19811218-9876")).toEqual({ ok: true, value: "19811218-9876", coordination: false });
  });

  it("writes twelve digits without hyphen, and with spaces around, as ÅÅÅÅMMDD-NNNN", () => {
    expect(parseSwedishIdentityNumber("198504123459")).toMatchObject({ ok: true, value: "19850412-3459" });
    expect(parseSwedishIdentityNumber("  19850412-3459 ")).toMatchObject({ ok: true, value: "19850412-3459" });
  });

  it("refuses the ten-digit short forms with their own message, since the century is unknown", () => {
    for (const short of ["850412-3459", "850412+3459", "8504123459"]) {
      const result = parseSwedishIdentityNumber(short);
      expect(result).toEqual({ ok: false, problem: "short", message: "Ange personnummer med århundrade: ÅÅÅÅMMDD-NNNN" });
    }
  });

  it("refuses anything else as a format error", () => {
    for (const bad of ["", "abc", "19850412_3459", "19850412-345", "19850412--3459", "1985-04-12-3459", "19850412+3459", "1985041234590"]) {
      expect(parseSwedishIdentityNumber(bad)).toEqual({ ok: false, problem: "format", message: "Ange personnummer som ÅÅÅÅMMDD-NNNN" });
    }
  });

  it("refuses a wrong check digit with the product's message", () => {
    expect(parseSwedishIdentityNumber("19121212-1213")).toEqual({
      ok: false,
      problem: "checkDigit",
      message: "Ogiltigt personnummer (kontrollsiffran stämmer inte)",
    });
    expect(problemOf("19850412-3450")).toBe("checkDigit");
  });

  it("refuses dates that do not exist", () => {
    expect(parseSwedishIdentityNumber("19850001-1234")).toEqual({ ok: false, problem: "date", message: "Ogiltigt personnummer (datumet finns inte)" });
    expect(problemOf("19851301-1234")).toBe("date");
    expect(problemOf("19850400-1234")).toBe("date");
    expect(problemOf("19850431-1234")).toBe("date");
    expect(problemOf("19850132-1234")).toBe("date");
    expect(problemOf("17990101-1234")).toBe("date");
  });

  it("knows the leap years: 29 February only when the year has it", () => {
    expect(parseSwedishIdentityNumber("20000229-1235")).toMatchObject({ ok: true }); // divisible by 400
    expect(parseSwedishIdentityNumber("19960229-1230")).toMatchObject({ ok: true });
    expect(problemOf("20010229-1234")).toBe("date");
    expect(problemOf("19000229-1235")).toBe("date"); // divisible by 100, not 400
    expect(problemOf("20000230-1235")).toBe("date");
  });

  it("accepts a samordningsnummer (day + 60) and says so", () => {
    expect(parseSwedishIdentityNumber("19850472-3456")).toEqual({ ok: true, value: "19850472-3456", coordination: true });
  });

  it("refuses a samordningsnummer whose day minus 60 does not exist", () => {
    expect(problemOf("19850491-1234")).toBe("date"); // 31 April
    expect(problemOf("20010289-1234")).toBe("date"); // 29 February 2001
    expect(problemOf("19850460-1234")).toBe("date"); // day 0
    expect(problemOf("19850492-1234")).toBe("date"); // above 91
  });

  it("refuses a samordningsnummer with a wrong check digit", () => {
    expect(problemOf("19850472-3457")).toBe("checkDigit");
  });
});

describe("foreign identities", () => {
  it("accepts a two-letter country and 1-30 letters, digits and '-'", () => {
    expect(foreignIdentityProblem({ country: "PL", number: "AB123456" })).toBeNull();
    expect(foreignIdentityProblem({ country: "lt", number: "X" })).toBeNull();
    expect(foreignIdentityProblem({ country: "DE", number: "A".repeat(30) })).toBeNull();
    expect(foreignIdentityProblem({ country: "DE", number: "12-34" })).toBeNull();
  });

  it("refuses a bad country or number with Swedish messages", () => {
    expect(foreignIdentityProblem({ country: "POL", number: "1" })).toBe("Ange land som landskod med två bokstäver (t.ex. PL)");
    expect(foreignIdentityProblem({ country: "P1", number: "1" })).toBe("Ange land som landskod med två bokstäver (t.ex. PL)");
    expect(foreignIdentityProblem({ country: "PL", number: "" })).toBe("Ange id-nummer med 1–30 bokstäver, siffror och '-'");
    expect(foreignIdentityProblem({ country: "PL", number: "A".repeat(31) })).toBe("Ange id-nummer med 1–30 bokstäver, siffror och '-'");
    expect(foreignIdentityProblem({ country: "PL", number: "AB 12" })).toBe("Ange id-nummer med 1–30 bokstäver, siffror och '-'");
  });
});

describe("masking", () => {
  it("keeps the date of a Swedish number and hides the last four digits", () => {
    expect(maskSwedishIdentityNumber("19850412-3459")).toBe("19850412-****");
    expect(maskIdentityNumber("19850472-3456")).toBe("19850472-****");
    expect(maskIdentityNumber(null)).toBeNull();
  });

  it("keeps a foreign identity's country and its last two characters", () => {
    expect(maskForeignIdentity({ country: "PL", number: "AB123456" })).toBe("PL ******56");
    expect(maskForeignIdentity({ country: "PL", number: "AB" })).toBe("PL **");
    expect(maskForeignIdentity({ country: "PL", number: "ABC" })).toBe("PL *BC");
  });
});
