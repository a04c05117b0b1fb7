import { describe, expect, it } from "vitest";
import { PAY_CODE_INFO } from "@shared/domain";
import { payLineWordsIn as wordsIn } from "@/test/pay-line-words";
import { payLineAmount, payLineQuantity, payLineSum, payLineUnits } from "./pay-line-text";

const seen = (text: string) => text.replace(/\u00a0/g, " ");

describe("a pay line in the Lön preview", () => {
  it("writes mil with two decimals and counts with their unit, in the singular for one", () => {
    expect(seen(payLineQuantity({ code: "MIL_FRI", quantity: "12.30" }))).toBe("12,30 mil");
    expect(seen(payLineQuantity({ code: "MIL_SKT", quantity: "1234.00" }))).toBe("1 234,00 mil");
    expect(seen(payLineQuantity({ code: "INRHEL_FRI", quantity: "1.00" }))).toBe("1 dag");
    expect(seen(payLineQuantity({ code: "INRHLV_FRI", quantity: "2.00" }))).toBe("2 dagar");
    expect(seen(payLineQuantity({ code: "INRNAT_FRI", quantity: "4.00" }))).toBe("4 nätter");
    expect(seen(payLineQuantity({ code: "MATRED_FRU", quantity: "1.00" }))).toBe("1 måltid");
    expect(seen(payLineQuantity({ code: "UTLÄGG", quantity: "3.00" }))).toBe("3 st");
  });

  it("writes a meal reduction as a subtraction and everything else as paid", () => {
    expect(seen(payLineAmount({ code: "MATRED_MID", amount: "210.00" }))).toBe("−210,00 kr");
    expect(seen(payLineAmount({ code: "INRHEL_FRI", amount: "1050.00" }))).toBe("1 050,00 kr");
  });
});

describe("a pay line on the worker's phone and in the expense dialog", () => {
  it("writes the phone's mil as spoken, and units × price with the sum", () => {
    const line = { code: "MIL_FRI", quantity: "12.30", unitPrice: "25.00", amount: "307.50" } as const;
    expect(seen(payLineQuantity(line, "spoken"))).toBe("12,3 mil");
    expect(seen(payLineUnits(line))).toBe("12,30 mil × 25,00 kr");
    expect(seen(payLineSum(line))).toBe("12,3 mil × 25,00 kr = 307,50 kr");
    expect(seen(payLineSum({ code: "MATRED_LCH", quantity: "1.00", unitPrice: "105.00", amount: "105.00" }))).toBe("1 måltid × 105,00 kr = −105,00 kr");
  });
});

describe("a pay line in the reader's language", () => {
  const mil = { code: "MIL_FRI", quantity: "12.30", unitPrice: "25.00", amount: "307.50" } as const;
  const days = { code: "INRHEL_FRI", quantity: "2.00", unitPrice: "1050.00", amount: "2100.00" } as const;
  const meal = { code: "MATRED_LCH", quantity: "1.00", unitPrice: "105.00", amount: "105.00" } as const;

  it("is exactly the Swedish above in Swedish, from the catalog", () => {
    const sv = wordsIn("sv");
    for (const line of [mil, days, meal]) {
      expect(sv.label(line.code)).toBe(PAY_CODE_INFO[line.code].label);
      expect(payLineSum(line, "spoken", sv)).toBe(payLineSum(line));
      expect(payLineUnits(line, "payroll", sv)).toBe(payLineUnits(line));
    }
    for (const n of ["1.00", "3.00"])
      expect(payLineQuantity({ code: "INRNAT_FRI", quantity: n }, "payroll", sv)).toBe(payLineQuantity({ code: "INRNAT_FRI", quantity: n }));
  });

  it("names the lines and counts their units in Polish, decimals with a comma", () => {
    const pl = wordsIn("pl");
    expect(pl.label("INRHEL_FRI")).toBe("Dieta, pełny dzień");
    expect(seen(payLineSum(mil, "spoken", pl))).toBe("12,3 mili × 25,00 kr = 307,50 kr");
    expect(seen(payLineSum(days, "spoken", pl))).toBe("2 dni × 1 050,00 kr = 2 100,00 kr");
    expect(seen(payLineSum(meal, "spoken", pl))).toBe("1 posiłek × 105,00 kr = −105,00 kr");
    expect(seen(payLineQuantity({ code: "INRNAT_FRI", quantity: "5.00" }, "payroll", pl))).toBe("5 nocy");
    expect(seen(payLineQuantity({ code: "MATRED_FRU", quantity: "2.00" }, "payroll", pl))).toBe("2 posiłki");
  });

  it("names them in English, decimals with a point", () => {
    const en = wordsIn("en");
    expect(en.label("MATRED_MID")).toBe("Meal deduction, dinner");
    expect(seen(payLineSum(mil, "spoken", en))).toBe("12.3 mil × 25.00 kr = 307.50 kr");
    expect(seen(payLineUnits(mil, "payroll", en))).toBe("12.30 mil × 25.00 kr");
    expect(seen(payLineSum(days, "spoken", en))).toBe("2 days × 1,050.00 kr = 2,100.00 kr");
    expect(seen(payLineSum(meal, "spoken", en))).toBe("1 meal × 105.00 kr = −105.00 kr");
  });
});
