import type validationSv from "../../shared/i18n/catalogs/validation/sv";
import type { ValuesOf } from "../../shared/i18n/messages";
import { swedishText } from "./error-text";

type ValidationCatalog = typeof validationSv;
type CodeOf<Id> = Id extends `validation.${infer Code}` ? Code : never;

/** A code with a text in the `validation` catalog: its ID is `validation.<code>` (docs/i18n.md, "Errors"). */
export type ErrorCode = CodeOf<keyof ValidationCatalog>;

/**
 * An error's text by name: a stable code and the values of its message, rendered in the
 * request's language by the error middleware (docs/decisions/2026-11-29-error-codes.md).
 */
export interface Problem {
  readonly code: ErrorCode;
  readonly values?: Readonly<Record<string, string | number>>;
  /**
   * The values that are calendar days (`YYYY-MM-DD`), written as running text writes a date in
   * the reader's language: '1 december 2026', '1 December 2026', '1 grudnia 2026'.
   */
  readonly days?: readonly string[];
}

/** `problem("report.date-in-locked-period", { startDate, endDate })`: the values checked against the Swedish text's arguments. */
export function problem<Code extends ErrorCode>(code: Code, ...values: ValuesOf<ValidationCatalog[`validation.${Code}`]>): Problem {
  return values[0] ? { code, values: values[0] } : { code };
}

/** `p` with `days` of its values written as dates in the reader's language (`Problem.days`). */
export function withDays(p: Problem, ...days: string[]): Problem {
  return { ...p, days };
}

/**
 * What an error says: a `Problem`, or a Swedish sentence of shared/validation (a zod schema's
 * message, a `*_MSG` constant). The error middleware finds a sentence's code in the Swedish
 * catalog; one not there yet answers in Swedish under its status's code.
 */
export type ErrorText = Problem | string;

export interface HttpErrorOptions {
  /** Headers of the answer (a 429's Retry-After). */
  headers?: Record<string, string>;
  /** Fields beside `message` for a client that needs more than a sentence (the payroll export's `warnings`). */
  extra?: Record<string, unknown>;
  /** The answer's `code` when it is not the text's own: `validation.failed` for a body with field errors. */
  code?: string;
}

/**
 * The one error type a service throws: an HTTP status and what to tell the user, named by
 * code or as a Swedish sentence; `fieldErrors` are the 400's `errors`, one text per field.
 * `message` (Error's) is the Swedish text, for logs and tests.
 */
export class HttpError extends Error {
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
  readonly code?: string;

  constructor(
    readonly status: number,
    readonly text: ErrorText,
    readonly fieldErrors?: Record<string, ErrorText>,
    options: HttpErrorOptions = {},
  ) {
    super(typeof text === "string" ? text : swedishText(text));
    this.headers = options.headers;
    this.extra = options.extra;
    this.code = options.code;
  }
}

export const badRequest = (text: ErrorText, fieldErrors?: Record<string, ErrorText>) => new HttpError(400, text, fieldErrors);
/** A 400 for one field, with the field's message as the overall message too. */
export const fieldError = (field: string, text: ErrorText) => new HttpError(400, text, { [field]: text });
export const unauthorized = () => new HttpError(401, problem("auth.required"));
export const forbidden = (text: ErrorText = problem("auth.forbidden")) => new HttpError(403, text);
export const notFound = () => new HttpError(404, problem("not-found"));
export const conflict = (text: ErrorText, fieldErrors?: Record<string, ErrorText>) => new HttpError(409, text, fieldErrors);
/** A 409 whose body carries `extra` beside the message, e.g. `{message, warnings}`. */
export const conflictWith = (text: ErrorText, extra: Record<string, unknown>) => new HttpError(409, text, undefined, { extra });
