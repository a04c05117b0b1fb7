import type { z } from "zod";

/**
 * The first message per field, keyed by the field's dotted path ("_" for the body as a whole):
 * the `errors` of an API 400, shown by the forms under each field.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** `fieldErrors` of `input` against `schema`; empty when it parses. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}
