import zlib from "node:zlib";
import compression from "compression";
import express, { type Express, type RequestHandler, type Router } from "express";
import { todayIn } from "../shared/dates";
import { DEMO_ACCOUNTS_PATH } from "../shared/first-screen";
import type { DemoAccount } from "../shared/types";
import { adminRouter, createAdminService } from "./admin";
import {
  authRouter,
  createAccountSettingsService,
  createAuthService,
  createInvitationService,
  createPassport,
  createSessionMiddleware,
  invitationsRouter,
  type Mailer,
  presentDemoAccount,
  sessionCookieName,
  signedOutStatus,
} from "./auth";
import { calendarRouter, createCalendarService } from "./calendar";
import { closuresRouter, createClosureService } from "./closures";
import type { Database } from "./db";
import { createExpenseService, expensesRouter } from "./expenses";
import { approvalsRouter, createApprovalService } from "./approvals";
import type { AppConfig } from "./env";
import type { FirstScreenContext } from "./frontend/first-screen";
import { apiNotFound, errorHandler } from "./lib/error-handler";
import type { Logger } from "./lib/logger";
import { DEFAULT_LIMITS, RateLimiter, type Limits } from "./lib/rate-limit";
import { noStore, rejectCrossSite, requireJsonBody, securityHeaders } from "./lib/security";
import { createPayrollFileService, createPayrollService, createPayrollSettingsService, payrollRouter } from "./payroll";
import { createProjectService, projectsRouter } from "./projects";
import { createReportCsvService, reportCsvRouter } from "./report-csv";
import {
  chainCheckLanes,
  checkinSiteRouter,
  controlRouter,
  createCheckinSiteLookup,
  createControlService,
  createInspectionService,
  createLedgerService,
  createPeopleService,
  createSiteService,
  inspectionRouter,
  ledgerRouter,
  notInLedgerSql,
  peopleRouter,
  sitesRouter,
} from "./sites";
import { createSummaryService, summaryRouter } from "./summary";
import { createTimeReportService, timeReportsRouter } from "./time-reports";
import type { ObjectStorage } from "./storage/object-storage";
import { createUploadService, objectsRouter, uploadReceiveRouter, uploadsRouter } from "./uploads";
import { createUserManagementService, usersRouter } from "./users";
import { createJournalService, createWorkingTimeService, journalRouter, workingTimeRouter } from "./working-time";

export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  storage: ObjectStorage;
  sessionSecret: string;
  demoAccounts: DemoAccount[];
  limits?: Limits;
  /** The business clock; tests set it to a fixed instant. */
  now?: () => Date;
  /** Reorders the modules' routers; the router-order test reverses them to show that no route depends on it. */
  routerOrder?: (routers: Router[]) => Router[];
  /** Adds the client's routes (the built SPA) after the API, with what a signed-in page needs. */
  client?: (app: Express, context: FirstScreenContext) => void;
}

/** Brotli quality of API answers: answers up to a quarter larger than at 4, made in a quarter of the time. */
export const API_BROTLI_QUALITY = 1;

/**
 * Gzip level of API answers, for clients that take no brotli (Node's fetch among them): a day of
 * a big site, 583 kB, costs the app server 3-4 ms less CPU at 1 than at the default 6 for an
 * answer 9 % larger (docs/benchmarks.md §9.2).
 */
const API_GZIP_LEVEL = 1;

