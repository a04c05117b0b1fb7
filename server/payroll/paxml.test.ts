// @vitest-environment jsdom
// jsdom's DOMParser is a strict XML parser: it refuses every character XML 1.0 cannot carry.
import { describe, expect, it } from "vitest";
import { PAXML_END, paxmlStart, paxmlTidtrans, xmlEscape, xsDateTime } from "./paxml";

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

describe("the writer and the characters of XML 1.0 (docs/product-rules.md §10)", () => {
  const createdAt = new Date("2026-11-20T09:00:00Z");

  /** One character (or pair) of each class, and whether a one-line value of the file may hold it. */
  const classes: [string, string, boolean][] = [
    ["NUL", "\u0000", false],
    ...Array.from({ length: 0x1f }, (_, i): [string, string, boolean] => [`U+${(i + 1).toString(16).padStart(4, "0")}`, String.fromCharCode(i + 1), false]),
    ["space", " ", true],
    ["the five specials", `&<>"'`, true],
    ["å ä ö", "åäö", true],
    ["DEL", "\u007f", true],
    ["C1 control", "\u0085", true],
    ["no-break space", "\u00a0", true],
    ["line separator", "\u2028", true],
    ["last before the surrogates", "\ud7ff", true],
    ["lone high surrogate", "\ud800", false],
    ["lone low surrogate", "\udfff", false],
    ["private use", "\ue000", true],
    ["replacement character", "\ufffd", true],
    ["U+FFFE", "\ufffe", false],
    ["U+FFFF", "\uffff", false],
    ["emoji (a surrogate pair)", "👷", true],
    ["U+10FFFF", "\u{10ffff}", true],
  ];

  /** The whole file with `c` inside each value it writes; or the writer's refusal. */
  function write(c: string): string {
    return (
      paxmlStart({ createdAt, timeZone: "Europe/Stockholm", companyName: `Bygg${c}AB`, orgNumber: "556677-8899" }) +
      paxmlTidtrans({ employeeNumber: `E${c}1`, payrollCode: "ARB", date: "2026-11-02", projectNumber: `P${c}1`, hours: "8.00" }) +
      PAXML_END
    );
  }

  it("covers every C0 control", () => {
    expect(classes.filter(([, c]) => c.length === 1 && c.charCodeAt(0) < 0x20)).toHaveLength(32);
  });

  it.each(classes)("%s: written so that a strict XML parser reads the value back unchanged, or refused", (_name, c, writable) => {
    if (!writable) {
      expect(() => write(c)).toThrow(/cannot carry/);
      return;
    }
    const doc = new DOMParser().parseFromString(write(c), "application/xml");
    expect(doc.getElementsByTagName("parsererror")[0]?.textContent ?? "").toBe("");
    expect(doc.getElementsByTagName("foretagnamn")[0]?.textContent).toBe(`Bygg${c}AB`);
    expect(doc.getElementsByTagName("tidtrans")[0]?.getAttribute("anstid")).toBe(`E${c}1`);
    expect(doc.getElementsByTagName("resenhet")[0]?.getAttribute("id")).toBe(`P${c}1`);
  });

  it("would otherwise write a file the parser refuses, and a tab in an attribute that reads back as a space", () => {
    // The parser itself, on the text the writer used to make: what the guard prevents.
    const raw = (c: string) => `<?xml version="1.0" encoding="UTF-8"?><paxml><tidtrans anstid="E${c}1"/></paxml>`;
    expect(new DOMParser().parseFromString(raw("\u000b"), "application/xml").getElementsByTagName("parsererror")).toHaveLength(1);
    expect(new DOMParser().parseFromString(raw("\t"), "application/xml").getElementsByTagName("tidtrans")[0]?.getAttribute("anstid")).toBe("E 1");
  });
});
