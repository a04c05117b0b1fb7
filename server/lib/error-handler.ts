import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../shared/i18n/locales";
import { isDatabaseUnavailable } from "./db-errors";
import { describeText } from "./error-text";
import { HttpError, problem } from "./errors";
import { describeError, redactPath, type Logger } from "./logger";

/** Errors in reading the request: body-parser's (a status and a type), the router's param decoding. */
function bodyParserError(error: unknown): HttpError | undefined {
  // The router could not percent-decode a path parameter (`/objects/uploads/%zz`).
  if (error instanceof URIError) return new HttpError(400, problem("invalid-input"));
  if (!error || typeof error !== "object" || !("type" in error)) return undefined;
  const type = (error as { type?: unknown }).type;
  if (type === "entity.too.large") return new HttpError(413, problem("request.too-large"));
  if (type === "entity.parse.failed") return new HttpError(400, problem("request.malformed-json"));
  if (type === "encoding.unsupported" || type === "charset.unsupported") return new HttpError(415, problem("request.json-only"));
  return undefined;
}

/**
 * A compressed body that does not inflate (`Content-Encoding: gzip` with garbage): body-parser
 * passes zlib's error on as a 400 without a `type`, its `code` is zlib's (`Z_DATA_ERROR`, ...).
 */
function corruptBodyError(error: unknown): HttpError | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { code, status, expose } = error as { code?: unknown; status?: unknown; expose?: unknown };
  if (typeof code === "string" && code.startsWith("Z_")) return new HttpError(400, problem("request.corrupt-body"));
  // Any other client error in reading the body (aborted, size not matching Content-Length).
  if (expose === true && typeof status === "number" && status >= 400 && status < 500) return new HttpError(400, problem("invalid-input"));
  return undefined;
}

/**
 * The language of an answer's texts (docs/i18n.md, "Errors"): the signed-in user's `locale`;
 * signed out, the best of Accept-Language among ours by its weights (`pl-PL` is `pl`), Swedish
 * for `*`, no header or none of ours.
 */
export function requestLocale(req: Request): Locale {
  if (req.user && isLocale(req.user.locale)) return req.user.locale;
  const header = req.get("accept-language");
  if (!header) return DEFAULT_LOCALE;
  // With `*` the negotiator answers the first language offered: Swedish.
  const best = req.acceptsLanguages(...LOCALES);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}

/**
 * Where a message for a status has no code of its own yet (a Swedish sentence not moved into
 * the catalog), the status names it: stable, but coarser than a message's own code.
 */
const STATUS_CODES: Record<number, string> = {
  400: "http.bad-request",
  401: "http.unauthorized",
  403: "http.forbidden",
  404: "http.not-found",
  409: "http.conflict",
  413: "http.payload-too-large",
  415: "http.unsupported-media-type",
  429: "http.too-many-requests",
};

/** The JSON body of an error: `{code, message}`, and for field errors `errors` and `errorCodes`. */
export function errorBody(error: HttpError, locale: Locale): Record<string, unknown> {
  const main = describeText(error.text, locale);
  const body: Record<string, unknown> = {
    // The extra fields first: they never replace the message or the field errors.
    ...error.extra,
    code: error.code ?? main.code ?? STATUS_CODES[error.status] ?? "http.error",
    message: main.message,
  };
  if (error.fieldErrors) {
    const errors: Record<string, string> = {};
    const errorCodes: Record<string, string> = {};
    for (const [field, text] of Object.entries(error.fieldErrors)) {
      const described = describeText(text, locale);
      errors[field] = described.message;
      if (described.code) errorCodes[field] = described.code;
    }
    body.errors = errors;
    if (Object.keys(errorCodes).length > 0) body.errorCodes = errorCodes;
  }
  return body;
}

export function apiNotFound(): RequestHandler {
  return (req, res) => {
    res.status(404).json(errorBody(new HttpError(404, problem("not-found")), requestLocale(req)));
  };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const locale = requestLocale(req);
    const known = error instanceof HttpError ? error : (bodyParserError(error) ?? corruptBodyError(error));
    if (known) {
      if (known.headers) res.set(known.headers);
      res.status(known.status).json(errorBody(known, locale));
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.error("database unavailable", { path: redactPath(req.path), error: describeError(error) });
      res.status(503).json(errorBody(new HttpError(503, problem("unavailable")), locale));
      return;
    }
    logger.error("unexpected error", {
      method: req.method,
      path: redactPath(req.path),
      error: describeError(error),
    });
    res.status(500).json(errorBody(new HttpError(500, problem("unexpected")), locale));
  };
}
