/**
 * Time codes: PAXml 2.0 `tidkod` values a report carries (docs/product-rules.md). One table
 * says what each code is; every set the product needs is derived from it, and the SQL that
 * names a set renders it from here (`sqlList`).
 */
import type { PaxmlTidkod } from "./paxml";

export const TIME_CODES = ["ARB", "ÖT1", "ÖT2", "RE1", "SJK", "SEM", "VAB", "FPE", "TJL"] as const;
export type TimeCode = (typeof TIME_CODES)[number];
export type TimeCodeKind = "work" | "absence";

export interface TimeCodeInfo {
  /** The screen's name for the code. */
  label: string;
  /** Work is reported on a project with a description; absence has neither. */
  kind: TimeCodeKind;
  needsProject: boolean;
  /** Working time in the sense of Arbetstidslagen: work, but travel (RE1) is not. */
  workingTime: boolean;
  /** Ordinary working time: what rule 1 sums per week. */
  ordinaryTime: boolean;
  /** General overtime (allmän övertid): what the overtime limits and the journal sum. */
  generalOvertime: boolean;
  /** The PAXml code it is exported as until the payroll settings map it to another. */
  defaultPaxmlCode: PaxmlTidkod;
}

const work = (label: string, code: TimeCode & PaxmlTidkod, workingTime: boolean, generalOvertime: boolean): TimeCodeInfo => ({
  label,
  kind: "work",
  needsProject: true,
  workingTime,
  ordinaryTime: workingTime && !generalOvertime,
  generalOvertime,
  defaultPaxmlCode: code,
});
const absence = (label: string, code: TimeCode & PaxmlTidkod): TimeCodeInfo => ({
  label,
  kind: "absence",
  needsProject: false,
  workingTime: false,
  ordinaryTime: false,
  generalOvertime: false,
  defaultPaxmlCode: code,
});

export const TIME_CODE_INFO: Readonly<Record<TimeCode, TimeCodeInfo>> = {
  ARB: work("Arbetad tid", "ARB", true, false),
  ÖT1: work("Övertid enkel", "ÖT1", true, true),
  ÖT2: work("Övertid kvalificerad", "ÖT2", true, true),
  RE1: work("Restid", "RE1", false, false),
  SJK: absence("Sjukdom", "SJK"),
  SEM: absence("Semester", "SEM"),
  VAB: absence("Vård av barn", "VAB"),
  FPE: absence("Föräldraledighet", "FPE"),
  TJL: absence("Tjänstledighet", "TJL"),
};

const codesWhere = (keep: (info: TimeCodeInfo) => boolean): readonly TimeCode[] => TIME_CODES.filter((code) => keep(TIME_CODE_INFO[code]));
/** The one code of a set the product names by a single code; the table changing that fails at once. */
function theOnly(codes: readonly TimeCode[], what: string): TimeCode {
  const [code, ...others] = codes;
  if (code === undefined || others.length > 0) throw new Error(`TIME_CODE_INFO names ${codes.length} codes of ${what}, not one`);
  return code;
}

export const TIME_CODE_LABELS: Readonly<Record<TimeCode, string>> = Object.fromEntries(TIME_CODES.map((c) => [c, TIME_CODE_INFO[c].label])) as Record<
  TimeCode,
  string
>;
/** Reported on a project: ARB, ÖT1, ÖT2, RE1. */
export const PROJECT_WORK_CODES = /* @__PURE__ */ codesWhere((i) => i.kind === "work");
/** Absence, never on a project: SJK, SEM, VAB, FPE, TJL. */
export const ABSENCE_CODES = /* @__PURE__ */ codesWhere((i) => i.kind === "absence");
/** Working time under Arbetstidslagen: ARB, ÖT1, ÖT2 (travel, RE1, is not). */
export const ATL_WORKING_TIME_CODES = /* @__PURE__ */ codesWhere((i) => i.workingTime);
/** Ordinary working time: ARB. */
export const ORDINARY_TIME_CODES = /* @__PURE__ */ codesWhere((i) => i.ordinaryTime);
/**
 * Ordinary time, 'Arbetad tid': the one code of ORDINARY_TIME_CODES. A new report has it until
 * the worker picks another (the form, the request schema, the column's default), and 'Dela upp'
 * files the daily norm's share under it.
 */
export const ORDINARY_TIME_CODE: TimeCode = /* @__PURE__ */ theOnly(ORDINARY_TIME_CODES, "ordinary time");
/** General overtime: ÖT1, ÖT2. */
export const GENERAL_OVERTIME_CODES = /* @__PURE__ */ codesWhere((i) => i.generalOvertime);

export function isTimeCode(value: unknown): value is TimeCode {
  return typeof value === "string" && (TIME_CODES as readonly string[]).includes(value);
}
export const timeCodeKind = (code: TimeCode): TimeCodeKind => TIME_CODE_INFO[code].kind;
export const isAtlWorkingTime = (code: TimeCode): boolean => TIME_CODE_INFO[code].workingTime;
export const isOrdinaryTime = (code: TimeCode): boolean => TIME_CODE_INFO[code].ordinaryTime;
export const isGeneralOvertime = (code: TimeCode): boolean => TIME_CODE_INFO[code].generalOvertime;

/** Every code exported as its default PAXml code: the payroll settings before an admin changes them. */
export const DEFAULT_PAXML_CODE_MAP: Readonly<Record<TimeCode, PaxmlTidkod>> = Object.fromEntries(
  TIME_CODES.map((c) => [c, TIME_CODE_INFO[c].defaultPaxmlCode]),
) as Record<TimeCode, PaxmlTidkod>;
