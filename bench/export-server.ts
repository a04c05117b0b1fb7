/**
 * The API alone (no SPA) on a given database, for benchmarks: the export path is exactly
 * the product's. Prints "ready <url>" when listening.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import { createMailer } from "../server/auth/mailer";
import { openDatabase } from "../server/db";
import { loadConfig } from "../server/env";
import { createLogger } from "../server/lib/logger";
import { createStorage } from "../server/storage";

const config = loadConfig({ ...process.env, NODE_ENV: "production", SESSION_SECRET: crypto.randomBytes(32).toString("hex"), LOG_LEVEL: "warn" });
const logger = createLogger("warn");
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: `${config.dataDir}/db` });
const app = createApp({
  config,
  database,
  logger,
  mailer: createMailer({ from: config.mailFrom, logger }),
  storage: await createStorage({ config, secret: "bench" }),
  sessionSecret: crypto.randomBytes(32).toString("hex"),
  demoAccounts: [],
});
const server = http.createServer(app);
server.listen(0, "127.0.0.1", () => {
  console.log(`ready http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
// Requests still queued (a load just ended) are dropped with their connections before the
// pool closes, so none of them fails on a closed pool.
process.on("SIGTERM", () => {
  server.close(() => void database.close().then(() => process.exit(0)));
  server.closeAllConnections();
});
