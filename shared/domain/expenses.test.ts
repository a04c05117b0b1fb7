import { describe, expect, it } from "vitest";
import {
  countTrip,
  DEFAULT_EXPENSE_RATES,
  isLocalDateTime,
  kronorText,
  lineAmountOre,
  mileageLines,
  oreOf,
  parseKronor,
  payLinesTotalOre,
  tripAllowance,
  tripRefusal,
  utlaggLines,
  type Trip,
} from "./expenses";

const trip = (departAt: string, returnAt: string, more: Partial<Trip> = {}): Trip => ({
  departAt,
  returnAt,
  overnight: true,
  distanceOver50km: true,
  lodgingPaid: false,
  meals: [],
  ...more,
});
const codes = (lines: { code: string; quantity: string; unitPrice: string; amount: string }[]) =>
  lines.map((l) => `${l.code} ${l.quantity} × ${l.unitPrice} = ${l.amount}`);

describe("money (docs/product-rules.md §16)", () => {
  it("reads kronor with a point or a comma and at most two decimals", () => {
    expect(parseKronor("250")).toBe(25000);
    expect(parseKronor("250,5")).toBe(25050);
    expect(parseKronor(" 0.01 ")).toBe(1);
    expect(parseKronor(99.9)).toBe(9990);
    for (const bad of ["", "1.234", "-5", "1e3", "0x10", "12 000", "Infinity", "1,2,3"]) expect(parseKronor(bad), bad).toBeNull();
    expect(parseKronor(Number.NaN)).toBeNull();
  });

  it("writes öre back as kronor with two decimals, signs kept", () => {
    expect(kronorText(25050)).toBe("250.50");
    expect(kronorText(7)).toBe("0.07");
    expect(kronorText(-6000)).toBe("-60.00");
    expect(oreOf("-60.00")).toBe(-6000);
    expect(oreOf("1050.00")).toBe(105000);
  });

  it("rounds a line half up to the öre", () => {
    expect(lineAmountOre(1230, 2550)).toBe(31365); // 12,3 mil × 25,50
    expect(lineAmountOre(10, 5)).toBe(1); // 0,1 × 0,05 = 0,005 → 0,01
    expect(lineAmountOre(10, 4)).toBe(0);
  });
});

describe("utlägg", () => {
  it("is one UTLÄGG line carrying the VAT", () => {
    expect(utlaggLines(25000, 5000)).toEqual([{ code: "UTLÄGG", quantity: "1.00", unitPrice: "250.00", amount: "250.00", vat: "50.00" }]);
  });
});

describe("milersättning", () => {
  it("pays 123 km at the tax-free 25 kr per mil as MIL_FRI only", () => {
    const lines = mileageLines(123, DEFAULT_EXPENSE_RATES);
    expect(codes(lines)).toEqual(["MIL_FRI 12.30 × 25.00 = 307.50"]);
    expect(payLinesTotalOre(lines)).toBe(30750);
  });

  it("pays a company rate above the tax-free one as MIL_FRI plus MIL_SKT for the rest", () => {
    const lines = mileageLines(45, { mileageRate: "32.50", mileageTaxFree: "25.00" });
    expect(codes(lines)).toEqual(["MIL_FRI 4.50 × 25.00 = 112.50", "MIL_SKT 4.50 × 7.50 = 33.75"]);
    expect(kronorText(payLinesTotalOre(lines))).toBe("146.25");
  });

  it("pays a company rate below the tax-free one all tax-free, at the company's rate", () => {
    expect(codes(mileageLines(10, { mileageRate: "18.50", mileageTaxFree: "25.00" }))).toEqual(["MIL_FRI 1.00 × 18.50 = 18.50"]);
  });
});

