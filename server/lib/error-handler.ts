import type { ErrorRequestHandler, RequestHandler } from "express";
import { MSG } from "../../shared/validation/messages";
import { isDatabaseUnavailable } from "./db-errors";
import { HttpError } from "./errors";
import { describeError, redactPath, type Logger } from "./logger";

/** Errors in reading the request: body-parser's (a status and a type), the router's param decoding. */
function bodyParserError(error: unknown): HttpError | undefined {
  // The router could not percent-decode a path parameter (`/objects/uploads/%zz`).
  if (error instanceof URIError) return new HttpError(400, MSG.invalidInput);
  if (!error || typeof error !== "object" || !("type" in error)) return undefined;
  const type = (error as { type?: unknown }).type;
  if (type === "entity.too.large") return new HttpError(413, MSG.bodyTooLarge);
  if (type === "entity.parse.failed") return new HttpError(400, MSG.malformedJson);
  if (type === "encoding.unsupported" || type === "charset.unsupported") return new HttpError(415, MSG.jsonOnly);
  return undefined;
}

/**
 * A compressed body that does not inflate (`Content-Encoding: gzip` with garbage): body-parser
 * passes zlib's error on as a 400 without a `type`, its `code` is zlib's (`Z_DATA_ERROR`, ...).
 */
function corruptBodyError(error: unknown): HttpError | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { code, status, expose } = error as { code?: unknown; status?: unknown; expose?: unknown };
  if (typeof code === "string" && code.startsWith("Z_")) return new HttpError(400, MSG.corruptBody);
  // Any other client error in reading the body (aborted, size not matching Content-Length).
  if (expose === true && typeof status === "number" && status >= 400 && status < 500) return new HttpError(400, MSG.invalidInput);
  return undefined;
}

export function apiNotFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).json({ message: MSG.notFound });
  };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = error instanceof HttpError ? error : (bodyParserError(error) ?? corruptBodyError(error));
    if (known) {
      if (known.headers) res.set(known.headers);
      // The extra fields first: they never replace the message or the field errors.
      res.status(known.status).json({ ...known.extra, message: known.message, ...(known.fieldErrors ? { errors: known.fieldErrors } : {}) });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.error("database unavailable", { path: redactPath(req.path), error: describeError(error) });
      res.status(503).json({ message: MSG.unavailable });
      return;
    }
    logger.error("unexpected error", {
      method: req.method,
      path: redactPath(req.path),
      error: describeError(error),
    });
    res.status(500).json({ message: MSG.unexpected });
  };
}
