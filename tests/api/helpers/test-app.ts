import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import argon2 from "argon2";
import { afterAll, beforeAll } from "vitest";
import type { ProjectRow } from "../../../shared/schema";
import type { UserRole } from "../../../shared/domain";
import { projectBodySchema } from "../../../shared/validation/projects";
import { createApp, type AppDeps } from "../../../server/app";
import type { ExpenseMail, Mailer, RejectedReportMail } from "../../../server/auth/mailer";
import type { Database } from "../../../server/db";
import { loadConfig, type AppConfig } from "../../../server/env";
import { createLogger, type Logger } from "../../../server/lib/logger";
import { DEFAULT_LIMITS, type Limits } from "../../../server/lib/rate-limit";
import { createStorage } from "../../../server/storage";
import { writeAudit } from "../../../server/lib/audit";
import { createProjectService } from "../../../server/projects/service";
import { insertUser } from "../../../server/users/repo";
import { projectInput, userInput, type ProjectInput, type UserInput } from "../../support/builders/inputs";
import { signedIn, type CreatedUser, type SignedIn } from "../../support/builders/sessions";
import { leaseTestDatabase } from "./database";
import { TestClient } from "./http-client";

export interface SentMail {
  to: string;
  /** The reset link; empty for other mails. */
  link: string;
  /** What a report-returned mail says: the report's date and the reason. */
  returned?: { date: string; reason: string };
  /** What a report-rejected mail says. */
  rejected?: RejectedReportMail;
  /** The invitation link of an invitation mail. */
  invitation?: string;
  /** What an expense-returned or expense-rejected mail says. */
  expenseReturned?: ExpenseMail;
  expenseRejected?: ExpenseMail;
}

export interface TestApp {
  url: string;
  config: AppConfig;
  dataDir: string;
  database: Database;
  mails: SentMail[];
  client(): TestClient;
  /** A new user from `userInput(input)`, written straight to the database (no session). */
  createUser(input?: Partial<UserInput>): Promise<CreatedUser>;
  /** A client signed in as a new user of `role`: `signedIn` of tests/support/builders/sessions. */
  signedIn(role: UserRole, input?: Partial<Omit<UserInput, "role">>): Promise<SignedIn>;
  /**
   * A new project from `projectInput(input)`, created by the project service as `actor`
   * (by default a new admin without a session), for tests that need one but are not about it.
   */
  createProject(input?: Partial<ProjectInput>, actor?: CreatedUser): Promise<ProjectRow>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  limits?: Partial<Limits>;
  mailer?: Mailer;
  /** The business clock, e.g. a fixed Friday. */
  now?: () => Date;
  /**
   * Reuse a database (e.g. to restart the app on the same data). Without it the app gets the
   * worker's database, emptied, or, while another app of the file holds that, one of its own
   * (tests/api/helpers/database.ts).
   */
  database?: Database;
  /** Reorders the modules' routers (tests/api/router-order.test.ts). */
  routerOrder?: AppDeps["routerOrder"];
  /** The client's routes, as the production server adds them (server/frontend/static.ts). */
  client?: AppDeps["client"];
  /** The server's logger; by default a silent one. */
  logger?: Logger;
}

/**
 * Test users get a real argon2id hash made with the smallest cost (1 MiB, one pass) instead of
 * the product's 19 MiB and two passes: argon2 reads the cost from the hash, so a login still
 * runs the real verification, only about 30 times faster. Each password is hashed once per
 * test worker (the files share this module). Users made through the API (register, admin setup, POST /api/users) keep the
 * product's cost.
 */
const FIXTURE_HASH = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, FIXTURE_HASH);
    hashes.set(password, hash);
  }
  return hash;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await leaseTestDatabase());
  const mails: SentMail[] = [];
  const mailer: Mailer = options.mailer ?? {
    // As a server with SMTP: mail is sent (here, kept for the test to read).
    configured: true,
    async sendPasswordReset(to, link) {
      mails.push({ to: to.email, link });
    },
    async sendReportReturned(to, report) {
      mails.push({ to: to.email, link: "", returned: report });
    },
    async sendReportRejected(to, report) {
      mails.push({ to: to.email, link: "", rejected: report });
    },
    async sendInvitation(to, link) {
      mails.push({ to: to.email, link: "", invitation: link });
    },
    async sendExpenseReturned(to, expense) {
      mails.push({ to: to.email, link: "", expenseReturned: expense });
    },
    async sendExpenseRejected(to, expense) {
      mails.push({ to: to.email, link: "", expenseRejected: expense });
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
    logger: options.logger ?? createLogger("silent"),
    storage: await createStorage({ config, secret: sessionSecret }),
    now: options.now,
    sessionSecret,
    demoAccounts: [],
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    client: options.client,
    routerOrder: options.routerOrder,
  });
  server.on("request", app);
  const url = `http://127.0.0.1:${port}`;

  // As createAccount (server/users) does it, with the cheap fixture hash.
  const createUser: TestApp["createUser"] = async (input = {}) => {
    const { password: plainPassword, ...fields } = userInput(input);
    const password = await hashOnce(plainPassword);
    const row = await database.db.transaction(async (tx) => {
      const created = await insertUser(tx, { ...fields, password });
      await writeAudit(tx, { userId: created.id, action: "create", entityType: "user", entityId: created.id, after: created });
      return created;
    });
    return { ...row, plainPassword };
  };
  const projects = createProjectService(database.db);

  return {
    url,
    config,
    dataDir,
    database,
    mails,
    client: () => new TestClient(url),
    createUser,
    signedIn(role, input = {}) {
      return signedIn({ url, createUser }, role, input);
    },
    async createProject(input = {}, actor) {
      return projects.create(projectBodySchema.parse(projectInput(input)), actor ?? (await createUser({ role: "admin" })));
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

/**
 * The app of one test file, on an empty database: started in `beforeAll`, closed in `afterAll`.
 * The returned `TestApp` reads the running app on each use, so it is declared once at the top
 * of the file (`const app = useTestApp({ now: () => NOW })`) and used in hooks and tests; a
 * file's own `beforeAll` registered after it sees the started app.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  const running = (): TestApp => {
    if (!started) throw new Error("useTestApp: the app starts in beforeAll; use it inside a hook or a test");
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get config() {
      return running().config;
    },
    get dataDir() {
      return running().dataDir;
    },
    get database() {
      return running().database;
    },
    get mails() {
      return running().mails;
    },
    client: () => running().client(),
    createUser: (input) => running().createUser(input),
    signedIn: (role, input) => running().signedIn(role, input),
    createProject: (input, actor) => running().createProject(input, actor),
    async close() {
      await running().close();
      started = undefined;
    },
  };
}
