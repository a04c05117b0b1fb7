/** What a site lacks before check-ins (docs/product-rules.md §15), read through the module's public face as the ledger will. */
import { describe, expect, it } from "vitest";
import { isSiteActiveOn, siteReadiness, type OurCompany } from "./index";

const company: OurCompany = { companyName: "Bygg AB", orgNumber: "556677-8899" };
const site = { skvId: "SKV-1", active: true, startDate: "2026-09-01", endDate: "2027-06-30" };

describe("isSiteActiveOn", () => {
  it("is active from the first to the last day, inclusive; open-ended without an end", () => {
    expect(isSiteActiveOn(site, "2026-08-31")).toBe(false);
    expect(isSiteActiveOn(site, "2026-09-01")).toBe(true);
    expect(isSiteActiveOn(site, "2027-06-30")).toBe(true);
    expect(isSiteActiveOn(site, "2027-07-01")).toBe(false);
    expect(isSiteActiveOn({ ...site, endDate: null }, "2099-01-01")).toBe(true);
    expect(isSiteActiveOn({ ...site, active: false }, "2026-10-01")).toBe(false);
  });
});

describe("siteReadiness", () => {
  it("is empty for a ready site", () => {
    expect(siteReadiness(site, company, "2026-10-01")).toEqual([]);
  });

  it("names everything missing, in order, by its error code", () => {
    const codes = (...args: Parameters<typeof siteReadiness>) => siteReadiness(...args).map((p) => p.code);
    expect(codes({ ...site, skvId: null, active: false }, { companyName: " ", orgNumber: "" }, "2026-10-01")).toEqual([
      "site.missing-skv-id",
      "site.missing-company-name",
      "site.missing-org-number",
      "site.not-active",
    ]);
    expect(codes(site, { ...company, orgNumber: "" }, "2026-10-01")).toEqual(["site.missing-org-number"]);
  });

  it("names a company setting that cannot be read in place of its blank name and number", () => {
    const unreadable = { code: "payroll.setting-unreadable", values: { setting: "companyName" } } as const;
    expect(siteReadiness(site, { companyName: "", orgNumber: "", unreadable }, "2026-10-01")).toEqual([unreadable]);
  });
});
