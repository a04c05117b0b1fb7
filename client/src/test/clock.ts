import { afterEach, beforeEach, vi } from "vitest";

/**
 * Runs each test of the file at `at`, the business day and hour its screens take as now. Only
 * Date is faked, so timers, promises and user-event run as they do; the real clock comes back
 * after each test.
 */
export function fixClock(at: string | Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(at));
  });
  afterEach(() => vi.useRealTimers());
}
