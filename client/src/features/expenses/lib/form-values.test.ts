import { describe, expect, it } from "vitest";
import { expenseBodySchema } from "@shared/validation";
import { buildOutlay } from "@/test/expense-builders";
import { initialUtlaggValues, toUtlaggBody } from "./form-values";

/** An utlägg opened again to be changed: its kronor as the worker types them in their language (docs/i18n.md). */
describe("an utlägg's kronor in its form", () => {
  const sent = buildOutlay({ amount: "1234.50", vat: "246.90", receiptImageUrls: ["/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"] });

  it("are written with a decimal comma in Swedish and Polish and a point in English, without grouping", () => {
    expect(initialUtlaggValues(sent, "2026-03-20")).toMatchObject({ amount: "1234,50", vat: "246,90" });
    expect(initialUtlaggValues(sent, "2026-03-20", [], "pl")).toMatchObject({ amount: "1234,50", vat: "246,90" });
    expect(initialUtlaggValues(sent, "2026-03-20", [], "en")).toMatchObject({ amount: "1234.50", vat: "246.90" });
  });

  it("are read back to the same kronor whatever the language wrote them", () => {
    for (const locale of ["sv", "en", "pl"] as const) {
      const body = expenseBodySchema("2026-03-20").parse(toUtlaggBody(initialUtlaggValues(sent, "2026-03-20", [], locale)));
      expect(body, locale).toMatchObject({ amount: "1234.50", vat: "246.90" });
    }
  });
});
