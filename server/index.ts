/**
 * The process: reads the environment, opens the database, builds the app with `createApp`
 * and listens, until SIGINT or SIGTERM. Tests and benchmarks call `createApp` themselves.
 */
import http from "node:http";
import path from "node:path";
import { createApp } from "./app";
import { createMailer, developmentSessionSecret, pruneExpiredSessions } from "./auth";
import { DatabaseUnreachableError, openDatabase, type Database } from "./db";
import { databaseRoleWarning } from "./db/role-check";
import { DataDirInUseError } from "./db/data-dir-lock";
import { DEMO_ACCOUNTS, seedDemoData } from "./demo";
import { ConfigError, loadConfig } from "./env";
import { serveBuiltClient } from "./frontend/static";
import { closeGracefully } from "./lib/graceful-close";
import { createLogger, describeError, type Logger } from "./lib/logger";
import { RateLimiter } from "./lib/rate-limit";
import { purgeLedgerDaily } from "./sites";
import { createStorage } from "./storage";
import type { ObjectStorage } from "./storage/object-storage";
import { pruneAbandonedUploads } from "./uploads";

/**
 * Every 15 minutes: expired rate-limit windows, sessions, and uploads that never arrived; and,
 * on the first tick of each Stockholm day, the personalliggare's retention purge, run by
 * whichever server takes its lock (docs/decisions/2026-11-27-personalliggare-personal-data.md).
 */
function startMaintenance(database: Database, storage: ObjectStorage, logger: Logger): NodeJS.Timeout {
  const limiter = new RateLimiter(database.db);
  const timer = setInterval(() => {
    Promise.all([limiter.pruneExpired(), pruneExpiredSessions(database.db), pruneAbandonedUploads(database.db, storage)]).catch((error: unknown) =>
      logger.warn("maintenance failed", { error: describeError(error) }),
    );
    purgeLedgerDaily(database.db, new Date()).then(
      (counts) => {
        if (counts) logger.info("ledger purge", { ...counts, cutoff: counts.cutoff.toISOString() });
      },
      (error: unknown) => logger.warn("ledger purge failed", { error: describeError(error) }),
    );
  }, 15 * 60_000);
  timer.unref();
  return timer;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.publicUrl.startsWith("https://") && !config.trustProxy) {
    logger.warn("PUBLIC_URL is https but TRUST_PROXY is unset: behind a TLS-terminating proxy, set TRUST_PROXY so secure session cookies are sent.");
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    embeddedDir: path.join(config.dataDir, "db"),
    timeouts: config.databaseTimeouts,
    startTimeoutMs: config.databaseStartTimeoutMs,
    onWaiting: (message) => logger.warn(message),
    onPoolError: (error) => logger.warn("database connection lost", { error: error.message }),
  });
  let httpServer: http.Server;
  let closeVite: (() => Promise<void>) | undefined;
  let maintenance: NodeJS.Timeout;
  try {
    if (config.demoAccounts) await seedDemoData(database.db);
    const sessionSecret = config.sessionSecret ?? developmentSessionSecret(config.dataDir);
    const storage = await createStorage({ config, secret: sessionSecret });
    const app = createApp({
      config,
      database,
      logger,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger, logResetLinks: !config.isProduction }),
      storage,
      sessionSecret,
      demoAccounts: config.demoAccounts ? DEMO_ACCOUNTS : [],
      client: config.isProduction ? (app, firstScreen) => serveBuiltClient(app, undefined, firstScreen) : undefined,
    });
    httpServer = http.createServer(app);
    if (!config.isProduction) {
      const { attachViteDevServer } = await import("./frontend/vite-dev");
      closeVite = await attachViteDevServer(app, httpServer);
    }
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    maintenance = startMaintenance(database, storage, logger);
    // tests/e2e/support/server.ts waits for "running at <url>" to know the server on the port is this one.
    logger.info(`Tidrapport is running at ${config.publicUrl} (${database.embedded ? "embedded database" : "PostgreSQL server"})`);
    if (config.isProduction && !config.smtpUrl) logger.warn("SMTP_URL is not set: no password-reset mail can be sent");
    // The embedded database has one role, its superuser: the warning is for a PostgreSQL server's roles.
    if (config.isProduction && !database.embedded) {
      const roleWarning = await databaseRoleWarning(database.db);
      if (roleWarning) logger.warn(roleWarning);
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    clearInterval(maintenance);
    (async () => {
      await closeVite?.();
      // Requests under way finish (up to SHUTDOWN_GRACE_MS) before the database closes.
      await closeGracefully(httpServer);
      await database.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof DatabaseUnreachableError) {
    console.error(`Tidrapport cannot start: ${error.message}`);
  } else {
    console.error(`Tidrapport cannot start: ${describeError(error)}`);
  }
  process.exit(1);
});
