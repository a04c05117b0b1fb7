/**
 * The kinds a week's hours are told apart by wherever a total is shown (the dashboards' cards,
 * the admin week grid, the PDFs): work (ARB), overtime (ÖT1, ÖT2), travel (RE1) and absence
 * (SJK, SEM, VAB, FPE, TJL), docs/product-rules.md §4. Derived from `TIME_CODE_INFO`, so a new
 * code lands in a kind by what it is.
 */
import { swedishNumber } from "./swedish";
import { TIME_CODE_INFO, TIME_CODES, type TimeCode } from "./time-codes";

export const HOUR_KINDS = ["work", "overtime", "travel", "absence"] as const;
export type HourKind = (typeof HOUR_KINDS)[number];

/** The screen's name for each kind: 'Arbete 32,0 · Övertid 4,0 · Restid 1,5 · Frånvaro 8,0'. */
export const HOUR_KIND_LABELS: Readonly<Record<HourKind, string>> = {
  work: "Arbete",
  overtime: "Övertid",
  travel: "Restid",
  absence: "Frånvaro",
};

/** The kind of a code: absence, general overtime, travel (work that is not working time), or work. */
export function hourKindOf(code: TimeCode): HourKind {
  const info = TIME_CODE_INFO[code];
  if (info.kind === "absence") return "absence";
  if (info.generalOvertime) return "overtime";
  if (!info.workingTime) return "travel";
  return "work";
}

/** The codes of each kind, in the table's order: what the SQL that sums a kind lists (`sqlList`). */
export const HOUR_KIND_CODES: Readonly<Record<HourKind, readonly TimeCode[]>> = /* @__PURE__ */ Object.fromEntries(
  HOUR_KINDS.map((kind) => [kind, TIME_CODES.filter((code) => hourKindOf(code) === kind)]),
) as unknown as Record<HourKind, readonly TimeCode[]>;

export type HoursByKind = Record<HourKind, number>;

/** Hours as hundredths, so that sums of "7.25" and "0.10" stay exact. */
const hundredths = (hours: string | number): number => {
  const n = typeof hours === "number" ? hours : Number(hours);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** The hours of `reports` per kind; every kind is present (0 when none). */
export function hoursByKind(reports: Iterable<{ timeCode: TimeCode; hours: string | number }>): HoursByKind {
  const sums: HoursByKind = { work: 0, overtime: 0, travel: 0, absence: 0 };
  for (const r of reports) sums[hourKindOf(r.timeCode)] += hundredths(r.hours);
  for (const kind of HOUR_KINDS) sums[kind] /= 100;
  return sums;
}

/** The kinds that have hours, in the order of `HOUR_KINDS`, with their labels. */
export function presentHourKinds(byKind: Readonly<Record<HourKind, string | number>>): { kind: HourKind; label: string; hours: number }[] {
  return HOUR_KINDS.filter((kind) => hundredths(byKind[kind]) !== 0).map((kind) => ({
    kind,
    label: HOUR_KIND_LABELS[kind],
    hours: hundredths(byKind[kind]) / 100,
  }));
}

/**
 * 'Arbete 32,0 · Övertid 4,0 · Restid 1,5 · Frånvaro 8,0': only the kinds that have hours, one
 * decimal; '' when there are none.
 */
export function formatHoursByKind(byKind: Readonly<Record<HourKind, string | number>>): string {
  return presentHourKinds(byKind)
    .map(({ label, hours }) => `${label} ${swedishNumber(hours, { decimals: 1, grouping: "none" })}`)
    .join(" · ");
}
