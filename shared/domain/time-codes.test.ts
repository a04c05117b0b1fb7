import { describe, expect, it } from "vitest";
import { PAXML_TIDKODER } from "./paxml";
import { sqlList, sqlString } from "./sql-text";
import {
  ABSENCE_CODES,
  ATL_WORKING_TIME_CODES,
  DEFAULT_PAXML_CODE_MAP,
  GENERAL_OVERTIME_CODES,
  isTimeCode,
  ORDINARY_TIME_CODE,
  ORDINARY_TIME_CODES,
  PROJECT_WORK_CODES,
  TIME_CODE_INFO,
  TIME_CODE_LABELS,
  TIME_CODES,
  timeCodeKind,
} from "./time-codes";

describe("time codes", () => {
  it("says of each code its label, kind, project, working time, overtime and PAXml code", () => {
    const rows = TIME_CODES.map((code) => {
      const i = TIME_CODE_INFO[code];
      return [code, i.label, i.kind, i.needsProject, i.workingTime, i.ordinaryTime, i.generalOvertime, i.defaultPaxmlCode];
    });
    expect(rows).toEqual([
      ["ARB", "Arbetad tid", "work", true, true, true, false, "ARB"],
      ["ÖT1", "Övertid enkel", "work", true, true, false, true, "ÖT1"],
      ["ÖT2", "Övertid kvalificerad", "work", true, true, false, true, "ÖT2"],
      ["RE1", "Restid", "work", true, false, false, false, "RE1"],
      ["SJK", "Sjukdom", "absence", false, false, false, false, "SJK"],
      ["SEM", "Semester", "absence", false, false, false, false, "SEM"],
      ["VAB", "Vård av barn", "absence", false, false, false, false, "VAB"],
      ["FPE", "Föräldraledighet", "absence", false, false, false, false, "FPE"],
      ["TJL", "Tjänstledighet", "absence", false, false, false, false, "TJL"],
    ]);
  });

  it("derives the sets in the table's order", () => {
    expect(PROJECT_WORK_CODES).toEqual(["ARB", "ÖT1", "ÖT2", "RE1"]);
    expect(ABSENCE_CODES).toEqual(["SJK", "SEM", "VAB", "FPE", "TJL"]);
    expect(ATL_WORKING_TIME_CODES).toEqual(["ARB", "ÖT1", "ÖT2"]);
    expect(ORDINARY_TIME_CODES).toEqual(["ARB"]);
    // Ordinary time: a new report's code, and the one 'Dela upp' files the norm's share under.
    expect(ORDINARY_TIME_CODE).toBe("ARB");
    expect(GENERAL_OVERTIME_CODES).toEqual(["ÖT1", "ÖT2"]);
    expect(TIME_CODE_LABELS["ÖT2"]).toBe("Övertid kvalificerad");
    expect(timeCodeKind("VAB")).toBe("absence");
    expect(timeCodeKind("RE1")).toBe("work");
  });

  it("maps every code to a PAXml code the schema accepts, by default itself", () => {
    for (const code of TIME_CODES) {
      expect(DEFAULT_PAXML_CODE_MAP[code]).toBe(code);
      expect(PAXML_TIDKODER).toContain(code);
    }
  });

  it("knows a time code from anything else", () => {
    expect(isTimeCode("ÖT1")).toBe(true);
    expect(isTimeCode("ot1")).toBe(false);
    expect(isTimeCode("ÖT3")).toBe(false);
    expect(isTimeCode(undefined)).toBe(false);
  });
});

describe("sqlList", () => {
  it("renders a set as an SQL list, each value quoted", () => {
    expect(sqlList(GENERAL_OVERTIME_CODES)).toBe("('ÖT1', 'ÖT2')");
    expect(sqlList(ABSENCE_CODES)).toBe("('SJK', 'SEM', 'VAB', 'FPE', 'TJL')");
    expect(sqlList(["draft"])).toBe("('draft')");
  });

  it("doubles a quote and refuses an empty list", () => {
    expect(sqlString("O'Brien")).toBe("'O''Brien'");
    expect(sqlList(["a'b", "c"])).toBe("('a''b', 'c')");
    expect(() => sqlList([])).toThrow();
  });
});
