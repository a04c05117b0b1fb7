import { beforeAll } from "vitest";

/**
 * Loads every screen the router fetches lazily (client/src/app/router.tsx) before a file's
 * first test. Otherwise the first render that opens a screen also waits for its code to be
 * transformed and imported, about a second on a quiet host and more than a query's wait on a
 * busy one; the tests then fail for the host's sake, not the screen's. The unit project shares
 * modules between files (`isolate: false`), so a worker pays for this once.
 */
export function loadScreensFirst(): void {
  beforeAll(
    () =>
      Promise.all([
        import("@/app/routes/register-route"),
        import("@/app/routes/forgot-password-route"),
        import("@/app/routes/reset-password-route"),
        import("@/app/routes/admin-route"),
        import("@/app/routes/site-ledger-route"),
        import("@/app/routes/control-route"),
        import("@/app/routes/inspection-route"),
        import("@/app/routes/lazy-expense-routes").then((m) => m.loadExpenseRoutes()),
        import("@/app/routes/checkin-route"),
        import("@/app/routes/approvals-route"),
      ]),
    60_000,
  );
}
