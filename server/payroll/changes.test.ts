import { describe, expect, it } from "vitest";
import { diffLines } from "./changes";
import type { ChangeLine } from "./rows";

const line = (over: Partial<ChangeLine> = {}): ChangeLine => ({
  workerId: "w1",
  fullName: "Åsa Öberg",
  employeeNumber: "1001",
  kind: "hours",
  code: "ARB",
  payrollCode: "ARB",
  date: "2026-02-02",
  projectNumber: "P-1",
  value: "8.00",
  quantity: "8.00",
  vat: null,
  ...over,
});

describe("diffLines (docs/product-rules.md §10, Changes)", () => {
  it("finds nothing between equal exports, and a line whose hours changed with both sides", () => {
    expect(diffLines([line()], [line()])).toEqual([]);
    const [change] = diffLines([line()], [line({ value: "6.50", quantity: "6.50" })]);
    expect([change.before.value, change.after.value]).toEqual([800, 650]);
  });

  it("takes a line back under the old employee number or payroll code and adds it under the new one", () => {
    const changes = diffLines([line()], [line({ employeeNumber: "2002" }), line({ date: "2026-02-03" })]);
    expect(changes.map((c) => [c.line.employeeNumber, c.line.date, c.before.value, c.after.value])).toEqual([
      ["1001", "2026-02-02", 800, 0],
      ["1001", "2026-02-03", 0, 800],
      ["2002", "2026-02-02", 0, 800],
    ]);
    const remapped = diffLines([line()], [line({ payrollCode: "TID" })]);
    expect(remapped.map((c) => [c.line.payrollCode, c.before.value, c.after.value])).toEqual([
      ["ARB", 800, 0],
      ["TID", 0, 800],
    ]);
  });

  it("counts a pay line whose quantity or VAT alone changed, and keeps a project apart from none", () => {
    const pay = line({ kind: "pay", code: "UTLÄGG", payrollCode: "UTLÄGG", value: "100.00", quantity: "1.00", vat: "20.00" });
    expect(diffLines([pay], [{ ...pay, vat: "25.00" }])).toHaveLength(1);
    expect(diffLines([pay], [{ ...pay, quantity: "2.00" }])).toHaveLength(1);
    expect(diffLines([line()], [line({ projectNumber: null })])).toHaveLength(2);
  });
});
