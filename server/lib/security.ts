import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { HttpError, problem } from "./errors";

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
      return next(new HttpError(403, problem("request.cross-site")));
    }
    if (origin === "null" || fetchSite === "cross-site") return next(new HttpError(403, problem("request.cross-site")));
    next();
  };
}

/** JSON endpoints take JSON bodies only (an empty body is fine). */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!UNSAFE.has(req.method)) return next();
  const length = Number(req.get("content-length") ?? "0");
  const hasBody = length > 0 || req.get("transfer-encoding") !== undefined;
  if (hasBody && !req.is("application/json")) return next(new HttpError(415, problem("request.json-only")));
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

/** The CSP source that allows one inline script, exactly this text, and no other: `'sha256-…'`. */
export const scriptHash = (script: string): string => `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;

/**
 * Allows a page's own inline scripts by their hashes (`scriptHash`) in the Content-Security-Policy
 * that `securityHeaders` set on `res`, for a page the server writes itself
 * (docs/decisions/2026-11-28-inspection-page-rendered.md). Every other inline script stays
 * refused: never 'unsafe-inline'. Without a policy on `res`, nothing to do.
 */
export function allowInlineScripts(res: Response, hashes: string[]): void {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy !== "string" || hashes.length === 0) return;
  const directives = policy.split(";").map((d) => d.trim());
  const at = directives.findIndex((d) => d.startsWith("script-src ") || d === "script-src");
  // No script-src: default-src governs scripts, and is what the hashes widen.
  const base = at >= 0 ? directives[at] : `script-src ${directives.find((d) => d.startsWith("default-src "))?.slice("default-src ".length) ?? "'self'"}`;
  const widened = `${base} ${hashes.join(" ")}`;
  if (at >= 0) directives[at] = widened;
  else directives.push(widened);
  res.setHeader("Content-Security-Policy", directives.filter(Boolean).join(";"));
}
