import { describe, expect, it } from "vitest";
import { inspectionFirstScreenPaths } from "@shared/first-screen";
import { withQuery } from "@/lib/api-client";
import { controlQuery } from "@/lib/ledger/control-filter";
import { inspectionLedgerPath, inspectionPath } from "./keys";

describe("the inspector's first answers", () => {
  it("are the paths the page asks for on opening, so the rendered page's answers are taken instead of asked again", () => {
    const token = "hckNfTp5cMlKY2TBhcbRD29NBZDZOyu6U7dfIIjywDU";
    const today = "2026-11-28";
    expect(inspectionFirstScreenPaths(token, today)).toEqual([
      inspectionPath(token),
      withQuery(inspectionLedgerPath(token), controlQuery({ from: today, to: today, companyId: "", q: "" })),
    ]);
  });
});
