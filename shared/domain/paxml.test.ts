import { describe, expect, it } from "vitest";
import { PAXML_TIDKOD_NAMES, PAXML_TIDKODER, paxmlTidkodGroups, paxmlTidkodText } from "./paxml";
import { DEFAULT_PAXML_CODE_MAP, TIME_CODES } from "./time-codes";

const ours = TIME_CODES.map((code) => DEFAULT_PAXML_CODE_MAP[code]);

describe("PAXml tidkoder's names", () => {
  it("names every code of the schema, and nothing else", () => {
    expect(Object.keys(PAXML_TIDKOD_NAMES).sort()).toEqual([...PAXML_TIDKODER].sort());
    for (const code of PAXML_TIDKODER) expect(PAXML_TIDKOD_NAMES[code].trim(), code).not.toBe("");
  });

  it("writes a code with its Swedish name", () => {
    expect(paxmlTidkodText("SJK_KAR")).toBe("SJK_KAR – Sjuk, karensavdrag");
    expect(paxmlTidkodText("ÖT3")).toBe("ÖT3 – Övertid 3");
    expect(paxmlTidkodText("NÄR")).toBe("NÄR – Närståendevård");
    expect(paxmlTidkodText("OB2")).toBe("OB2 – Obekväm arbetstid 2");
  });
});

describe("the code map's groups", () => {
  const groups = paxmlTidkodGroups(ours);

  it("puts our own codes first, in our order", () => {
    expect(groups[0]).toEqual({ label: "Våra koder", codes: ["ARB", "ÖT1", "ÖT2", "RE1", "SJK", "SEM", "VAB", "FPE", "TJL"] });
  });

  it("lists every code of the schema exactly once", () => {
    const listed = groups.flatMap((g) => g.codes);
    expect(listed).toHaveLength(PAXML_TIDKODER.length);
    expect(new Set(listed)).toEqual(new Set(PAXML_TIDKODER));
  });

  it("groups the rest by what they are", () => {
    const of = (label: string) => groups.find((g) => g.label === label)?.codes;
    expect(groups.map((g) => g.label)).toEqual([
      "Våra koder",
      "Sjukdom",
      "Ledighet och annan frånvaro",
      "Arbetstid och övertid",
      "Jour, beredskap och restid",
      "Tillägg",
      "Saldon och övrig närvaro",
    ]);
    expect(of("Sjukdom")).toEqual(["SJK_KAR", "SJK_LÖN", "SJK_ERS", "SJK_PEN", "ASK", "HAV", "SMB"]);
    expect(of("Arbetstid och övertid")).toEqual(["FLX", "TID", "MER", "ÖT3", "ÖT4", "ÖT5", "ÖK1", "ÖK2", "ÖK3", "ÖK4", "ÖK5"]);
    expect(of("Jour, beredskap och restid")).toContain("RE2");
    expect(of("Tillägg")).toEqual(expect.arrayContaining(["OB1", "OS5", "HLG", "SKI", "LT9"]));
    expect(of("Saldon och övrig närvaro")).toEqual([
      "ATK",
      "TS1",
      "TS2",
      "TS3",
      "TS4",
      "TS5",
      "TS6",
      "TS7",
      "TS8",
      "TS9",
      "NV1",
      "NV2",
      "NV3",
      "NV4",
      "NV5",
      "NV6",
      "NV7",
      "NV8",
      "NV9",
    ]);
  });
});
