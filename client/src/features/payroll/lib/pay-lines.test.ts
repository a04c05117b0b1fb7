import { describe, expect, it } from "vitest";
import { payLineAmount, payLineQuantity } from "./pay-lines";

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
