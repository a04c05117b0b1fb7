type Level = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, extra?: Record<string, unknown>): void;
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

/**
 * Keys whose values never reach a log line, at any depth of `extra`: secrets, and the
 * identity number the personalliggare keeps (docs/decisions/2026-11-26-identity-numbers.md).
 */
const REDACTED_KEYS = new Set(["password", "token", "resetToken", "tokenHash", "identityNumber", "identity_number"]);

/** `extra` as JSON with the values of REDACTED_KEYS replaced by "[redacted]". */
export function redact(extra: Record<string, unknown>): string {
  return JSON.stringify(extra, (key, value: unknown) => (REDACTED_KEYS.has(key) && value !== null && value !== undefined ? "[redacted]" : value));
}

/**
 * An inspector's link carries its secret in the path (`/kontroll/{token}`, read through
 * `/api/inspection/{token}`; docs/product-rules.md §15, Kontroll): the part after it never
 * reaches a log line.
 */
const INSPECTION_PATH = /\/(inspection|kontroll)\/[^/?#\s"]+/gi;

/** `path` (or any text) with the token of an inspection link replaced by "[redacted]". */
export function redactPath(path: string): string {
  return path.replace(INSPECTION_PATH, "/$1/[redacted]");
}

/** One line per event. Callers never pass passwords, tokens or session ids; `redact` is the net below that. */
export function createLogger(level: Level = "info"): Logger {
  const write = (l: Exclude<Level, "silent">, msg: string, extra?: Record<string, unknown>) => {
    if (ORDER[l] < ORDER[level]) return;
    const line = redactPath(`${new Date().toISOString()} ${l.toUpperCase()} ${msg}${extra ? ` ${redact(extra)}` : ""}`);
    if (l === "error" || l === "warn") console.error(line);
    else console.log(line);
  };
  return {
    debug: (m, e) => write("debug", m, e),
    info: (m, e) => write("info", m, e),
    warn: (m, e) => write("warn", m, e),
    error: (m, e) => write("error", m, e),
  };
}

/** The first lines of a stack that name code, without the message (which may repeat values). */
function frames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

/**
 * An error for the log: its message, code and stack, but never the parameter values of a
 * failed query. Drizzle's DrizzleQueryError puts every parameter (a password hash, an e-mail
 * address) in its message and stack; of it only the statement (with `$1` placeholders), the
 * database's own error and the stack frames are written.
 */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const codeText = typeof code === "string" && code ? ` [${code}]` : "";
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string" && "params" in error) {
    const cause = error.cause === undefined || depth > 3 ? "" : `\ncause: ${describeError(error.cause, depth + 1)}`;
    return `Failed query: ${query}${cause}\n${frames(error)}`;
  }
  const head = `${error.name}: ${error.message}${codeText}`;
  const cause = error.cause === undefined || depth > 3 ? "" : `\ncause: ${describeError(error.cause, depth + 1)}`;
  return depth > 0 ? `${head}${cause}` : `${head}\n${frames(error)}${cause}`;
}
