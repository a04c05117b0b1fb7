/**
 * An error's code and its text in a language (docs/i18n.md, "Errors"): the Swedish sentences of
 * shared/validation are found in the Swedish catalog, with their arguments, and the same code
 * renders in each language; a sentence the catalog does not have keeps its Swedish.
 */
import { describe, expect, it } from "vitest";
import sv from "../../shared/i18n/catalogs/validation/sv";
import { ACCOUNTS_MSG } from "../../shared/validation/accounts";
import { APPROVAL_MSG } from "../../shared/validation/approvals";
import { CALENDAR_MSG } from "../../shared/validation/calendar";
import { CLOCK_TIME_MSG } from "../../shared/validation/clock-times";
import { CLOSURE_MSG } from "../../shared/validation/closures";
import { EXPENSE_MSG } from "../../shared/validation/expenses";
import { LEDGER_MSG } from "../../shared/validation/ledger-texts";
import { MSG } from "../../shared/validation/messages";
import { JOURNAL_MSG } from "../../shared/validation/overtime-journal";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import { PAYROLL_SETTING_NAMES } from "../../shared/validation/payroll-setting-texts";
import { PROJECT_MSG } from "../../shared/validation/projects";
import { EXPORT_MSG } from "../../shared/validation/report-csv";
import { SITE_MSG } from "../../shared/validation/sites";
import { TIME_REPORT_MSG } from "../../shared/validation/time-reports";
import { UPLOAD_MSG } from "../../shared/validation/uploads";
import { USER_MSG } from "../../shared/validation/users";
import { WARNINGS_MSG } from "../../shared/validation/working-time-warnings";
import { describeText, problemOf, swedishText } from "./error-text";
import { problem, withDays } from "./errors";
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

describe("an error that names a setting or a day", () => {
  it("names a stored setting that cannot be read by its key, in each language", () => {
    for (const [setting, name] of Object.entries(PAYROLL_SETTING_NAMES)) {
      expect(swedishText(problem("payroll.setting-unreadable", { setting }))).toBe(
        `Löneinställningen ${name} kan inte läsas – öppna Lön › Inställningar och spara den igen`,
      );
    }
    expect(describeText(problem("payroll.setting-unreadable", { setting: "companyName" }), "en").message).toBe(
      "The payroll setting Company name cannot be read – open Lön › Inställningar and save it again",
    );
    expect(describeText(problem("payroll.setting-unreadable", { setting: "dailyNormHours" }), "pl").message).toBe(
      "Nie można odczytać ustawienia płac Zwykły czas pracy na dzień – otwórz Lön › Inställningar i zapisz je ponownie",
    );
  });

  it("writes a day as running text writes a date, month named in the language", () => {
    const notEnded = withDays(problem("payroll.period-not-ended", { date: "2026-12-01" }), "date");
    expect(swedishText(notEnded)).toBe("Perioden är inte slut – den kan exporteras från 1 december 2026");
    expect(describeText(notEnded, "en")).toEqual({
      code: "payroll.period-not-ended",
      message: "The period is not over – it can be exported from 1 December 2026",
    });
    expect(describeText(notEnded, "pl").message).toBe("Okres jeszcze się nie skończył – można go wyeksportować od 1 grudnia 2026");
  });
});

describe("the worker's reports, clock times and projects", () => {
  it("every text of TIME_REPORT_MSG and PROJECT_MSG without a formatted number is in the catalog", () => {
    // Texts with a Swedish-formatted number or date or a nested sentence are named by code when they move in.
    const later = new Set<string>(["hoursStep", "splitWithinNorm", "skippedTime", "estimatedHoursInvalid"]);
    const texts = [...textsOf(TIME_REPORT_MSG, later), ...textsOf(PROJECT_MSG, later)];
    for (const [key, text] of texts) expect(describeText(text, "sv"), key).toEqual({ code: problemOf(text)?.code, message: text });
    for (const [key, text] of texts) expect(problemOf(text), key).toBeDefined();
    expect(describeText(TIME_REPORT_MSG.dayTotal, "en").message).toBe("The day's total can be at most 24 hours");
  });
});

