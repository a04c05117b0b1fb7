import { describe, expect, it } from "vitest";
import { paxmlStart, paxmlTidtrans, xmlEscape, xsDateTime } from "./paxml";

describe("xsDateTime", () => {
  it("writes the wall-clock time in the zone with the offset of that instant, winter and summer", () => {
    expect(xsDateTime(new Date("2026-11-20T09:05:07.900Z"), "Europe/Stockholm")).toBe("2026-11-20T10:05:07+01:00");
    expect(xsDateTime(new Date("2026-07-01T22:30:00Z"), "Europe/Stockholm")).toBe("2026-07-02T00:30:00+02:00");
    expect(xsDateTime(new Date("2026-07-01T22:30:00Z"), "UTC")).toBe("2026-07-01T22:30:00+00:00");
  });
});

describe("xmlEscape", () => {
  it("escapes the five XML specials and keeps å ä ö", () => {
    expect(xmlEscape(`Å&"<'>ö`)).toBe("Å&amp;&quot;&lt;&apos;&gt;ö");
  });
});

describe("PAXml pieces", () => {
  const createdAt = new Date("2026-11-20T09:00:00Z");

  it("leave out the company's elements while the settings are empty", () => {
    const start = paxmlStart({ createdAt, timeZone: "Europe/Stockholm", companyName: "", orgNumber: "" });
    expect(start).not.toContain("foretagnamn");
    expect(start).not.toContain("foretagorgnr");
    expect(start).toContain("<programnamn>Tidrapport</programnamn>");
  });

  it("give absence no project dimension and work one", () => {
    expect(paxmlTidtrans({ employeeNumber: "7", payrollCode: "SJK", date: "2026-11-02", projectNumber: null, hours: "8.00" })).not.toContain("resenhet");
    expect(paxmlTidtrans({ employeeNumber: "7", payrollCode: "ARB", date: "2026-11-02", projectNumber: "P-1", hours: "8.00" })).toContain(
      '<resenhet dim="6" id="P-1"/>',
    );
  });
});
