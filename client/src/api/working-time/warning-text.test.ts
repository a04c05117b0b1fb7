import { describe, expect, it } from "vitest";
import { eachDate } from "@shared/dates";
import shellEn from "@shared/i18n/catalogs/shell/en";
import shellPl from "@shared/i18n/catalogs/shell/pl";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { loadDateNames, SWEDISH_DATE_NAMES, type DateNames } from "@shared/i18n/date-names";
import type { Locale } from "@shared/i18n/locales";
import { createTranslator } from "@shared/i18n/translate";
import { workingTimeWarnings, type WorkingTimeEntry, type WorkingTimeFinding } from "@shared/working-time";
import { hours, options, timed } from "@shared/working-time/test-entries";
import type { Translate } from "@/lib/i18n/runtime";
import { warningText } from "./warning-text";

const translate = createTranslator({ sv: shellSv, en: shellEn, pl: shellPl });
const names: Record<Locale, DateNames> = { sv: SWEDISH_DATE_NAMES, en: await loadDateNames("en"), pl: await loadDateNames("pl") };
const textIn = (locale: Locale, finding: WorkingTimeFinding) => {
  const t: Translate<typeof shellSv> = (id, ...values) => translate(locale, id, ...values);
  return warningText(finding, t, names[locale]);
};

/** The findings of the shared rules, as the server and the form's preview make them. */
function findings(entries: WorkingTimeEntry[], overrides: Parameters<typeof options>[0] = {}): WorkingTimeFinding[] {
  return workingTimeWarnings(entries, options(overrides));
}

/** Every kind of finding, with the shapes of period each sentence has: weeks and rests across a new year, a limit with a decimal. */
const cases: WorkingTimeFinding[] = [
  // 45 h of ordinary time in week 47.
  ...findings(eachDate("2026-11-16", "2026-11-20").map((d) => hours(d, 9))),
  // 52,5 h of overtime in November.
  ...findings(eachDate("2026-11-02", "2026-11-08").map((d) => hours(d, 7.5, "ÖT1"))),
  // 56 h of overtime in weeks 51 2026 to 1 2027, the four-week rule.
  ...findings(
    ["2026-12-14", "2026-12-21", "2026-12-28", "2027-01-04"].map((d) => hours(d, 14, "ÖT1")),
    { overtimeRule: "four-weeks" },
  ).filter((f) => f.date >= "2027-01-04"),
  // 21 h of overtime in 2026 against a yearly limit of 20,5 h.
  ...findings([hours("2026-03-02", 21, "ÖT1")], { limits: { ...options().limits, overtimeYear: 20.5 } }),
  // Daily rest of 9 h 30 min inside a month, across a month and across the new year.
  ...findings([timed("2026-11-16", "14:00", "22:30", 30), timed("2026-11-17", "08:00", "12:00")]),
  ...findings([timed("2026-11-30", "14:00", "22:30", 30), timed("2026-12-01", "08:00", "12:00")]),
  ...findings([timed("2026-12-31", "14:00", "22:30", 30), timed("2027-01-01", "08:00", "12:00")]),
  // Weekly rest of 26 h in week 47: every day at work, the longest rest from Saturday 14:00 to Sunday 16:00.
  ...findings([...eachDate("2026-11-16", "2026-11-21").map((d) => timed(d, "08:00", "14:00", 30)), timed("2026-11-22", "16:00", "20:00")]),
  // Six hours without a break.
  ...findings([timed("2026-11-18", "06:00", "12:00")]),
];

describe("a working-time warning in the reader's language", () => {
  it("the cases above give one finding of each rule, three daily rests", () => {
    expect(cases.map((f) => f.rule).sort()).toEqual([
      "break",
      "daily-rest",
      "daily-rest",
      "daily-rest",
      "ordinary-week",
      "overtime-four-weeks",
      "overtime-month",
      "overtime-year",
      "weekly-rest",
    ]);
  });

  it("is in Swedish exactly the rules' own message, for every rule and shape of period", () => {
    for (const finding of cases) expect(textIn("sv", finding)).toBe(finding.message);
  });

  it("says the same figures in English, with a decimal point and English month names", () => {
    expect(cases.map((f) => textIn("en", f))).toEqual([
      "Regular hours 45.0 h in week 47 2026 – the limit is 40 h a week",
      "Overtime 52.5 h in November 2026 – the limit is 50 h a month",
      "Overtime 56.0 h in weeks 51 2026–1 2027 – the limit is 48 h in four weeks",
      "Overtime 21.0 h in 2026 – the limit is 20.5 h a year",
      "Daily rest only 9 h 30 min between 16 and 17 November 2026 – the law asks for 11 h in one stretch",
      "Daily rest only 9 h 30 min between 30 November and 1 December 2026 – the law asks for 11 h in one stretch",
      "Daily rest only 9 h 30 min between 31 December 2026 and 1 January 2027 – the law asks for 11 h in one stretch",
      "Weekly rest only 26 h in week 47 2026 – the law asks for 36 h in one stretch",
      "Worked 6 h without a break on 18 November 2026 – the limit is 5 h",
    ]);
  });

  it("says them in Polish, with a decimal comma, the months' cases and Polish hours", () => {
    expect(cases.map((f) => textIn("pl", f))).toEqual([
      "Normalny czas pracy 45,0 h w tygodniu 47 (2026) – limit to 40 h tygodniowo",
      "Nadgodziny za listopad 2026: 52,5 h – limit to 50 h miesięcznie",
      "Nadgodziny w tygodniach 51 (2026) – 1 (2027): 56,0 h – limit to 48 h na cztery tygodnie",
      "Nadgodziny w 2026 r.: 21,0 h – limit to 20,5 h rocznie",
      "Odpoczynek dobowy tylko 9 godz. 30 min między 16 a 17 listopada 2026 – przepisy wymagają 11 godz. bez przerwy",
      "Odpoczynek dobowy tylko 9 godz. 30 min między 30 listopada a 1 grudnia 2026 – przepisy wymagają 11 godz. bez przerwy",
      "Odpoczynek dobowy tylko 9 godz. 30 min między 31 grudnia 2026 a 1 stycznia 2027 – przepisy wymagają 11 godz. bez przerwy",
      "Odpoczynek tygodniowy tylko 26 godz. w tygodniu 47 (2026) – przepisy wymagają 36 godz. bez przerwy",
      "Praca bez przerwy przez 6 godz. dnia 18 listopada 2026 – limit to 5 godz.",
    ]);
  });

  it("falls back to the Swedish sentence for a warning kept offline from before the figures were sent", () => {
    const [old] = cases;
    const { figures: _figures, ...withoutFigures } = old;
    expect(textIn("pl", withoutFigures as WorkingTimeFinding)).toBe(old.message);
  });
});
