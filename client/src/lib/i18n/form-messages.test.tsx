// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { payPeriodSchema } from "@shared/validation/payroll";
import { useValidationText } from "./form-messages";
import { activateLocale } from "./runtime";

afterEach(async () => {
  await activateLocale("sv");
});

describe("a schema's sentence checked outside a form", () => {
  it("is said in the active language, with what the catalog does not have left as it is", async () => {
    const parsed = payPeriodSchema.safeParse({ startDate: "2026-11-30", endDate: "2026-11-01" });
    const message = parsed.error?.issues[0]?.message ?? "";
    expect(message).toBe("Startdatum måste vara före slutdatum.");

    expect(renderHook(() => useValidationText()).result.current(message)).toBe("Startdatum måste vara före slutdatum.");
    await activateLocale("pl", ["validation"]);
    const say = renderHook(() => useValidationText()).result.current;
    expect(say(message)).toBe("Data rozpoczęcia musi być wcześniejsza niż data zakończenia.");
    expect(say("Något som inte finns i katalogen")).toBe("Något som inte finns i katalogen");
  });
});
