import { describe, expect, it } from "vitest";
import {
  countsAsWorked,
  isReturned,
  REPORT_STATE_LABELS,
  REPORT_STATES,
  reportState,
  returnedSql,
  WORKED_HOURS_STATUSES,
  workedHoursSql,
} from "./report-state";

describe("reportState", () => {
  it("is the stored status for a draft, a submitted and a verified report", () => {
    expect(reportState({ status: "draft" })).toBe("draft");
    expect(reportState({ status: "draft", returnReason: null })).toBe("draft");
    expect(reportState({ status: "submitted" })).toBe("submitted");
    expect(reportState({ status: "verified", returnReason: null, lockedForPayroll: false })).toBe("verified");
  });

  it("is returned for a draft with the admin's reason, and only for a draft", () => {
    expect(reportState({ status: "draft", returnReason: "Fel projekt angivet" })).toBe("returned");
    expect(isReturned({ status: "draft", returnReason: "Fel projekt angivet" })).toBe(true);
    expect(isReturned({ status: "draft", returnReason: "" })).toBe(false);
    expect(isReturned({ status: "submitted", returnReason: "Fel projekt angivet" })).toBe(false);
  });

  it("is locked in an exported pay period, whatever the status", () => {
    expect(reportState({ status: "verified", lockedForPayroll: true })).toBe("locked");
    expect(reportState({ status: "draft", returnReason: "Fel projekt angivet", lockedForPayroll: true })).toBe("locked");
  });

  it("names each state with the screen's words", () => {
    expect(REPORT_STATES.map((s) => REPORT_STATE_LABELS[s])).toEqual(["Utkast", "Skickad tillbaka", "Inskickad", "Verifierad", "Låst för lön"]);
  });

  it("counts the hours of every stored report as worked, a returned draft included", () => {
    expect(WORKED_HOURS_STATUSES).toEqual(["draft", "submitted", "verified"]);
    expect(["draft", "submitted", "verified"].every((s) => countsAsWorked(s as "draft"))).toBe(true);
    expect(workedHoursSql("status")).toBe("TRUE");
  });
});

describe("returnedSql", () => {
  it("says in SQL what isReturned says", () => {
    expect(returnedSql("tr.status", "tr.return_reason")).toBe("tr.status = 'draft' AND tr.return_reason IS NOT NULL");
  });
});
