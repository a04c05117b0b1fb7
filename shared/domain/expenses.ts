/**
 * Ersättningar (docs/product-rules.md §16): utlägg, milersättning and traktamente, and the pay
 * lines each becomes in the PAXml file's `lonetransaktioner`. Every rule that turns what a worker
 * typed into kronor lives here, once: the phone shows the sum as it is typed, the server stores
 * the same lines, the preview and the file read them back.
 *
 * Money is counted in öre (integers) and written as kronor with two decimals and a point
 * ("307.50"); quantities in hundredths ("12.30" mil). A line's amount is its quantity times its
 * unit price, rounded half up to the öre, and an expense pays the sum of its lines (meal
 * reductions subtracted), so the file, the preview and the summary agree to the öre.
 */
import { addDays, daysInclusive, isIsoDate } from "../dates";

export const EXPENSE_KINDS = ["utlagg", "mil", "trakt"] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

/** The PAXml 2.0 `lonkod` values an expense becomes, in the file's order within one expense. */
export const PAY_CODES = ["UTLÄGG", "MIL_FRI", "MIL_SKT", "INRHEL_FRI", "INRHLV_FRI", "INRNAT_FRI", "MATRED_FRU", "MATRED_LCH", "MATRED_MID"] as const;
export type PayCode = (typeof PAY_CODES)[number];

export interface PayCodeInfo {
  label: string;
  /** What `quantity` counts, as the preview writes it after the number. */
  unit: "st" | "mil" | "dagar" | "nätter" | "måltider";
  /** A meal reduction: its amount is subtracted from the trip's allowance. */
  deduction: boolean;
  kind: ExpenseKind;
}

export const PAY_CODE_INFO: Readonly<Record<PayCode, PayCodeInfo>> = {
  UTLÄGG: { label: "Utlägg", unit: "st", deduction: false, kind: "utlagg" },
  MIL_FRI: { label: "Milersättning, skattefri", unit: "mil", deduction: false, kind: "mil" },
  MIL_SKT: { label: "Milersättning, skattepliktig", unit: "mil", deduction: false, kind: "mil" },
  INRHEL_FRI: { label: "Traktamente, hel dag", unit: "dagar", deduction: false, kind: "trakt" },
  INRHLV_FRI: { label: "Traktamente, halv dag", unit: "dagar", deduction: false, kind: "trakt" },
  INRNAT_FRI: { label: "Nattraktamente", unit: "nätter", deduction: false, kind: "trakt" },
  MATRED_FRU: { label: "Måltidsavdrag, frukost", unit: "måltider", deduction: true, kind: "trakt" },
  MATRED_LCH: { label: "Måltidsavdrag, lunch", unit: "måltider", deduction: true, kind: "trakt" },
  MATRED_MID: { label: "Måltidsavdrag, middag", unit: "måltider", deduction: true, kind: "trakt" },
};

/* ---- Money ---- */

