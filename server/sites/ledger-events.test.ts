import { describe, expect, it } from "vitest";
import { masked } from "./ledger-events";

describe("the event log's net for identity numbers", () => {
  it("masks a full identity number wherever it stands in the details", () => {
    expect(masked({ note: "Anna 19850412-1234 kom in", list: ["19620815-2345"], nested: { value: "(19900101-1239)" } })).toEqual({
      note: "Anna 19850412-**** kom in",
      list: ["19620815-****"],
      nested: { value: "(19900101-****)" },
    });
  });

  it("leaves an id alone whose first groups happen to be digits", () => {
    const id = "01234567-8901-4abc-8def-0123456789ab";
    expect(masked({ personId: id, changes: { companyId: { before: "12345678-1234-5678-9abc-def012345678", after: null } } })).toEqual({
      personId: id,
      changes: { companyId: { before: "12345678-1234-5678-9abc-def012345678", after: null } },
    });
  });
});
