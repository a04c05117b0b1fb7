import { describe, expect, it } from "vitest";
import type { ExpenseHistoryEntry } from "@shared/types";
import { lastExpenseChange, type ValueWriter } from "./changes";

const write: ValueWriter = {
  timeCode: (code) => code,
  date: (iso) => `[${iso}]`,
  hours: (h) => `${h} h`,
  kronor: (amount) => `${amount} kr`,
  km: (km) => `${km} km`,
  yesNo: (yes) => (yes ? "ja" : "nej"),
};

const update = (before: Record<string, unknown>, after: Record<string, unknown>): ExpenseHistoryEntry => ({
  id: "u",
  action: "update",
  timestamp: "2026-11-21T09:00:00.000Z",
  changes: { before, after },
  user: null,
});

describe("lastExpenseChange", () => {
  it("names what a drive's change moved: the amount first, then the kilometres and the route", () => {
    const last = lastExpenseChange(
      [
        update(
          { kind: "mil", amount: "307.50", km: 123, description: "Kontoret - bygget", date: "2026-11-18", approvedAt: "x" },
          { kind: "mil", amount: "100.00", km: 40, description: "Kontoret - bygget", date: "2026-11-18", approvedAt: null },
        ),
        { ...update({}, {}), id: "a", action: "approve" },
      ],
      write,
    );
    expect(last?.changes).toEqual([
      { field: "amount", from: "307.50 kr", to: "100.00 kr" },
      { field: "km", from: "123 km", to: "40 km" },
    ]);
  });

  it("names a trip's times, its free meals and whether the lodging was paid", () => {
    const trip = { kind: "trakt", amount: "900.00", date: "2026-11-16", departAt: "2026-11-16T08:00", returnAt: "2026-11-18T20:00", lodgingPaid: false };
    const last = lastExpenseChange(
      [
        update(
          { ...trip, meals: [{ date: "2026-11-17", breakfast: false, lunch: true, dinner: false }] },
          {
            ...trip,
            returnAt: "2026-11-18T12:00",
            lodgingPaid: true,
            meals: [
              { date: "2026-11-17", breakfast: true, lunch: true, dinner: false },
              { date: "2026-11-18", breakfast: true, lunch: false, dinner: false },
            ],
          },
        ),
      ],
      write,
    );
    expect(last?.changes).toEqual([
      { field: "trip", from: "[2026-11-16] 08:00 – [2026-11-18] 20:00", to: "[2026-11-16] 08:00 – [2026-11-18] 12:00" },
      { field: "meals", from: "1", to: "3" },
      { field: "lodging", from: "nej", to: "ja" },
    ]);
  });

  it("is null without a change; a moved project is named without its ids", () => {
    expect(lastExpenseChange([{ ...update({}, {}), action: "approve" }], write)).toBeNull();
    expect(lastExpenseChange([update({ amount: "1.00", projectId: "p" }, { amount: "1.00", projectId: "q" })], write)?.changes).toEqual([
      { field: "project", from: null, to: null },
    ]);
  });
});
