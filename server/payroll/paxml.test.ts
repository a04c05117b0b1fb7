// @vitest-environment jsdom
// jsdom's DOMParser is a strict XML parser: it refuses every character XML 1.0 cannot carry.
import { describe, expect, it } from "vitest";
import { PAXML_END, paxmlLonetrans, paxmlSection, paxmlStart, paxmlTidtrans, xmlEscape, xsDateTime, type PaxmlPayLine } from "./paxml";

/** What an async generator of text yields, joined. */
async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = "";
  for await (const chunk of chunks) out += chunk;
  return out;
}

const EXPENSE_ID = "3f1c2b1e-8d4a-4c57-9a0e-0123456789ab";
const utlagg = (overrides: Partial<PaxmlPayLine> = {}): PaxmlPayLine => ({
  employeeNumber: "7",
  payCode: "UTLÄGG",
  payrollCode: "UTLÄGG",
  expenseId: EXPENSE_ID,
  date: "2026-11-03",
  projectNumber: "P-1",
  quantity: "1.00",
  unitPrice: "249.50",
  amount: "249.50",
  vat: "49.90",
  comment: "Skruv och plugg",
  ...overrides,
});

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

describe("lonetrans: an expense's pay line (docs/product-rules.md §16)", () => {
  const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml").documentElement as Element;
  const childNames = (el: Element) => Array.from(el.children).map((c) => c.tagName);

  it("writes the pay code as lonkod, with its label, the line's figures, the VAT, the expense as samlingsid and the project", () => {
    const el = parse(paxmlLonetrans(utlagg()));
    expect(el.getAttribute("anstid")).toBe("7");
    expect(childNames(el)).toEqual(["lonkod", "benamning", "kommentar", "datum", "antal", "apris", "belopp", "moms", "samlingsid", "resenheter"]);
    const text = (name: string) => el.getElementsByTagName(name)[0]?.textContent;
    expect([text("lonkod"), text("benamning"), text("kommentar"), text("datum")]).toEqual(["UTLÄGG", "Utlägg", "Skruv och plugg", "2026-11-03"]);
    expect([text("antal"), text("apris"), text("belopp"), text("moms"), text("samlingsid")]).toEqual(["1.00", "249.50", "249.50", "49.90", EXPENSE_ID]);
    expect(el.getElementsByTagName("resenhet")[0]?.getAttribute("dim")).toBe("6");
    expect(el.getElementsByTagName("resenhet")[0]?.getAttribute("id")).toBe("P-1");
  });

  it("writes a company's löneart as lonart instead, and leaves out moms without VAT and resenheter without a project", () => {
    const el = parse(
      paxmlLonetrans(
        utlagg({ payCode: "MIL_FRI", payrollCode: "7110", quantity: "12.30", unitPrice: "25.00", amount: "307.50", vat: null, projectNumber: null }),
      ),
    );
    expect(childNames(el)).toEqual(["lonart", "benamning", "kommentar", "datum", "antal", "apris", "belopp", "samlingsid"]);
    expect(el.getElementsByTagName("lonart")[0]?.textContent).toBe("7110");
    expect(el.getElementsByTagName("benamning")[0]?.textContent).toBe("Milersättning, skattefri");
  });

  it("escapes the XML specials of a description", () => {
    expect(parse(paxmlLonetrans(utlagg({ comment: `Färg & "spackel" <b>` }))).getElementsByTagName("kommentar")[0]?.textContent).toBe(`Färg & "spackel" <b>`);
  });
});

describe("paxmlSection", () => {
  it("writes nothing for no lines, since the schema wants at least one transaction in a section", async () => {
    expect(await text(paxmlSection("lonetransaktioner", [], String))).toBe("");
    expect(await text(paxmlSection("lonetransaktioner", [[], []], String))).toBe("");
  });

  it("opens the section once, before the first line, and closes it after the last batch", async () => {
    expect(await text(paxmlSection("tidtransaktioner", [[], ["a", "b"], ["c"]], (l) => `${l}\n`))).toBe(
      "  <tidtransaktioner>\na\nb\nc\n  </tidtransaktioner>\n",
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
      "  <tidtransaktioner>\n" +
      paxmlTidtrans({ employeeNumber: `E${c}1`, payrollCode: "ARB", date: "2026-11-02", projectNumber: `P${c}1`, hours: "8.00" }) +
      "  </tidtransaktioner>\n  <lonetransaktioner>\n" +
      paxmlLonetrans(utlagg({ employeeNumber: `E${c}1`, payrollCode: `L${c}1`, projectNumber: `P${c}1`, comment: "Skruv" })) +
      "  </lonetransaktioner>\n" +
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
    expect(doc.getElementsByTagName("lonetrans")[0]?.getAttribute("anstid")).toBe(`E${c}1`);
    expect(doc.getElementsByTagName("lonart")[0]?.textContent).toBe(`L${c}1`);
  });

  /** An expense's description is element text: tab, line feed and carriage return are text there. */
  const commentClasses = classes.map(([name, c, writable]): [string, string, boolean] => [name, c, writable || c === "\t" || c === "\n" || c === "\r"]);

  it.each(commentClasses)("%s in an expense's description (kommentar): read back unchanged, or refused", (_name, c, writable) => {
    const comment = `Skruv${c}\r\nplugg`;
    const file = () =>
      paxmlStart({ createdAt, timeZone: "UTC", companyName: "", orgNumber: "" }) +
      "  <lonetransaktioner>\n" +
      paxmlLonetrans(utlagg({ comment })) +
      "  </lonetransaktioner>\n" +
      PAXML_END;
    if (!writable) {
      expect(file).toThrow(/kommentar holds a character the file cannot carry/);
      return;
    }
    const doc = new DOMParser().parseFromString(file(), "application/xml");
    expect(doc.getElementsByTagName("parsererror")[0]?.textContent ?? "").toBe("");
    expect(doc.getElementsByTagName("kommentar")[0]?.textContent).toBe(comment);
  });

  it("would otherwise write a file the parser refuses, and a tab in an attribute that reads back as a space", () => {
    // The parser itself, on the text the writer used to make: what the guard prevents.
    const raw = (c: string) => `<?xml version="1.0" encoding="UTF-8"?><paxml><tidtrans anstid="E${c}1"/></paxml>`;
    expect(new DOMParser().parseFromString(raw("\u000b"), "application/xml").getElementsByTagName("parsererror")).toHaveLength(1);
    expect(new DOMParser().parseFromString(raw("\t"), "application/xml").getElementsByTagName("tidtrans")[0]?.getAttribute("anstid")).toBe("E 1");
  });
});
