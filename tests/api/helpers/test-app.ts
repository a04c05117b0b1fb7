import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { UserRow } from "../../../shared/schema";
import type { UserRole } from "../../../shared/validation/constants";
import { createApp } from "../../../server/app";
import type { Mailer } from "../../../server/auth/mailer";
import type { Database } from "../../../server/db";
import { loadConfig, type AppConfig } from "../../../server/env";
import { createLogger } from "../../../server/lib/logger";
import { DEFAULT_LIMITS, type Limits } from "../../../server/lib/rate-limit";
import { createStorage } from "../../../server/storage";
import { createAccount } from "../../../server/users/service";
import { openTestDatabase } from "./database";
import { TestClient } from "./http-client";

export interface SentMail {
  to: string;
  link: string;
}

export interface TestApp {
  url: string;
  config: AppConfig;
  dataDir: string;
  database: Database;
  mails: SentMail[];
  client(): TestClient;
  createUser(input?: Partial<{ username: string; fullName: string; email: string; password: string; role: UserRole }>): Promise<UserRow & { plainPassword: string }>;
  /** A client signed in as a new user of `role`. */
  signedIn(role: UserRole, input?: Partial<{ email: string; fullName: string }>): Promise<{ client: TestClient; user: UserRow }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  limits?: Partial<Limits>;
  mailer?: Mailer;
  /** The business clock, e.g. a fixed Friday. */
  now?: () => Date;
  /** Reuse a database (e.g. to restart the app on the same data). */
  database?: Database;
}

let counter = 0;

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const mails: SentMail[] = [];
  const mailer: Mailer = options.mailer ?? {
    async sendPasswordReset(to, link) {
      mails.push({ to: to.email, link });
    },
  };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-test-"));
  const config = loadConfig({ NODE_ENV: "test", PORT: String(port), LOG_LEVEL: "silent", DATA_DIR: dataDir, ...options.env });
  const sessionSecret = crypto.randomBytes(32).toString("hex");
  const app = createApp({
    config,
    database,
    mailer,
    logger: createLogger("silent"),
    storage: await createStorage({ config, secret: sessionSecret }),
    now: options.now,
    sessionSecret,
    demoAccounts: [],
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  });
  server.on("request", app);
  const url = `http://127.0.0.1:${port}`;

  const createUser: TestApp["createUser"] = async (input = {}) => {
    const n = ++counter;
    const plainPassword = input.password ?? "hemligt123";
    const row = await createAccount(
      database.db,
      {
        username: input.username ?? `user${n}_${crypto.randomBytes(3).toString("hex")}`,
        fullName: input.fullName ?? `Test Användare ${n}`,
        email: input.email ?? `user${n}_${crypto.randomBytes(3).toString("hex")}@example.se`,
        password: plainPassword,
        role: input.role ?? "worker",
      },
      null,
    );
    return { ...row, plainPassword };
  };

  return {
    url,
    config,
    dataDir,
    database,
    mails,
    client: () => new TestClient(url),
    createUser,
    async signedIn(role, input = {}) {
      const user = await createUser({ ...input, role });
      const client = new TestClient(url);
      const res = await client.post("/api/login", { email: user.email, password: user.plainPassword });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
      return { client, user };
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
