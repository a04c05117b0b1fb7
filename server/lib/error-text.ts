/**
 * An error's code and text in a language (docs/i18n.md, "Errors";
 * docs/decisions/2026-11-29-error-codes.md). A `Problem` names its code; a Swedish sentence of
 * shared/validation (what a zod schema says, shared with the client's forms) is found in the
 * Swedish `validation` catalog: exactly, or with its ICU arguments read back from the sentence
 * (`Högst 2000 tecken` → `field.too-long`, `{max: "2000"}`). A sentence not in the catalog yet
 * keeps its Swedish and answers under its status's code.
 */
import en from "../../shared/i18n/catalogs/validation/en";
import pl from "../../shared/i18n/catalogs/validation/pl";
import sv from "../../shared/i18n/catalogs/validation/sv";
import type { Locale } from "../../shared/i18n/locales";
import { enGB } from "date-fns/locale/en-GB";
import { pl as plDates } from "date-fns/locale/pl";
import { dateNamesFrom, SWEDISH_DATE_NAMES, type DateNames } from "../../shared/i18n/date-names";
import { formatDateIn } from "../../shared/i18n/format";
import { sentenceReader } from "../../shared/i18n/read-back";
import { createTranslator } from "../../shared/i18n/translate";
import type { ErrorText, Problem } from "./errors";

const translate = createTranslator({ sv, en, pl });
const PREFIX = "validation.";
const read = sentenceReader(sv);

/** The `Problem` a Swedish sentence of the catalog is, or undefined for one that is not there. */
export function problemOf(text: string): Problem | undefined {
  const found = read(text);
  if (!found) return undefined;
  const code = found.id.slice(PREFIX.length) as Problem["code"];
  return found.values ? { code, values: found.values } : { code };
}

/** Month names for the days an error names, in every language: the server has them all at hand. */
const DATE_NAMES: Record<Locale, DateNames> = { sv: SWEDISH_DATE_NAMES, en: dateNamesFrom("en", enGB), pl: dateNamesFrom("pl", plDates) };

/** The values with the problem's `days` written as dates in `locale` ('1 december 2026'). */
function valuesIn(locale: Locale, p: Problem): Problem["values"] {
  if (!p.values || !p.days) return p.values;
  const values = { ...p.values };
  for (const name of p.days) {
    const day = values[name];
    if (typeof day === "string") values[name] = formatDateIn(DATE_NAMES[locale], day, "day-month-year");
  }
  return values;
}

function render(locale: Locale, p: Problem): string {
  // The code's type ties it to a catalog ID; the values were checked where the problem was made.
  return (translate as (locale: Locale, id: string, values?: Readonly<Record<string, string | number>>) => string)(
    locale,
    `${PREFIX}${p.code}`,
    valuesIn(locale, p),
  );
}

/** The Swedish text of a problem: Error's `message`, for logs and tests. */
export function swedishText(p: Problem): string {
  return render("sv", p);
}

/** An error's code and message in `locale`; `code` undefined for a Swedish sentence with no code yet. */
export function describeText(text: ErrorText, locale: Locale): { code: string | undefined; message: string } {
  const p = typeof text === "string" ? problemOf(text) : text;
  if (!p) return { code: undefined, message: text as string };
  return { code: p.code, message: render(locale, p) };
}
