import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { lt, sql } from "drizzle-orm";
import { sessions } from "../shared/schema";
import { createApp } from "./app";
import { createMailer } from "./auth/mailer";
import { openDatabase, type Database } from "./db";
import { publicDemoAccounts, seedDemoData } from "./demo/seed";
import type { AppConfig } from "./env";
import { serveBuiltClient } from "./frontend/static";
import { createLogger, type Logger } from "./lib/logger";
import { RateLimiter } from "./lib/rate-limit";
import { createStorage } from "./storage";
import type { ObjectStorage } from "./storage/object-storage";
import { pruneAbandonedUploads } from "./uploads/service";

export interface RunningServer {
  url: string;
  database: Database;
  close(): Promise<void>;
}

/** Development keeps a generated secret in DATA_DIR so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function startMaintenance(database: Database, storage: ObjectStorage, logger: Logger): NodeJS.Timeout {
  const limiter = new RateLimiter(database.db);
  const timer = setInterval(() => {
    Promise.all([
      limiter.pruneExpired(),
      database.db.delete(sessions).where(lt(sessions.expire, sql`now()`)),
      pruneAbandonedUploads(database.db, storage),
    ]).catch((error: unknown) =>
      logger.warn("maintenance failed", { error: String(error) }),
    );
  }, 15 * 60_000);
  timer.unref();
  return timer;
}

/** Opens the database, prepares it and serves the app. Used by `npm run dev`, `npm start` and tests. */
export async function startServer(config: AppConfig, options: { dev?: boolean; logger?: Logger } = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  if (config.publicUrl.startsWith("https://") && !config.trustProxy) {
    logger.warn("PUBLIC_URL is https but TRUST_PROXY is unset: behind a TLS-terminating proxy, set TRUST_PROXY so secure session cookies are sent.");
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: path.join(config.dataDir, "db"),
    onPoolError: (error) => logger.warn("database connection lost", { error: error.message }),
  });
  try {
    if (config.demoAccounts) await seedDemoData(database.db);
    const sessionSecret = config.sessionSecret ?? developmentSecret(config.dataDir);
    const storage = await createStorage({ config, secret: sessionSecret });
    const app = createApp({
      config,
      database,
      logger,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
      storage,
      sessionSecret,
      demoAccounts: publicDemoAccounts(config.demoAccounts),
    });
    const httpServer = http.createServer(app);
    let closeVite: (() => Promise<void>) | undefined;
    if (options.dev) {
      const { attachViteDevServer } = await import("./frontend/vite-dev");
      closeVite = await attachViteDevServer(app, httpServer);
    } else {
      serveBuiltClient(app);
    }
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const maintenance = startMaintenance(database, storage, logger);
    const address = httpServer.address() as AddressInfo;
    const url = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
    logger.info(`Tidrapport is running at ${config.publicUrl} (${database.embedded ? "embedded database" : "PostgreSQL server"})`);
    return {
      url,
      database,
      async close() {
        clearInterval(maintenance);
        await closeVite?.();
        await new Promise<void>((resolve) => {
          httpServer.close(() => resolve());
          httpServer.closeAllConnections();
        });
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
