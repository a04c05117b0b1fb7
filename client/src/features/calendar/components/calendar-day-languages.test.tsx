// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOLIDAY_NAMES, HOLIDAYS, daysOffOfYear } from "@shared/domain";
import weekEn from "@shared/i18n/catalogs/week/en";
import weekPl from "@shared/i18n/catalogs/week/pl";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { activateLocale } from "@/lib/i18n/runtime";
import { CalendarDay } from "./calendar-day";

/** A day off in the calendar names its public holiday in the worker's language (docs/i18n.md). */
afterEach(async () => {
  await activateLocale("sv");
});

const dayTitle = (date: string) => {
  const { container, unmount } = render(
    <CalendarDay date={date} status="weekend" isToday={false} hasReport={false} onOpen={vi.fn()}>
      {date.slice(8)}
    </CalendarDay>,
  );
  const title = container.querySelector(`[data-date="${date}"]`)?.getAttribute("title");
  unmount();
  return title;
};

describe("a public holiday in the calendar", () => {
  it("is named in Swedish as before, in English and in Polish", async () => {
    expect(dayTitle("2026-12-25")).toContain("Juldagen");
    await activateLocale("en", ["week"]);
    expect(dayTitle("2026-04-03")).toContain("Good Friday");
    expect(dayTitle("2026-12-25")).toContain("Christmas Day");
    await activateLocale("pl", ["week"]);
    expect(dayTitle("2026-12-25")).toContain("Boże Narodzenie");
    expect(dayTitle("2026-06-19")).toContain("Wigilia Nocy Świętojańskiej (Midsommar)");
  });

  it("has a name in every language for every holiday the working-day rule knows, the Swedish ones unchanged", () => {
    expect(new Set(daysOffOfYear(2026).values())).toEqual(new Set(HOLIDAYS));
    for (const holiday of HOLIDAYS) {
      expect(weekSv[`week.holiday.${holiday}`]).toBe(HOLIDAY_NAMES[holiday]);
      for (const catalog of [weekEn, weekPl]) expect(catalog[`week.holiday.${holiday}`]).not.toBe(HOLIDAY_NAMES[holiday]);
    }
    expect(weekEn["week.holiday.christmas-day"]).toBe("Christmas Day");
    expect(weekPl["week.holiday.christmas-day"]).toBe("Boże Narodzenie");
  });
});