const KRONOR = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** "250", "250.5", "250,50" (or 250.5) → 25050 öre; null for anything else (a third decimal, a sign, "1e3"). */
export function parseKronor(value: string | number): number | null {
  const written = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = KRONOR.exec(written);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 25050 öre → "250.50": the form of the API, the database and the file. */
export function kronorText(ore: number): string {
  const sign = ore < 0 ? "-" : "";
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "250.50" → 25050: the inverse of `kronorText` for values the product wrote. */
export function oreOf(kronor: string): number {
  const negative = kronor.trim().startsWith("-");
  const ore = parseKronor(kronor.trim().replace(/^-/, ""));
  if (ore === null) throw new Error(`not an amount: ${kronor}`);
  return negative ? -ore : ore;
}

/** `quantity` hundredths × `unitPrice` öre, rounded half up to the öre (both non-negative). */
export function lineAmountOre(quantityHundredths: number, unitPriceOre: number): number {
  return Math.floor((quantityHundredths * unitPriceOre + 50) / 100);
}

/* ---- Pay lines ---- */

/** One `lonetrans` of an expense: what the preview sums and the file writes. */
export interface PayLine {
  code: PayCode;
  /** "12.30": mil, days, nights or meals; "1.00" for an utlägg. */
  quantity: string;
  /** Kronor per unit, "25.00". */
  unitPrice: string;
  /** quantity × unitPrice rounded to the öre, "307.50"; positive also for a reduction. */
  amount: string;
  /** The VAT within an utlägg's amount; null on every other line. */
  vat: string | null;
}

function line(code: PayCode, quantityHundredths: number, unitPriceOre: number, vatOre: number | null = null): PayLine {
  return {
    code,
    quantity: kronorText(quantityHundredths),
    unitPrice: kronorText(unitPriceOre),
    amount: kronorText(lineAmountOre(quantityHundredths, unitPriceOre)),
    vat: vatOre === null ? null : kronorText(vatOre),
  };
}

/** What an expense pays: its lines summed in öre, reductions subtracted. */
export function payLinesTotalOre(lines: readonly Pick<PayLine, "code" | "amount">[]): number {
  return lines.reduce((sum, l) => sum + (PAY_CODE_INFO[l.code].deduction ? -1 : 1) * oreOf(l.amount), 0);
}

/* ---- Rates: company settings with Skatteverket's figures as defaults ---- */

export interface ExpenseRates {
  /** Kronor per mil the company pays for an own car. */
  mileageRate: string;
  /** Skatteverket's tax-free rate for an own car (25 kr per mil since 2023). */
  mileageTaxFree: string;
  /** Inrikes traktamente, a whole day (300 kr in 2026); a half day is 50 %. */
  allowanceFull: string;
  /** Nattraktamente (150 kr in 2026). */
  allowanceNight: string;
  /** Meal reductions in percent of the day's allowance: breakfast 20, lunch 35, dinner 35 (lunch and dinner 70, all three 90). */
  mealShares: { breakfast: number; lunch: number; dinner: number };
}

export const DEFAULT_EXPENSE_RATES: ExpenseRates = {
  mileageRate: "25.00",
  mileageTaxFree: "25.00",
  allowanceFull: "300.00",
  allowanceNight: "150.00",
  mealShares: { breakfast: 20, lunch: 35, dinner: 35 },
};

/* ---- Utlägg ---- */

/** An utlägg is one line: its amount including VAT, and the VAT. */
export function utlaggLines(amountOre: number, vatOre: number): PayLine[] {
  return [line("UTLÄGG", 100, amountOre, vatOre)];
}

/* ---- Milersättning ---- */

/**
 * A drive of `km` in an own car: MIL_FRI for the mil at the tax-free rate (or the company's
 * rate when it is lower), and MIL_SKT for the rest of a company rate above the tax-free one.
 */
export function mileageLines(km: number, rates: Pick<ExpenseRates, "mileageRate" | "mileageTaxFree">): PayLine[] {
  const mil = km * 10; // hundredths of a mil: km / 10 with two decimals
  const rate = oreOf(rates.mileageRate);
  const taxFree = oreOf(rates.mileageTaxFree);
  const lines = [line("MIL_FRI", mil, Math.min(rate, taxFree))];
  if (rate > taxFree) lines.push(line("MIL_SKT", mil, rate - taxFree));
  return lines;
}

/* ---- Traktamente ---- */

/** `YYYY-MM-DDTHH:MM`, local time in the business time zone. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = LOCAL_DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1]);
}

export interface TripMeals {
  date: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
}

export interface Trip {
  departAt: string;
  returnAt: string;
  /** The trip includes an overnight stay away from home. */
  overnight: boolean;
  /** The destination is more than 50 km from both home and the usual workplace. */
  distanceOver50km: boolean;
  /** The employer paid the lodging: no night allowance. */
  lodgingPaid: boolean;
  /** Only the days with a free meal. */
  meals: readonly TripMeals[];
}

/** A trip is at most this many days, both ends counted (a year and a day: a leap year's full year fits). */
export const TRIP_MAX_DAYS = 367;
/** A departure before this time makes the departure day a whole day. */
export const WHOLE_DEPARTURE_BEFORE = "12:00";
/** A return after this time makes the return day a whole day. */
export const WHOLE_RETURN_AFTER = "19:00";

/** Why a trip gives no allowance (or cannot be counted at all). */
export type TripRefusal = "order" | "too-long" | "no-overnight" | "same-day" | "under-50km" | "meal-outside" | "meal-twice";

export interface TripDay {
  date: string;
  whole: boolean;
}

export interface TripCount {
  fullDays: number;
  halfDays: number;
  nights: number;
  days: TripDay[];
}

const datePart = (at: string) => at.slice(0, 10);
const timePart = (at: string) => at.slice(11, 16);

/**
 * The days of a trip (docs/product-rules.md §16): the departure day is whole when the trip
 * starts before 12:00, else half; the return day is whole when it ends after 19:00, else half;
 * the days between are whole. Nights are the dates crossed, counted when the employer did not
 * pay the lodging. A trip must already be known to qualify (`tripRefusal`).
 */
export function countTrip(trip: Pick<Trip, "departAt" | "returnAt" | "lodgingPaid">): TripCount {
  const first = datePart(trip.departAt);
  const last = datePart(trip.returnAt);
  const total = daysInclusive(first, last);
  const days: TripDay[] = [];
  for (let i = 0; i < total; i++) {
    const date = addDays(first, i);
    let whole = true;
    if (i === 0) whole = timePart(trip.departAt) < WHOLE_DEPARTURE_BEFORE;
    if (i === total - 1) whole = timePart(trip.returnAt) > WHOLE_RETURN_AFTER;
    days.push({ date, whole });
  }
  const fullDays = days.filter((d) => d.whole).length;
  return { fullDays, halfDays: days.length - fullDays, nights: trip.lodgingPaid ? 0 : total - 1, days };
}

/**
 * The first reason a trip gives no allowance, or null when it qualifies: the return must follow
 * the departure, the trip lasts at most a year, it needs an overnight stay (so it spans two
 * dates) more than 50 km from home and the usual workplace, and meals name each trip day at most once.
 */
export function tripRefusal(trip: Trip): TripRefusal | null {
  if (!(trip.returnAt > trip.departAt)) return "order";
  const first = datePart(trip.departAt);
  const last = datePart(trip.returnAt);
  if (daysInclusive(first, last) > TRIP_MAX_DAYS) return "too-long";
  if (!trip.overnight) return "no-overnight";
  if (first === last) return "same-day";
  if (!trip.distanceOver50km) return "under-50km";
  const seen = new Set<string>();
  for (const meal of trip.meals) {
    if (meal.date < first || meal.date > last) return "meal-outside";
    if (seen.has(meal.date)) return "meal-twice";
    seen.add(meal.date);
  }
  return null;
}

export interface TripAllowance extends TripCount {
  lines: PayLine[];
  /** What the trip pays, "1050.00". */
  amount: string;
}

/**
 * The allowance of a qualifying trip: INRHEL_FRI and INRHLV_FRI (50 % of a whole day) per day,
 * INRNAT_FRI per night, and for each free meal a MATRED line of its share of that day's
 * allowance (a half day's lunch is 35 % of 150 kr), grouped by code and unit price.
 */
export function tripAllowance(trip: Trip, rates: Pick<ExpenseRates, "allowanceFull" | "allowanceNight" | "mealShares">): TripAllowance {
  const count = countTrip(trip);
  const full = oreOf(rates.allowanceFull);
  const half = Math.floor((full + 1) / 2);
  const lines: PayLine[] = [];
  if (count.fullDays > 0) lines.push(line("INRHEL_FRI", count.fullDays * 100, full));
  if (count.halfDays > 0) lines.push(line("INRHLV_FRI", count.halfDays * 100, half));
  if (count.nights > 0) lines.push(line("INRNAT_FRI", count.nights * 100, oreOf(rates.allowanceNight)));
  const wholeOn = new Map(count.days.map((d) => [d.date, d.whole]));
  const meals: [PayCode, keyof TripMeals & keyof ExpenseRates["mealShares"]][] = [
    ["MATRED_FRU", "breakfast"],
    ["MATRED_LCH", "lunch"],
    ["MATRED_MID", "dinner"],
  ];
  for (const [code, meal] of meals) {
    const byPrice = new Map<number, number>();
    for (const day of trip.meals) {
      if (!day[meal]) continue;
      const dayAllowance = wholeOn.get(day.date) === false ? half : full;
      const price = Math.floor((dayAllowance * rates.mealShares[meal] + 50) / 100);
      byPrice.set(price, (byPrice.get(price) ?? 0) + 1);
    }
    for (const [price, n] of [...byPrice].sort((a, b) => b[0] - a[0])) lines.push(line(code, n * 100, price));
  }
  return { ...count, lines, amount: kronorText(payLinesTotalOre(lines)) };
}

/** The code map's default for the pay codes: each is written as itself (`lonkod`). */
export const DEFAULT_PAY_CODE_MAP: Readonly<Record<PayCode, string>> = /* @__PURE__ */ Object.fromEntries(PAY_CODES.map((c) => [c, c])) as Record<
  PayCode,
  string
>;
