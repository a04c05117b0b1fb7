/**
 * The API alone (no SPA) on a given database, for benchmarks: the export path is exactly
 * the product's. Prints "ready <url>" when listening.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import { createMailer } from "../server/auth";
import { openDatabase } from "../server/db";
import { loadConfig } from "../server/env";
import { closeGracefully } from "../server/lib/graceful-close";
import { createLogger } from "../server/lib/logger";
import { createStorage } from "../server/storage";

const config = loadConfig({ ...process.env, NODE_ENV: "production", SESSION_SECRET: crypto.randomBytes(32).toString("hex"), LOG_LEVEL: "warn" });
const logger = createLogger("warn");
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: `${config.dataDir}/db` });
const app = createApp({
  config,
  database,
  logger,
  mailer: createMailer({ from: config.mailFrom, logger, logResetLinks: false }),
  storage: await createStorage({ config, secret: "bench" }),
  sessionSecret: crypto.randomBytes(32).toString("hex"),
  demoAccounts: [],
});
const server = http.createServer(app);
server.listen(0, "127.0.0.1", () => {
  console.log(`ready http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
// Stops as the product does (server/lib/graceful-close.ts): answers still owed to connected
// clients are sent before the pool closes. Requests of a load that has already hung up may
// still be running then and log a failed query; nobody is waiting for their answers.
process.on("SIGTERM", () => {
  void closeGracefully(server)
    .then(() => database.close())
    .then(() => process.exit(0));
});
