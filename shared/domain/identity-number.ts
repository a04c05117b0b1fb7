/**
 * Identity numbers of the personalliggare (docs/product-rules.md, Personalliggare): a Swedish
 * personnummer or samordningsnummer written `ÅÅÅÅMMDD-NNNN`, or for a person without one a
 * foreign identity `{country, number}`. Plain TypeScript: the zod schemas in shared/validation
 * and the server's presenters use these words.
 *
 * Input decisions (docs/decisions/2026-11-26-identity-numbers.md):
 * - `ÅÅÅÅMMDD-NNNN` and the same twelve digits without the hyphen are accepted and written
 *   `ÅÅÅÅMMDD-NNNN`; surrounding spaces are dropped.
 * - The ten-digit short forms (`ÅÅMMDD-NNNN`, `ÅÅMMDD+NNNN`, `ÅÅMMDDNNNN`) are refused with
 *   their own message: the century they leave out cannot be told safely.
 * - A samordningsnummer is a personnummer whose day is the day of birth plus 60.
 * - The check digit is the Luhn digit over the ten digits ÅÅMMDDNNN.
 */

/** What is wrong with a written identity number, each with the product's Swedish message. */
export type IdentityNumberProblem = "format" | "short" | "date" | "checkDigit";

export const IDENTITY_NUMBER_MESSAGES: Record<IdentityNumberProblem, string> = {
  format: "Ange personnummer som ÅÅÅÅMMDD-NNNN",
  short: "Ange personnummer med århundrade: ÅÅÅÅMMDD-NNNN",
  date: "Ogiltigt personnummer (datumet finns inte)",
  checkDigit: "Ogiltigt personnummer (kontrollsiffran stämmer inte)",
};

export type IdentityNumberResult = { ok: true; value: string; coordination: boolean } | { ok: false; problem: IdentityNumberProblem; message: string };

function failure(problem: IdentityNumberProblem): IdentityNumberResult {
  return { ok: false, problem, message: IDENTITY_NUMBER_MESSAGES[problem] };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The Luhn check digit of a string of digits (weights 2, 1, 2, … from the left, as Skatteverket counts). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Reads a written personnummer or samordningsnummer: `{ok: true, value: 'ÅÅÅÅMMDD-NNNN'}` or
 * the problem and its message.
 */
export function parseSwedishIdentityNumber(input: string): IdentityNumberResult {
  const text = input.trim();
  if (/^\d{6}[-+]?\d{4}$/.test(text)) return failure("short");
  const match = /^(\d{4})(\d{2})(\d{2})-?(\d{4})$/.exec(text);
  if (!match) return failure("format");
  const [, yearText, monthText, dayText, serial] = match as unknown as [string, string, string, string, string];
  const year = Number(yearText);
  const month = Number(monthText);
  const writtenDay = Number(dayText);
  const coordination = writtenDay > 60;
  const day = coordination ? writtenDay - 60 : writtenDay;
  if (year < 1800 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return failure("date");
  const tenDigits = `${yearText.slice(2)}${monthText}${dayText}${serial}`;
  if (luhnCheckDigit(tenDigits.slice(0, 9)) !== Number(tenDigits[9])) return failure("checkDigit");
  return { ok: true, value: `${yearText}${monthText}${dayText}-${serial}`, coordination };
}

/** A foreign identity for a person without a Swedish number. */
export interface ForeignIdentity {
  /** ISO 3166-1 alpha-2, capitals: 'PL'. */
  country: string;
  /** 1-30 letters, digits and '-', as the person's own document writes it. */
  number: string;
}

export const FOREIGN_IDENTITY_MESSAGES = {
  country: "Ange land som landskod med två bokstäver (t.ex. PL)",
  number: "Ange id-nummer med 1–30 bokstäver, siffror och '-'",
} as const;

const COUNTRY = /^[A-Z]{2}$/;
const FOREIGN_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** Checks a foreign identity; the country is written in capitals. Null when valid, else the message. */
export function foreignIdentityProblem(identity: ForeignIdentity): string | null {
  if (!COUNTRY.test(identity.country.trim().toUpperCase())) return FOREIGN_IDENTITY_MESSAGES.country;
  if (!FOREIGN_NUMBER.test(identity.number.trim())) return FOREIGN_IDENTITY_MESSAGES.number;
  return null;
}

/** `19850412-3456` → `19850412-****`: the date stays, the four last digits never leave the server. */
export function maskSwedishIdentityNumber(value: string): string {
  return `${value.slice(0, 8)}-****`;
}

/**
 * A foreign identity masked: the country and the last two characters stay, every other
 * character is a '*' (`{PL, AB123456}` → `PL ******56`); a number of two characters or fewer
 * is masked whole.
 */
export function maskForeignIdentity(identity: ForeignIdentity): string {
  const number = identity.number;
  const kept = number.length > 2 ? number.slice(-2) : "";
  return `${identity.country} ${"*".repeat(number.length - kept.length)}${kept}`;
}

/** A stored identity number (`ÅÅÅÅMMDD-NNNN`) or null, masked for an answer. */
export function maskIdentityNumber(value: string | null): string | null {
  return value === null ? null : maskSwedishIdentityNumber(value);
}

/**
 * An identity number in any of its written forms, standing alone (no digit before or after):
 * `ÅÅÅÅMMDD-NNNN`, `ÅÅMMDD-NNNN` (or `+`), and the same without the hyphen, `ÅÅÅÅMMDDNNNN` and
 * `ÅÅMMDDNNNN`. A uuid is matched first, whole, so that its groups are never taken for one.
 */
const IDENTITY_NUMBER_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<!\d)((?:18|19|20)?\d{2})(\d{2})(\d{2})([-+]?)(\d{4})(?!\d)/gi;

/** Whether `month` and `day` can be a personnummer's (or, day plus 60, a samordningsnummer's). */
function dateShaped(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && ((day >= 1 && day <= 31) || (day >= 61 && day <= 91));
}

/**
 * Every identity number inside a free text masked, its last four digits `****` and its form
 * kept (docs/product-rules.md §15: the event log never holds one): `Ulf 197003037772` →
 * `Ulf 19700303****`, `700303-7772` → `700303-****`. A form with '-' or '+' is masked when its
 * month and day can be a birth date's: a mistyped number is still someone's. The digits-only
 * forms must also have a right Luhn check digit, so that other runs of ten or twelve digits
 * (an invoice number, 202611271030) stay; an organisation number never has a month (its third
 * digit is 2 or more).
 */
export function maskIdentityNumbersInText(text: string): string {
  return text.replace(IDENTITY_NUMBER_IN_TEXT, (found, year: string | undefined, month: string, day: string, separator: string, serial: string) => {
    if (year === undefined) return found;
    if (!dateShaped(Number(month), Number(day))) return found;
    if (separator === "") {
      const ten = `${year.slice(-2)}${month}${day}${serial}`;
      if (luhnCheckDigit(ten.slice(0, 9)) !== Number(ten[9])) return found;
    }
    return `${year}${month}${day}${separator}****`;
  });
}
