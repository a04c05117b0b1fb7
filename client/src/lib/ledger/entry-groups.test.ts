import { describe, expect, it } from "vitest";
import { buildCorrection, buildLedgerEntry, DAY, PIOTR } from "@/test/site-ledger";
import { entryRows, groupEntries, lacksCheckOut } from "./entry-groups";

const at = (time: string) => `${DAY}T${time}.000Z`;

describe("groupEntries", () => {
  it("puts each correction, and a correction of it, under the original, in the order they were made", () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const first = buildCorrection(checkIn, { occurredAt: at("06:30:00"), recordedAt: at("09:00:00") });
    const second = buildCorrection(first, { occurredAt: at("05:30:00"), recordedAt: at("10:00:00") });
    const checkOut = buildLedgerEntry({ kind: "out", occurredAt: at("06:10:00") });
    const groups = groupEntries([second, checkOut, first, checkIn]);
    expect(groups.map((g) => [g.entry.id, g.corrections.map((c) => c.id)])).toEqual([
      [checkIn.id, [first.id, second.id]],
      [checkOut.id, []],
    ]);
  });

  it("lets a correction whose original is on another day stand on its own", () => {
    const orphan = buildCorrection(buildLedgerEntry(), { occurredAt: at("00:05:00") });
    expect(groupEntries([orphan]).map((g) => g.entry.id)).toEqual([orphan.id]);
  });
});

describe("entryRows", () => {
  it("marks an original replaced by a new time, and one struck, and offers 'Rätta' only on entries in force", () => {
    const moved = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const newTime = buildCorrection(moved, { occurredAt: at("05:45:00") });
    moved.supersededBy = newTime.id;
    const wrong = buildLedgerEntry({ person: PIOTR, occurredAt: at("07:00:00") });
    const strike = buildCorrection(wrong, { void: true });
    wrong.supersededBy = strike.id;
    const rows = entryRows([moved, newTime, wrong, strike]);
    expect(rows.map((r) => [r.replacedBy, r.action, r.correctable])).toEqual([
      ["correction", null, false],
      [null, "new-time", true],
      ["void", null, false],
      [null, "void", false],
    ]);
  });
});

describe("lacksCheckOut", () => {
  it("is true for a check-in with no check-out after it, and false once one is added by a correction", () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    expect(lacksCheckOut(checkIn, [checkIn])).toBe(true);
    const added = buildCorrection(checkIn, { kind: "out", occurredAt: at("15:05:00") });
    expect(lacksCheckOut(checkIn, [checkIn, added])).toBe(false);
  });

  it("looks at the same person's next entry only, and never at a check-out or an entry replaced", () => {
    const morning = buildLedgerEntry({ occurredAt: at("05:00:00") });
    const piotrOut = buildLedgerEntry({ person: PIOTR, kind: "out", occurredAt: at("06:00:00") });
    const afternoon = buildLedgerEntry({ occurredAt: at("11:00:00") });
    const out = buildLedgerEntry({ kind: "out", occurredAt: at("15:00:00") });
    const entries = [morning, piotrOut, afternoon, out];
    expect(lacksCheckOut(morning, entries)).toBe(true);
    expect(lacksCheckOut(afternoon, entries)).toBe(false);
    expect(lacksCheckOut(out, entries)).toBe(false);
    expect(lacksCheckOut({ ...afternoon, supersededBy: out.id }, entries)).toBe(false);
  });
});
