import type { RequestHandler } from "express";
import helmet from "helmet";
import { MSG } from "../../shared/validation/messages";
import { HttpError } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Rejects state-changing requests sent by another site (CSRF). A browser always sends
 * `Origin` on such requests; tools that send none (curl, server-to-server) are allowed.
 */
export function rejectCrossSite(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (!UNSAFE.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    if (origin && origin !== "null" && origin !== allowed && origin !== ownOrigin) {
      return next(new HttpError(403, MSG.crossSite));
    }
    if (origin === "null" || fetchSite === "cross-site") return next(new HttpError(403, MSG.crossSite));
    next();
  };
}

/** JSON endpoints take JSON bodies only (an empty body is fine). */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!UNSAFE.has(req.method)) return next();
  const length = Number(req.get("content-length") ?? "0");
  const hasBody = length > 0 || req.get("transfer-encoding") !== undefined;
  if (hasBody && !req.is("application/json")) return next(new HttpError(415, MSG.jsonOnly));
  next();
};

export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export interface HeaderOptions {
  isProduction: boolean;
  https: boolean;
  /** Extra origins the browser may upload to (the GCS bucket). */
  connectSrc: string[];
}

export function securityHeaders(options: HeaderOptions): RequestHandler {
  // Vite's development server injects an inline React Refresh preamble and a websocket.
  const devScript = options.isProduction ? [] : ["'unsafe-inline'"];
  const devConnect = options.isProduction ? [] : ["ws:", "wss:"];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...devScript],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...options.connectSrc, ...devConnect],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
