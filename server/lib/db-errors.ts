/** PostgreSQL's unique_violation, with the name of the constraint that was hit. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the pg error is the cause.
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : "";
    current = e.cause;
  }
  return undefined;
}

/**
 * Connection failures and timeouts: the database is down, unreachable or not answering.
 * `57014` is a statement cancelled by `statement_timeout`; "Query read timeout" is pg's
 * client-side timeout when the server does not answer at all.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57014",
  "57P01",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  // Drizzle wraps the driver's error in `cause`; a refused connection may be an AggregateError.
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
