import { describe, expect, it } from "vitest";
import type { PayLine } from "@shared/domain";
import { payLineWordsIn as wordsIn } from "@/test/pay-line-words";
import { mileageHeadline } from "./pay-line-text";

const seen = (text: string) => text.replace(/\u00a0/g, " ");
const mil: PayLine = { code: "MIL_FRI", quantity: "12.30", unitPrice: "25.00", amount: "307.50", vat: null };

describe("the drive's headline on the phone", () => {
  it("writes the drive's headline in the reader's language", () => {
    const lines = [mil];
    expect(seen(mileageHeadline(123, "25.00", lines))).toBe("123 km = 12,3 mil × 25,00 kr = 307,50 kr");
    expect(seen(mileageHeadline(1230, "25.00", lines, wordsIn("en")))).toBe("1,230 km = 12.3 mil × 25.00 kr = 307.50 kr");
    expect(seen(mileageHeadline(123, "25.00", lines, wordsIn("pl")))).toBe("123 km = 12,3 mili × 25,00 kr = 307,50 kr");
  });
});
