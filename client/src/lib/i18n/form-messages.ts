/**
 * The forms' messages in the active language (docs/i18n.md, "Errors"), in one place for every
 * form. A form's schema in shared/validation says a Swedish sentence, the same the server
 * answers; this `zodResolver` is @hookform/resolvers' own, whose messages are then read back
 * to their ID in the Swedish `validation` catalog (shared/i18n/read-back.ts) and said in the
 * active language, with their arguments. A sentence the catalog does not have stays as it is.
 *
 * The forms import `zodResolver` from "@hookform/resolvers/zod" as the package documents it;
 * the build sends that import here (scripts/vite-form-messages.ts), so no form changes for it
 * and none can forget it. This module's own import of the package is the package's.
 */
import { zodResolver as schemaResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import validationSv from "@shared/i18n/catalogs/validation/sv";
import { sentenceReader } from "@shared/i18n/read-back";
import { currentLocale, translatorNow, useT, type Translate } from "./runtime";

const read = sentenceReader(validationSv);

type Say = (sentence: string) => string;

/** Each `message` of react-hook-form's errors, however deep (a list's rows, `root`), said again; `ref` is the DOM's. */
function sayAgain(errors: Record<string, unknown>, say: Say): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || value === null || typeof value !== "object") continue;
    const error = value as Record<string, unknown>;
    if (typeof error.message === "string") error.message = say(error.message);
    sayAgain(error, say);
  }
}

function sayer(t: Translate<typeof validationSv>): Say {
  const say = t as (id: string, values?: Record<string, string>) => string;
  return (sentence) => {
    const found = read(sentence);
    return found ? say(found.id, found.values) : sentence;
  };
}

/** A resolver whose messages are in the language active when the form is checked. */
export function inActiveLanguage<Input extends FieldValues, Context, Output>(resolve: Resolver<Input, Context, Output>): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (currentLocale() === "sv" || Object.keys(result.errors).length === 0) return result;
    sayAgain(result.errors, sayer(await translatorNow(validationSv)));
    return result;
  };
}

/**
 * A sentence of shared/validation said in the active language, for a schema a screen checks
 * itself rather than through a form (the admin's filter and payroll periods).
 */
export function useValidationText(): (sentence: string) => string {
  const t = useT(validationSv);
  return useMemo(() => sayer(t), [t]);
}

/** @hookform/resolvers' `zodResolver`, its messages in the active language. */
export const zodResolver = ((...args: Parameters<typeof schemaResolver>) => inActiveLanguage(schemaResolver(...args))) as typeof schemaResolver;
