import type { NextFunction, Request } from "express";
import type { z } from "zod";
import { fieldErrors } from "../../shared/validation/field-errors";
import { isXmlText } from "../../shared/validation/fields";
import { HttpError, notFound, problem } from "./errors";

/**
 * Where a parsed `input` holds a string with a NUL character (PostgreSQL cannot store one),
 * half of a surrogate pair (a json column refuses it) or another character XML 1.0 cannot
 * carry (`isXmlText`), as field keys. The shared field builders refuse them all already; this
 * keeps a schema that forgot to use them from passing one to the database.
 */
function nulFields(input: unknown, path: string[] = [], out: string[] = [], depth = 0): string[] {
  if (typeof input === "string") {
    if (!isXmlText(input)) out.push(path.length ? path.join(".") : "_");
  } else if (input && typeof input === "object" && depth < 8) {
    for (const [key, value] of Object.entries(input)) {
      if (!isXmlText(key)) out.push([...path, key].join("."));
      nulFields(value, [...path, key], out, depth + 1);
    }
  }
  return out;
}

/**
 * Parses with a shared schema; failure is a 400 `validation.failed` with one message per field,
 * the schema's Swedish sentence, which the error middleware answers in the request's language.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const withNul = nulFields(result.data);
    if (withNul.length) {
      throw new HttpError(400, problem("field.invalid-character"), Object.fromEntries(withNul.map((key) => [key, problem("field.invalid-character")])), {
        code: "validation.failed",
      });
    }
    return result.data;
  }
  const errors = fieldErrors(result.error.issues);
  const first = Object.values(errors)[0];
  throw new HttpError(400, first ?? problem("invalid-input"), errors, { code: "validation.failed" });
}

/**
 * Parses a route's path parameters. A path whose id cannot name a row is a 404, the same
 * answer as an unknown id, so a client cannot tell a malformed address from a missing row.
 */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw notFound();
  return result.data;
}

/**
 * A route's path parameters, or `undefined` after passing the request on to the next matching
 * route when they cannot name a row. A static path beside `:id` (GET /time-reports/export
 * beside GET /time-reports/:id) then answers whatever the order the routers were mounted in
 * (docs/architecture.md). Call it after the route's guard and body, as parseParams is called:
 * when no other route takes the path, the API's 404 answers 'Hittades inte', as parseParams does.
 */
export function paramsOrNextRoute<S extends z.ZodType>(schema: S, req: Request, next: NextFunction): z.output<S> | undefined {
  const result = schema.safeParse(req.params);
  if (result.success) return result.data;
  next("route");
  return undefined;
}
