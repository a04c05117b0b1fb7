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
