import { describe, expect, it } from "vitest";
import { DEFAULT_EXPENSE_RATES, DEFAULT_PAXML_CODE_MAP } from "../../shared/domain";
import { DEFAULT_DAILY_NORM_HOURS } from "../../shared/validation/constants";
import { parseStoredPayrollSettings } from "./settings-service";

const SAVED = {
  companyName: "Bygg AB",
  orgNumber: "556036-0793",
  overtimeRule: "four-weeks",
  dailyNormHours: 7.5,
  codeMap: { ARB: "ATK", SJK: "SJK" },
  mileageRate: "30.00",
};

describe("parseStoredPayrollSettings", () => {
  it("reads a document never saved as the defaults, with nothing unreadable", () => {
    const { settings, unreadable } = parseStoredPayrollSettings(undefined);
    expect(unreadable).toEqual([]);
    expect(settings).toMatchObject({
      companyName: "",
      orgNumber: "",
      dailyNormHours: DEFAULT_DAILY_NORM_HOURS,
      mileageRate: DEFAULT_EXPENSE_RATES.mileageRate,
    });
  });

  it("keeps reading the codes it knows when the map holds one this version does not, and the rest of the document with them", () => {
    const { settings, unreadable } = parseStoredPayrollSettings({ ...SAVED, codeMap: { ...SAVED.codeMap, XYZ: "ATK" } });
    expect(unreadable).toEqual([]);
    expect(settings).toMatchObject({ companyName: "Bygg AB", orgNumber: "556036-0793", overtimeRule: "four-weeks", dailyNormHours: 7.5, mileageRate: "30.00" });
    expect(settings.codeMap).toMatchObject({ ARB: "ATK", ÖT1: DEFAULT_PAXML_CODE_MAP.ÖT1 });
    expect(settings.codeMap).not.toHaveProperty("XYZ");
  });

  it("names a setting that no longer parses and reads every other one as stored", () => {
    const { settings, unreadable } = parseStoredPayrollSettings({ ...SAVED, codeMap: { ARB: "NOPE" }, mileageRate: "many" });
    expect(unreadable).toEqual(["codeMap", "mileageRate"]);
    expect(settings).toMatchObject({ companyName: "Bygg AB", orgNumber: "556036-0793", dailyNormHours: 7.5 });
    expect(settings.codeMap.ARB).toBe(DEFAULT_PAXML_CODE_MAP.ARB);
  });

  it("reads approvalRequired as off when never saved, as stored when saved, and names it when it is no boolean (docs/product-rules.md §18)", () => {
    expect(parseStoredPayrollSettings(SAVED).settings.approvalRequired).toBe(false);
    expect(parseStoredPayrollSettings({ ...SAVED, approvalRequired: true }).settings.approvalRequired).toBe(true);
    const broken = parseStoredPayrollSettings({ ...SAVED, approvalRequired: "ja" });
    expect(broken.unreadable).toEqual(["approvalRequired"]);
    expect(broken.settings).toMatchObject({ companyName: "Bygg AB", dailyNormHours: 7.5 });
  });

  it("names the company's name and number when they cannot be read", () => {
    expect(parseStoredPayrollSettings({ ...SAVED, companyName: 42, orgNumber: "123" }).unreadable).toEqual(["companyName", "orgNumber"]);
  });

  it("names every setting of a document that is no object", () => {
    expect(parseStoredPayrollSettings("trasig").unreadable).toContain("companyName");
    expect(parseStoredPayrollSettings([1]).unreadable).toHaveLength(12);
  });
});
