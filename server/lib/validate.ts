import type { z } from "zod";
import { MSG } from "../../shared/validation/messages";
import { HttpError } from "./errors";

/** Parses with a shared schema; failure is a 400 with one Swedish message per field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    errors[key] ??= issue.message;
  }
  const first = Object.values(errors)[0];
  throw new HttpError(400, first ?? MSG.invalidInput, errors);
}
