import { describe, expect, it } from "vitest";
import { correctionBody, correctionFormSchema } from "./correction-form";

const reason = "Glömde checka ut i går kväll";
const errorsOf = (date: string, time: string) => {
  const parsed = correctionFormSchema.safeParse({ choice: "time", date, time, reason });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the correction dialog's date and time", () => {
  it("refuses a time in the hour the spring clock skips, saying so", () => {
    expect(errorsOf("2026-03-29", "02:30")).toEqual(["time: Klockan 02:30 finns inte den 29 mars 2026 – klockan ställdes fram en timme"]);
    expect(errorsOf("2026-03-29", "02:00:15")).toEqual(["time: Klockan 02:00 finns inte den 29 mars 2026 – klockan ställdes fram en timme"]);
    expect(errorsOf("2026-03-29", "03:00")).toEqual([]);
    expect(errorsOf("2026-03-22", "02:30")).toEqual([]);
  });

  it("sends the real instant on both change days; a time shown twice in autumn is its first showing", () => {
    const at = (date: string, time: string) => correctionBody(correctionFormSchema.parse({ choice: "time", date, time, reason }));
    expect(at("2026-03-29", "01:30")).toEqual({ occurredAt: "2026-03-29T00:30:00.000Z", reason });
    expect(at("2026-03-29", "03:30")).toEqual({ occurredAt: "2026-03-29T01:30:00.000Z", reason });
    expect(at("2026-10-25", "02:30")).toEqual({ occurredAt: "2026-10-25T00:30:00.000Z", reason });
    expect(at("2026-10-25", "03:30")).toEqual({ occurredAt: "2026-10-25T02:30:00.000Z", reason });
  });
});
