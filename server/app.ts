import express, { type Express } from "express";
import type { DemoAccount } from "../shared/types";
import { authRouter } from "./auth/routes";
import type { Mailer } from "./auth/mailer";
import { createPassport } from "./auth/passport";
import { createAuthService } from "./auth/service";
import type { Database } from "./db";
import type { AppConfig } from "./env";
import { apiNotFound, errorHandler } from "./lib/error-handler";
import type { Logger } from "./lib/logger";
import { DEFAULT_LIMITS, RateLimiter, type Limits } from "./lib/rate-limit";
import { noStore, rejectCrossSite, requireJsonBody, securityHeaders } from "./lib/security";
import { createSessionMiddleware, sessionCookieName } from "./lib/session";

export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  sessionSecret: string;
  demoAccounts: DemoAccount[];
  limits?: Limits;
}

/** Builds the HTTP app: security, sessions, API routers, errors. The SPA is added by the caller. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger } = deps;
  const https = config.publicUrl.startsWith("https://");
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) {
    const value = config.trustProxy;
    app.set("trust proxy", /^\d+$/.test(value) ? Number(value) : value === "true" ? true : value);
  }

  app.use(securityHeaders({ isProduction: config.isProduction, https, connectSrc: [] }));

  const limiter = new RateLimiter(database.db);
  const auth = createAuthService({
    db: database.db,
    limiter,
    limits: deps.limits ?? DEFAULT_LIMITS,
    mailer: deps.mailer,
    logger,
    publicUrl: config.publicUrl,
  });
  const passport = createPassport(auth);
  const cookieName = sessionCookieName(https);

  const api = express.Router();
  api.use(noStore);
  api.use(rejectCrossSite(config.publicUrl));
  api.use(requireJsonBody);
  api.use(express.json({ limit: "100kb" }));
  api.use(createSessionMiddleware({ pool: database.pool, secret: deps.sessionSecret, https }));
  api.use(passport.session());
  api.use(authRouter({ auth, passport, sessionCookieName: cookieName, demoAccounts: deps.demoAccounts }));
  api.use(apiNotFound());
  app.use("/api", api);

  app.use(errorHandler(logger));
  return app;
}
