import { MSG } from "../../shared/validation/messages";

/**
 * The one error type a service throws: an HTTP status with a Swedish message for the user.
 * `extra` adds fields to the answer's body beside `message` (and `errors`), for a client that
 * needs more than a sentence to act on (the payroll export's `warnings`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
/** A 400 for one field, with the field's message as the overall message too. */
export const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: message });
export const unauthorized = () => new HttpError(401, MSG.unauthenticated);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = () => new HttpError(404, MSG.notFound);
export const conflict = (message: string, fieldErrors?: Record<string, string>) => new HttpError(409, message, fieldErrors);
/** A 409 whose body carries `extra` beside the message, e.g. `{message, warnings}`. */
export const conflictWith = (message: string, extra: Record<string, unknown>) => new HttpError(409, message, undefined, undefined, extra);