describe("every module's messages (docs/i18n.md, 'Errors')", () => {
  // Texts for a screen, not an answer of the API: the screens' areas have them.
  const notErrors = new Set<string>(["changedAfterApproval", "approvalRequiredLabel", "anAdmin", "deactivated", "deleted", "invitationWithdrawn"]);
  const ledgerErrors = Object.keys(LEDGER_MSG).slice(0, Object.keys(LEDGER_MSG).indexOf("checkIn"));
  const modules = {
    ACCOUNTS_MSG,
    APPROVAL_MSG,
    CALENDAR_MSG,
    CLOSURE_MSG,
    EXPENSE_MSG,
    ...EXPENSE_MSG.trip,
    JOURNAL_MSG,
    PAYROLL_MSG,
    EXPORT_MSG,
    SITE_MSG,
    UPLOAD_MSG,
    USER_MSG,
    WARNINGS_MSG,
  };

  it("every error text of the modules' messages is in the catalog, and renders back to itself in Swedish", () => {
    const texts = [
      ...Object.entries(modules).flatMap(([name, messages]) =>
        typeof messages === "string" ? [[name, messages] as [string, string]] : textsOf(messages, notErrors),
      ),
      ...textsOf(LEDGER_MSG, new Set(Object.keys(LEDGER_MSG).filter((key) => !ledgerErrors.includes(key)))),
      ...textsOf(TIME_REPORT_MSG, new Set()),
      ...textsOf(PROJECT_MSG, new Set()),
    ];
    expect(texts.length).toBeGreaterThan(180);
    for (const [key, text] of texts) {
      const found = problemOf(text);
      expect(found, `${key}: ${text}`).toBeDefined();
      expect(describeText(text, "sv"), key).toEqual({ code: found?.code, message: text });
      expect(describeText(text, "pl").message, key).not.toBe(text);
    }
  });

  it("a sentence with names or numbers is read back with them", () => {
    expect(describeText(LEDGER_MSG.alreadyCheckedIn("Anna Berg", "Kv. Eken"), "pl")).toEqual({
      code: "ledger.already-checked-in",
      message: "Anna Berg: już zameldowano na budowie Kv. Eken",
    });
    expect(describeText(PAYROLL_MSG.missingEmployeeNumbers(["Anna Berg", "Bo Ek"]), "en").message).toBe("Employee number missing for Anna Berg, Bo Ek");
    expect(describeText(TIME_REPORT_MSG.bulkVerifyTooMany, "sv").code).toBe("report.bulk-verify-too-many");
    expect(describeText(APPROVAL_MSG.bulkTooMany, "sv").code).toBe("approval.bulk-too-many");
    expect(describeText(CLOCK_TIME_MSG.skippedTime("02:30", "2026-03-29"), "sv").code).toBe("clock.skipped-time");
    for (const field of ["tidkod", "lonart"]) expect(describeText(PAYROLL_MSG.valueNotForPayroll(field), "sv").code).toBe("payroll.value-not-for-payroll");
  });

  it("a count is named by code, in Swedish the very sentence of the messages", () => {
    for (const n of [0, 1, 2, 5, 22]) {
      expect(swedishText(problem("payroll.unattested", { count: n }))).toBe(PAYROLL_MSG.unattested(n));
      expect(swedishText(problem("payroll.unattested-or-returned", { count: n }))).toBe(PAYROLL_MSG.unattestedOrReturned(n));
      expect(swedishText(problem("payroll.expenses-unattested", { count: n }))).toBe(EXPENSE_MSG.unattested(n));
      expect(swedishText(problem("payroll.warnings-not-acknowledged", { count: n }))).toBe(PAYROLL_MSG.warningsNotAcknowledged(n));
    }
    const awaiting = (n: number, approvers: string[], admin: "none" | "also" | "only") =>
      swedishText(problem("payroll.awaiting-approval", { count: n, approvers: approvers.join(", "), admin }));
    expect(awaiting(1, ["Anna Berg"], "none")).toBe(APPROVAL_MSG.exportAwaitingApproval(1, ["Anna Berg"]));
    expect(awaiting(3, ["Anna Berg", "Bo Ek"], "also")).toBe(APPROVAL_MSG.exportAwaitingApproval(3, ["Anna Berg", "Bo Ek", APPROVAL_MSG.anAdmin]));
    expect(awaiting(2, [], "only")).toBe(APPROVAL_MSG.exportAwaitingApproval(2, [APPROVAL_MSG.anAdmin]));
    expect(describeText(problem("payroll.unattested", { count: 3 }), "pl").message).toBe("3 raporty w okresie nie są zatwierdzone do wypłaty");
  });

  it("a problem with names and numbers says in Swedish what the messages say", () => {
    for (const norm of [7.5, 8]) expect(swedishText(problem("report.split-within-norm", { norm }))).toBe(TIME_REPORT_MSG.splitWithinNorm(norm));
    expect(swedishText(problem("report.day-total-left", { max: 24, left: 3.5 }))).toBe(`${TIME_REPORT_MSG.dayTotal} (3,5 timmar kvar den dagen)`);
    expect(describeText(problem("report.day-total-left", { max: 24, left: 3.5 }), "en").message).toBe(
      "The day's total can be at most 24 hours (3.5 hours left that day)",
    );
    for (const refusal of Object.keys(EXPENSE_MSG.trip) as (keyof typeof EXPENSE_MSG.trip)[]) {
      expect(swedishText(problem(`expense.trip-${refusal}`))).toBe(EXPENSE_MSG.trip[refusal]);
    }
    const [name, site] = ["Åsa Öberg", "Kv. Kajen"];
    expect(swedishText(problem("ledger.already-checked-in", { name, site }))).toBe(LEDGER_MSG.alreadyCheckedIn(name, site));
    expect(swedishText(problem("ledger.checked-in-elsewhere", { name, site }))).toBe(LEDGER_MSG.checkedInElsewhere(name, site));
    expect(swedishText(problem("ledger.out-needs-time", { name }))).toBe(LEDGER_MSG.outNeedsTime(name));
    expect(swedishText(problem("ledger.identity-number-missing-for", { name }))).toBe(LEDGER_MSG.identityNumberMissingFor(name));
    expect(swedishText(problem("payroll.project-numbers-too-long", { max: 10, numbers: "P-2026-00001" }))).toBe(
      PAYROLL_MSG.projectNumbersTooLong(["P-2026-00001"]),
    );
    expect(swedishText(problem("payroll.value-not-for-payroll", { field: "tidkod" }))).toBe(PAYROLL_MSG.valueNotForPayroll("tidkod"));
  });
});