describe("traktamente: counting the days", () => {
  it("makes a departure at 11:59 a whole day and one at 12:00 a half day", () => {
    expect(countTrip(trip("2026-11-02T11:59", "2026-11-04T20:00", {})).fullDays).toBe(3);
    const atNoon = countTrip(trip("2026-11-02T12:00", "2026-11-04T20:00"));
    expect([atNoon.fullDays, atNoon.halfDays]).toEqual([2, 1]);
  });

  it("makes a return at 19:00 a half day and one at 19:01 a whole day", () => {
    const at19 = countTrip(trip("2026-11-02T07:00", "2026-11-04T19:00"));
    expect([at19.fullDays, at19.halfDays]).toEqual([2, 1]);
    expect(countTrip(trip("2026-11-02T07:00", "2026-11-04T19:01")).fullDays).toBe(3);
  });

  it("counts a trip over midnight as two half days and one night", () => {
    const c = countTrip(trip("2026-11-02T20:00", "2026-11-03T06:00"));
    expect([c.fullDays, c.halfDays, c.nights]).toEqual([0, 2, 1]);
  });

  it("counts over a year change", () => {
    const c = countTrip(trip("2026-12-30T06:00", "2027-01-02T21:00"));
    expect(c.days.map((d) => d.date)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect([c.fullDays, c.halfDays, c.nights]).toEqual([4, 0, 3]);
  });

  it("counts no nights when the employer paid the lodging", () => {
    expect(countTrip({ departAt: "2026-11-02T07:00", returnAt: "2026-11-05T17:00", lodgingPaid: true }).nights).toBe(0);
  });
});

describe("traktamente: when a trip gives nothing", () => {
  it("names why", () => {
    expect(tripRefusal(trip("2026-11-03T08:00", "2026-11-02T18:00"))).toBe("order");
    expect(tripRefusal(trip("2026-11-03T08:00", "2026-11-03T08:00"))).toBe("order");
    expect(tripRefusal(trip("2026-11-02T08:00", "2026-11-04T18:00", { overnight: false }))).toBe("no-overnight");
    expect(tripRefusal(trip("2026-11-02T06:00", "2026-11-02T23:00"))).toBe("same-day");
    expect(tripRefusal(trip("2026-11-02T08:00", "2026-11-04T18:00", { distanceOver50km: false }))).toBe("under-50km");
    expect(tripRefusal(trip("2025-11-02T08:00", "2026-11-04T18:00"))).toBe("too-long");
    const meal = { breakfast: true, lunch: false, dinner: false };
    expect(tripRefusal(trip("2026-11-02T08:00", "2026-11-04T18:00", { meals: [{ date: "2026-11-05", ...meal }] }))).toBe("meal-outside");
    expect(
      tripRefusal(
        trip("2026-11-02T08:00", "2026-11-04T18:00", {
          meals: [
            { date: "2026-11-03", ...meal },
            { date: "2026-11-03", ...meal },
          ],
        }),
      ),
    ).toBe("meal-twice");
  });

  it("takes a full year, 2026-01-01 to 2027-01-01", () => {
    expect(tripRefusal(trip("2026-01-01T08:00", "2027-01-01T18:00"))).toBeNull();
    expect(tripRefusal(trip("2026-01-01T08:00", "2027-01-03T18:00"))).toBe("too-long");
  });
});

describe("traktamente: the allowance", () => {
  it("pays three days out, two nights: 3 × 300 + 2 × 150 = 1 200 kr", () => {
    const a = tripAllowance(trip("2026-11-02T06:30", "2026-11-04T19:30"), DEFAULT_EXPENSE_RATES);
    expect(codes(a.lines)).toEqual(["INRHEL_FRI 3.00 × 300.00 = 900.00", "INRNAT_FRI 2.00 × 150.00 = 300.00"]);
    expect(a.amount).toBe("1200.00");
  });

  it("pays a half day at 50 %", () => {
    const a = tripAllowance(trip("2026-11-02T13:00", "2026-11-03T16:00", { lodgingPaid: true }), DEFAULT_EXPENSE_RATES);
    expect(codes(a.lines)).toEqual(["INRHLV_FRI 2.00 × 150.00 = 300.00"]);
  });

  it("reduces for meals on every day: 20 % breakfast, 35 % lunch, 35 % dinner of that day's allowance", () => {
    const all = { breakfast: true, lunch: true, dinner: true };
    const a = tripAllowance(
      trip("2026-11-02T13:00", "2026-11-04T20:00", {
        lodgingPaid: true,
        meals: [
          { date: "2026-11-02", ...all },
          { date: "2026-11-03", ...all },
          { date: "2026-11-04", ...all },
        ],
      }),
      DEFAULT_EXPENSE_RATES,
    );
    expect(codes(a.lines)).toEqual([
      "INRHEL_FRI 2.00 × 300.00 = 600.00",
      "INRHLV_FRI 1.00 × 150.00 = 150.00",
      "MATRED_FRU 2.00 × 60.00 = 120.00",
      "MATRED_FRU 1.00 × 30.00 = 30.00",
      "MATRED_LCH 2.00 × 105.00 = 210.00",
      "MATRED_LCH 1.00 × 52.50 = 52.50",
      "MATRED_MID 2.00 × 105.00 = 210.00",
      "MATRED_MID 1.00 × 52.50 = 52.50",
    ]);
    // 90 % of each day: 750 − 675 = 75 kr.
    expect(a.amount).toBe("75.00");
  });

  it("follows the company's own rates", () => {
    const a = tripAllowance(trip("2026-11-02T07:00", "2026-11-03T20:00", { meals: [{ date: "2026-11-03", breakfast: false, lunch: true, dinner: true }] }), {
      allowanceFull: "290.00",
      allowanceNight: "145.00",
      mealShares: { breakfast: 20, lunch: 35, dinner: 35 },
    });
    expect(a.amount).toBe(kronorText(2 * 29000 + 14500 - 2 * 10150));
  });
});

describe("isLocalDateTime", () => {
  it("takes YYYY-MM-DDTHH:MM with a real date only", () => {
    expect(isLocalDateTime("2026-11-02T07:00")).toBe(true);
    for (const bad of ["2026-02-30T07:00", "2026-11-02 07:00", "2026-11-02T24:00", "2026-11-02T07:00:00", 5]) expect(isLocalDateTime(bad)).toBe(false);
  });
});
