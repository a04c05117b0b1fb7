import path from "node:path";
import { z } from "zod";

/** The only reader of process.env. Parsed once; a bad value stops the server with a clear message. */

const bool = z.enum(["true", "false", "1", "0", "yes", "no", "on", "off"]).transform((v) => ["true", "1", "yes", "on"].includes(v));

/** A duration in milliseconds, at least `min`. */
const millis = (min: number, fallback: number) => z.coerce.number().int().min(min).max(3_600_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().min(1).optional(),
  MIGRATION_DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  STORAGE_DRIVER: z.enum(["local", "gcs"]).default("local"),
  GCS_BUCKET: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default("Tidrapport <no-reply@tidrapport.local>"),
  DEMO_ACCOUNTS: bool.optional(),
  TZ_APP: z
    .string()
    .default("Europe/Stockholm")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "TZ_APP must be an IANA time zone such as Europe/Stockholm"),
  TRUST_PROXY: z.string().optional(),
  REGISTRATION: z.enum(["invite", "open"], { error: "REGISTRATION must be invite or open" }).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  DB_CONNECT_TIMEOUT_MS: millis(100, 5_000),
  DB_STATEMENT_TIMEOUT_MS: millis(100, 5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis(100, 10_000),
  DB_START_TIMEOUT_MS: millis(0, 60_000),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface AppConfig {
  isProduction: boolean;
  /**
   * The tables' owner, for the migrations at start, when the server itself runs as a role that
   * does not own them (docs/production-database-role.md); unset: DATABASE_URL migrates.
   */
  migrationDatabaseUrl: string | undefined;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string | undefined;
  storageDriver: "local" | "gcs";
  gcsBucket: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoAccounts: boolean;
  timeZone: string;
  trustProxy: string | undefined;
  /** Who may make an account until an admin chooses (docs/product-rules.md §1): `invite` in production, `open` in development. */
  registration: "invite" | "open";
  logLevel: RawEnv["LOG_LEVEL"];
  /** Connect, statement and idle-in-transaction timeouts of the database pool. */
  databaseTimeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  /** How long a PostgreSQL server that cannot be reached at start is waited for. */
  databaseStartTimeoutMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError(
      "SESSION_SECRET is required in production: it signs the session cookies. Set it to a long random string, e.g. `openssl rand -hex 32`.",
    );
  }
  if (env.STORAGE_DRIVER === "gcs" && !env.GCS_BUCKET) {
    throw new ConfigError("STORAGE_DRIVER=gcs needs GCS_BUCKET, the name of the Google Cloud Storage bucket.");
  }
  const displayHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  return {
    isProduction,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    sessionSecret: env.SESSION_SECRET,
    storageDriver: env.STORAGE_DRIVER,
    gcsBucket: env.GCS_BUCKET,
    publicUrl: (env.PUBLIC_URL ?? `http://${displayHost}:${env.PORT}`).replace(/\/+$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    demoAccounts: env.DEMO_ACCOUNTS ?? !isProduction,
    timeZone: env.TZ_APP,
    trustProxy: env.TRUST_PROXY,
    registration: env.REGISTRATION ?? (isProduction ? "invite" : "open"),
    logLevel: env.LOG_LEVEL,
    databaseTimeouts: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS,
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    databaseStartTimeoutMs: env.DB_START_TIMEOUT_MS,
  };
}
