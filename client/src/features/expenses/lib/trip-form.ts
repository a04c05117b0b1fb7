import { daysInclusive, eachDate } from "@shared/dates";
import {
  countTrip,
  isLocalDateTime,
  TRIP_MAX_DAYS,
  tripAllowance,
  tripRefusal,
  type ExpenseRates,
  type TripAllowance,
  type TripCount,
  type TripMeals,
  type TripRefusal,
} from "@shared/domain";
import type { TraktExpense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";

/** A yes/no question not yet answered is "". */
export type YesNo = "ja" | "nej" | "";
export type MealChoice = Omit<TripMeals, "date">;

/** The traktamente form: the trip's times as the phone's date-and-time fields write them (`YYYY-MM-DDTHH:MM`). */
export interface TraktFormValues {
  departAt: string;
  returnAt: string;
  destination: string;
  overnight: YesNo;
  distanceOver50km: YesNo;
  lodgingPaid: YesNo;
  /** The free meals by trip day, `YYYY-MM-DD`; days outside the trip are left out of the body. */
  meals: Record<string, MealChoice>;
  projectId: string;
}

type TraktBody = Extract<ExpenseBody, { kind: "trakt" }>;

const answer = (value: YesNo) => (value === "ja" ? true : value === "nej" ? false : undefined);
const yesNo = (value: boolean): YesNo => (value ? "ja" : "nej");

/** The trip's days, departure to return, once both are written and in order (and at most a year): one meal row each. */
export function tripDates({ departAt, returnAt }: Pick<TraktFormValues, "departAt" | "returnAt">): string[] {
  if (!isLocalDateTime(departAt) || !isLocalDateTime(returnAt) || returnAt <= departAt) return [];
  const [first, last] = [departAt.slice(0, 10), returnAt.slice(0, 10)];
  return daysInclusive(first, last) > TRIP_MAX_DAYS ? [] : eachDate(first, last);
}

/** Only the trip's days with a free meal, as the API takes them. */
export function mealsOf(values: Pick<TraktFormValues, "departAt" | "returnAt" | "meals">): TripMeals[] {
  return tripDates(values).flatMap((date) => {
    const { breakfast = false, lunch = false, dinner = false } = values.meals?.[date] ?? {};
    return breakfast || lunch || dinner ? [{ date, breakfast, lunch, dinner }] : [];
  });
}

/** The form as the body of POST /api/expenses; an unanswered question is left out, and the schema asks for it. */
export function toTraktBody(values: TraktFormValues): unknown {
  return {
    kind: "trakt",
    departAt: values.departAt,
    returnAt: values.returnAt,
    destination: values.destination,
    overnight: answer(values.overnight),
    distanceOver50km: answer(values.distanceOver50km),
    lodgingPaid: answer(values.lodgingPaid),
    meals: mealsOf(values),
    projectId: values.projectId,
  };
}

/** The two times in one field each: a message about the trip's order or length shows under 'Hemkomst'. */
export const traktFieldOf = (bodyField: string): keyof TraktFormValues & string =>
  (["departAt", "returnAt", "destination", "overnight", "distanceOver50km", "lodgingPaid", "meals", "projectId"] as const).find((f) => f === bodyField) ??
  "returnAt";

export interface TripPreview {
  /** Why the trip gives no allowance, or null. */
  refusal: TripRefusal | null;
  /** Its days and nights; null when it is refused. */
  count: TripCount | null;
  /** Its kronor; null when it is refused or the rates are not known. */
  allowance: TripAllowance | null;
}

/**
 * What the trip pays as typed (docs/product-rules.md §16), or null until both times are written.
 * A question not answered yet counts as yes, so the days and kronor show as soon as the times do;
 * sending still asks for the answer.
 */
export function tripPreview(values: TraktFormValues, rates: ExpenseRates | undefined): TripPreview | null {
  if (!isLocalDateTime(values.departAt) || !isLocalDateTime(values.returnAt)) return null;
  const trip = {
    departAt: values.departAt,
    returnAt: values.returnAt,
    overnight: answer(values.overnight) ?? true,
    distanceOver50km: answer(values.distanceOver50km) ?? true,
    lodgingPaid: answer(values.lodgingPaid) ?? false,
    meals: mealsOf(values),
  };
  const refusal = tripRefusal(trip);
  if (refusal) return { refusal, count: null, allowance: null };
  return { refusal, count: countTrip(trip), allowance: rates ? tripAllowance(trip, rates) : null };
}

/** A new trip is blank; a sent or queued one shows what it had, its meals by day. */
export function initialTraktValues(source: TraktExpense | TraktBody | null): TraktFormValues {
  if (!source) return { departAt: "", returnAt: "", destination: "", overnight: "", distanceOver50km: "", lodgingPaid: "nej", meals: {}, projectId: "" };
  return {
    departAt: source.departAt,
    returnAt: source.returnAt,
    destination: source.destination,
    overnight: yesNo(source.overnight),
    distanceOver50km: yesNo(source.distanceOver50km),
    lodgingPaid: yesNo(source.lodgingPaid),
    meals: Object.fromEntries(source.meals.map(({ date, ...meals }) => [date, meals])),
    projectId: source.projectId ?? "",
  };
}
