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
import { createTranslator } from "../../shared/i18n/translate";
import type { ErrorText, Problem } from "./errors";

const translate = createTranslator({ sv, en, pl });
const PREFIX = "validation.";
type Id = keyof typeof sv;

const exact = new Map<string, Id>();
const patterns: { id: Id; pattern: RegExp; names: string[] }[] = [];
for (const [id, text] of Object.entries(sv) as [Id, string][]) {
  // A plural or select cannot be read back from its sentence: such a text is only ever named by code.
  if (/\{[^{}]*,/.test(text)) continue;
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (names.length === 0) {
    exact.set(text, id);
    continue;
  }
  const source = text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("(.+?)");
  patterns.push({ id, pattern: new RegExp(`^${source}$`, "s"), names });
}

/** The `Problem` a Swedish sentence of the catalog is, or undefined for one that is not there. */
export function problemOf(text: string): Problem | undefined {
  const id = exact.get(text);
  if (id) return { code: id.slice(PREFIX.length) as Problem["code"] };
  for (const { id, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (match) return { code: id.slice(PREFIX.length) as Problem["code"], values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}

function render(locale: Locale, p: Problem): string {
  // The code's type ties it to a catalog ID; the values were checked where the problem was made.
  return (translate as (locale: Locale, id: string, values?: Readonly<Record<string, string | number>>) => string)(locale, `${PREFIX}${p.code}`, p.values);
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