/** Builds the HTTP app: security, sessions, API routers, errors. The SPA is added by the caller. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => todayIn(config.timeZone, now());
  const https = config.publicUrl.startsWith("https://");
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store: an ETag (a SHA-1 of every body) would never be asked for again.
  app.set("etag", false);
  if (config.trustProxy) {
    const value = config.trustProxy;
    app.set("trust proxy", /^\d+$/.test(value) ? Number(value) : value === "true" ? true : value);
  }

  app.use(securityHeaders({ isProduction: config.isProduction, https, connectSrc: deps.storage.browserOrigins }));

  const limiter = new RateLimiter(database.db);
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const auth = createAuthService({
    db: database.db,
    limiter,
    limits,
    mailer: deps.mailer,
    logger,
    publicUrl: config.publicUrl,
    registrationDefault: config.registration,
    now,
  });
  const passport = createPassport(auth);
  const statusFlags = { resetLinkInLog: !config.isProduction && !config.smtpUrl, mailConfigured: deps.mailer.configured };
  const cookieName = sessionCookieName(https);
  const withSession: RequestHandler[] = [createSessionMiddleware({ pool: database.pool, secret: deps.sessionSecret, https }), passport.session()];

  const uploads = createUploadService({
    db: database.db,
    storage: deps.storage,
    publicUrl: config.publicUrl,
    limiter,
    uploadLimit: limits.uploadsPerUser,
  });

  const chainLanes = chainCheckLanes(database.embedded);
  const api = express.Router();
  api.use(noStore);
  api.use(rejectCrossSite(config.publicUrl));
  api.use(withSession);
  // Binary upload bodies come before the JSON-only rule below.
  api.use(uploadReceiveRouter(uploads));
  api.use(requireJsonBody);
  api.use(express.json({ limit: "100kb" }));
  const workingTime = createWorkingTimeService(database.db, { timeZone: config.timeZone });
  const ledgerClock = { now, timeZone: config.timeZone };
  // The modules' routers, in an order that decides nothing: a static path beside an :id
  // (/time-reports/export, /time-reports/verify) wins whichever comes first, because a route
  // passes a path that cannot be an id on (paramsOrNextRoute; docs/architecture.md).
  const modules: Router[] = [
    authRouter({
      auth,
      passport,
      sessionCookieName: cookieName,
      demoAccounts: deps.demoAccounts,
      ...statusFlags,
    }),
    invitationsRouter({
      invitations: createInvitationService({ db: database.db, mailer: deps.mailer, logger, limiter, limits, publicUrl: config.publicUrl, now }),
      settings: createAccountSettingsService(database.db, config.registration),
    }),
    usersRouter(createUserManagementService(database.db)),
    projectsRouter(createProjectService(database.db)),
    uploadsRouter(uploads),
    reportCsvRouter(createReportCsvService(database.db, { timeZone: config.timeZone, today })),
    adminRouter(createAdminService(database.db, today, workingTime, config.timeZone)),
    summaryRouter(createSummaryService(database.db, today)),
    timeReportsRouter(createTimeReportService(database.db, { mailer: deps.mailer, logger }), today, config.timeZone),
    expensesRouter(createExpenseService(database.db, { mailer: deps.mailer, logger }), today, config.timeZone, now),
    approvalsRouter(createApprovalService(database.db, config.timeZone)),
    calendarRouter(createCalendarService(database.db)),
    closuresRouter(createClosureService(database.db, today)),
    payrollRouter({
      payroll: createPayrollService(database.db, today, (report, project) => notInLedgerSql(report, project, config.timeZone)),
      settings: createPayrollSettingsService(database.db),
      files: createPayrollFileService(database.db, { timeZone: config.timeZone }),
    }),
    workingTimeRouter(workingTime),
    journalRouter(createJournalService(database.db)),
    sitesRouter(createSiteService(database.db, today, now)),
    peopleRouter(createPeopleService(database.db)),
    ledgerRouter(createLedgerService(database.db, ledgerClock)),
    controlRouter(createControlService(database.db, ledgerClock, chainLanes)),
    inspectionRouter(createInspectionService({ db: database.db, clock: ledgerClock, limiter, limits, publicUrl: config.publicUrl, chainLanes })),
    checkinSiteRouter(createCheckinSiteLookup({ db: database.db, limiter, limits })),
  ];
  for (const router of deps.routerOrder?.(modules) ?? modules) api.use(router);
  api.use(apiNotFound());
  // Answers over 1 KiB (lists, week grids, CSV exports) go out gzip or brotli when accepted;
  // brotli at quality 1, a quarter of the CPU of the middleware's 4, gzip at level 1
  // (docs/decisions/2026-11-24-json-answers-and-compression.md).
  app.use(
    "/api",
    compression({ threshold: 1024, level: API_GZIP_LEVEL, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } } }),
    api,
  );
  app.use("/objects", withSession, objectsRouter(uploads));
  deps.client?.(app, {
    withSession,
    cookieName,
    today,
    signedOutAnswers: [{ path: DEMO_ACCOUNTS_PATH, body: JSON.stringify(deps.demoAccounts.map(presentDemoAccount)), headers: {} }],
    signedOutStatus: signedOutStatus(auth, statusFlags),
  });

  app.use(errorHandler(logger));
  return app;
}
