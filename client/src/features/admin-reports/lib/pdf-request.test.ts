import { describe, expect, it } from "vitest";
import { validatePdfRequest, type PdfFormValues } from "./pdf-request";

const options = {
  workers: [{ id: "w1", label: "Åsa Öberg" }],
  projects: [{ id: "p1", label: "P-2026-001 · Villa Solsidan", shortLabel: "P-2026-001" }],
};
const values: PdfFormValues = { scope: "all", workerId: "", projectId: "", startDate: "2026-03-01", endDate: "2026-03-31" };

describe("validatePdfRequest", () => {
  it("needs both dates, in order", () => {
    expect(validatePdfRequest("time", { ...values, endDate: "" }, options)).toEqual({ ok: false, problem: "fillDates" });
    expect(validatePdfRequest("time", { ...values, startDate: "2026-04-01" }, options)).toEqual({ ok: false, problem: "badRange" });
    expect(validatePdfRequest("time", { ...values, startDate: "2026-02-30" }, options)).toEqual({ ok: false, problem: "badDate" });
  });

  it("needs a worker or a project when the filter asks for one", () => {
    expect(validatePdfRequest("receipts", { ...values, scope: "worker" }, options)).toEqual({ ok: false, problem: "chooseWorker" });
    expect(validatePdfRequest("receipts", { ...values, scope: "project" }, options)).toEqual({ ok: false, problem: "chooseProject" });
  });

  it("names the filter for the file and the header", () => {
    expect(validatePdfRequest("time", values, options)).toMatchObject({ ok: true, request: { filterLabel: "alla", filterText: "Alla arbetare och projekt" } });
    expect(validatePdfRequest("time", { ...values, scope: "worker", workerId: "w1" }, options)).toMatchObject({
      ok: true,
      request: { workerId: "w1", filterLabel: "Åsa Öberg", filterText: "Arbetare: Åsa Öberg" },
    });
    expect(validatePdfRequest("receiptImages", { ...values, scope: "project", projectId: "p1" }, options)).toMatchObject({
      ok: true,
      request: { kind: "receiptImages", projectId: "p1", filterLabel: "P-2026-001", filterText: "Projekt: P-2026-001 · Villa Solsidan" },
    });
  });
});
