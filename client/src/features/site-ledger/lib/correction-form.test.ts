import { describe, expect, it } from "vitest";
import { buildLedgerEntry } from "@/test/site-ledger";
import { asksShowing, correctionBody, correctionDefaults, correctionFormSchema } from "./correction-form";

const reason = "Glömde checka ut i går kväll";
const errorsOf = (date: string, time: string) => {
  const parsed = correctionFormSchema.safeParse({ choice: "time", date, time, showing: "first", reason });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the correction dialog's date and time", () => {
  it("refuses a time in the hour the spring clock skips, saying so", () => {
    expect(errorsOf("2026-03-29", "02:30")).toEqual(["time: Klockan 02:30 finns inte den 29 mars 2026 – klockan ställdes fram en timme"]);
    expect(errorsOf("2026-03-29", "02:00:15")).toEqual(["time: Klockan 02:00 finns inte den 29 mars 2026 – klockan ställdes fram en timme"]);
    expect(errorsOf("2026-03-29", "03:00")).toEqual([]);
    expect(errorsOf("2026-03-22", "02:30")).toEqual([]);
  });

  it("sends the real instant with its offset on both change days; a time shown twice in autumn is the showing chosen", () => {
    const at = (date: string, time: string, showing: "first" | "second" = "first") =>
      correctionBody(correctionFormSchema.parse({ choice: "time", date, time, showing, reason }));
    expect(at("2026-03-29", "01:30")).toEqual({ occurredAt: "2026-03-29T01:30:00+01:00", reason });
    expect(at("2026-03-29", "03:30")).toEqual({ occurredAt: "2026-03-29T03:30:00+02:00", reason });
    expect(at("2026-10-25", "02:30")).toEqual({ occurredAt: "2026-10-25T02:30:00+02:00", reason });
    expect(at("2026-10-25", "02:30:20", "second")).toEqual({ occurredAt: "2026-10-25T02:30:20+01:00", reason });
    // A time shown once has one instant, whichever showing the hidden field holds.
    expect(at("2026-10-25", "03:30", "second")).toEqual({ occurredAt: "2026-10-25T03:30:00+01:00", reason });
  });

  it("starts from the entry's own showing, and asks only about a time the clock showed twice", () => {
    expect(correctionDefaults(buildLedgerEntry({ occurredAt: "2026-10-25T01:30:00.000Z" }))).toMatchObject({ time: "02:30:00", showing: "second" });
    expect(correctionDefaults(buildLedgerEntry({ occurredAt: "2026-10-25T00:30:00.000Z" }))).toMatchObject({ time: "02:30:00", showing: "first" });
    expect(asksShowing("2026-10-25", "02:59:59")).toBe(true);
    expect(asksShowing("2026-10-25", "03:00")).toBe(false);
    expect(asksShowing("2026-10-24", "02:30")).toBe(false);
    expect(asksShowing("", "02:30")).toBe(false);
  });
});
