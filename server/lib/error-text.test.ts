/**
 * An error's code and its text in a language (docs/i18n.md, "Errors"): the Swedish sentences of
 * shared/validation are found in the Swedish catalog, with their arguments, and the same code
 * renders in each language; a sentence the catalog does not have keeps its Swedish.
 */
import { describe, expect, it } from "vitest";
import sv from "../../shared/i18n/catalogs/validation/sv";
import { MSG } from "../../shared/validation/messages";
import { PROJECT_MSG } from "../../shared/validation/projects";
import { TIME_REPORT_MSG } from "../../shared/validation/time-reports";
import { describeText, problemOf } from "./error-text";
import { problem } from "./errors";
import { retryInMinutes } from "./rate-limit";

/** The texts of a messages object, without its functions and the keys in `skip`. */
const textsOf = (messages: Readonly<Record<string, unknown>>, skip: ReadonlySet<string>): [string, string][] =>
  Object.entries(messages).flatMap(([key, text]) => (typeof text === "string" && !skip.has(key) ? [[key, text] as [string, string]] : []));

describe("a Swedish sentence of shared/validation", () => {
  it("every error text of MSG is in the catalog, and renders back to itself in Swedish", () => {
    // Confirmations of a success are no errors; they are not in the validation area.
    const confirmations = new Set<string>(["forgotPasswordSent", "forgotPasswordAskAdmin", "passwordReset", "loggedOut"]);
    const errors = textsOf(MSG, confirmations);
    expect(errors.length).toBeGreaterThan(40);
    for (const [key, text] of errors) {
      const found = problemOf(text);
      expect(found, key).toBeDefined();
      expect(describeText(text, "sv"), key).toEqual({ code: found?.code, message: text });
    }
  });

  it("each Swedish text is in the catalog once, so a sentence names one code", () => {
    const texts = Object.values(sv);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("reads a text's arguments back: the limit of 'Högst N tecken', the dates of a locked period", () => {
    expect(problemOf(MSG.tooLong(2000))).toEqual({ code: "field.too-long", values: { max: "2000" } });
    expect(describeText(MSG.tooLong(2000), "pl")).toEqual({ code: "field.too-long", message: "Najwyżej 2000 znaków" });
    const locked = "Perioden 2026-11-02 – 2026-11-08 är låst för lön. Kontakta lönekontoret om något behöver rättas.";
    expect(describeText(locked, "en")).toEqual({
      code: "report.date-in-locked-period",
      message: "The period 2026-11-02 – 2026-11-08 is locked for payroll. Contact the payroll office if something needs to be corrected.",
    });
    expect(describeText(TIME_REPORT_MSG.payrollLocked, "pl").code).toBe("report.period-locked");
  });

  it("a sentence the catalog does not have keeps its Swedish and has no code of its own", () => {
    expect(describeText("Något som ingen katalog har", "en")).toEqual({ code: undefined, message: "Något som ingen katalog har" });
  });
});

describe("a problem named by code", () => {
  it("renders in each language with its values", () => {
    expect(describeText(problem("auth.invalid-credentials"), "en")).toEqual({ code: "auth.invalid-credentials", message: "Wrong email or password" });
    expect(describeText(problem("not-found"), "pl").message).toBe("Nie znaleziono");
  });

  it("the sign-in's 429 rounds up to whole minutes, at least one, in each language's plural", () => {
    const say = (seconds: number, locale: "sv" | "en" | "pl") => describeText(retryInMinutes(seconds), locale).message;
    expect(say(1, "sv")).toBe("För många försök. Försök igen om 1 minut");
    expect(say(60, "sv")).toBe("För många försök. Försök igen om 1 minut");
    expect(say(61, "sv")).toBe("För många försök. Försök igen om 2 minuter");
    expect(say(900, "sv")).toBe("För många försök. Försök igen om 15 minuter");
    expect(say(61, "en")).toBe("Too many attempts. Try again in 2 minutes");
    expect(say(1, "pl")).toBe("Zbyt wiele prób. Spróbuj ponownie za 1 minutę");
    expect(say(180, "pl")).toBe("Zbyt wiele prób. Spróbuj ponownie za 3 minuty");
    expect(say(900, "pl")).toBe("Zbyt wiele prób. Spróbuj ponownie za 15 minut");
  });
});

describe("the worker's reports, clock times and projects", () => {
  it("every text of TIME_REPORT_MSG and PROJECT_MSG without a formatted number is in the catalog", () => {
    // Texts with a Swedish-formatted number or date or a nested sentence are named by code when they move in.
    const later = new Set<string>(["hoursStep", "splitWithinNorm", "splitUnavailable", "skippedTime", "estimatedHoursInvalid"]);
    const texts = [...textsOf(TIME_REPORT_MSG, later), ...textsOf(PROJECT_MSG, later)];
    for (const [key, text] of texts) expect(describeText(text, "sv"), key).toEqual({ code: problemOf(text)?.code, message: text });
    for (const [key, text] of texts) expect(problemOf(text), key).toBeDefined();
    expect(describeText(TIME_REPORT_MSG.dayTotal, "en").message).toBe("The day's total can be at most 24 hours");
  });
});
