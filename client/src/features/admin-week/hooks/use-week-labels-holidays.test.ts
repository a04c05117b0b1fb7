// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { useWeekLabels } from "./use-week-labels";

/** Why a day of the week grid is off, in the admin's language (docs/i18n.md). */
afterEach(async () => {
  await activateLocale("sv");
});

const dayOff = (date: string, swedish: string | null) => renderHook(() => useWeekLabels()).result.current.dayOff({ date, dayOff: swedish });

describe("a day off in the week grid", () => {
  it("names a public holiday and a weekend day in Swedish as the rule names them", () => {
    expect(dayOff("2026-04-03", "Långfredagen")).toBe("Långfredagen");
    expect(dayOff("2026-04-04", "Lördag")).toBe("Lördag");
    expect(dayOff("2026-04-01", null)).toBeNull();
  });

  it("names them in English and Polish", async () => {
    await activateLocale("en", ["week", "adminWeek", "report"]);
    expect(dayOff("2026-04-03", "Långfredagen")).toBe("Good Friday");
    expect(dayOff("2026-06-06", "Nationaldagen")).toBe("Sweden's National Day");
    await activateLocale("pl", ["week", "adminWeek", "report"]);
    expect(dayOff("2026-12-24", "Julafton")).toBe("Wigilia Bożego Narodzenia");
    expect(dayOff("2026-12-26", "Annandag jul")).toBe("Drugi dzień świąt");
  });
});
