import type { ErrorRequestHandler, RequestHandler } from "express";
import { MSG } from "../../shared/validation/messages";
import { HttpError } from "./errors";
import type { Logger } from "./logger";

const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "ETIMEDOUT", "57P01", "57P03", "08000", "08001", "08003", "08006"]);

function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === "string" && /Connection terminated|timeout exceeded when trying to connect/i.test(message)) return true;
  // Drizzle wraps the driver's error in `cause`; a refused connection may be an AggregateError.
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

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
    const known = error instanceof HttpError ? error : bodyParserError(error);
    if (known) {
      if (known.headers) res.set(known.headers);
      res.status(known.status).json(known.fieldErrors ? { message: known.message, errors: known.fieldErrors } : { message: known.message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.error("database unavailable", { path: req.path, error: String(error) });
      res.status(503).json({ message: MSG.unavailable });
      return;
    }
    logger.error("unexpected error", {
      method: req.method,
      path: req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    res.status(500).json({ message: MSG.unexpected });
  };
}
