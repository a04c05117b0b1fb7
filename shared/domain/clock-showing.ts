/**
 * The autumn night's repeated hour (docs/product-rules.md §5, "Clock changes"): when the clock is
 * set back, 02:00-02:59 shows twice, first in summer time, then in winter time. A clock time on
 * its own names its first showing; these say which showing an instant is, which instant a chosen
 * showing names, and which clock time names an instant, if any does.
 */
import { DEFAULT_TIME_ZONE, todayIn } from "../dates";
import { clockIn, wallClock, zonedInstant } from "../wall-clock";

/** Which of a repeated time's two showings: the first (summer time) or the second (winter time). */
export const CLOCK_SHOWINGS = ["first", "second"] as const;
export type ClockShowing = (typeof CLOCK_SHOWINGS)[number];

/** Whether the clock shows the wall-clock `time` (`HH:MM`) on `date` twice. */
export function isRepeatedTime(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return wallClock(date, time, timeZone).kind === "repeated";
}

/** The showing `instant` (epoch milliseconds) is of its clock time when the clock shows that time twice; null for a time shown once. */
export function showingOf(instant: number, timeZone: string = DEFAULT_TIME_ZONE): ClockShowing | null {
  const at = new Date(instant);
  const clock = wallClock(todayIn(timeZone, at), clockIn(at, timeZone), timeZone);
  if (clock.kind !== "repeated") return null;
  return Math.floor(instant / 60_000) * 60_000 === clock.instants[0] ? "first" : "second";
}

/** The instant of `time` (`HH:MM`) on `date` in the chosen showing; a time shown once has only the one. */
export function instantInShowing(date: string, time: string, showing: ClockShowing, timeZone: string = DEFAULT_TIME_ZONE): number {
  const clock = wallClock(date, time, timeZone);
  return clock.kind === "repeated" && showing === "second" ? clock.instants[1] : zonedInstant(date, time, timeZone);
}

/**
 * The clock time `HH:MM` that names `instant` as a report's times are read (a repeated time is its
 * first showing); null for an instant in the second showing, which no clock time names.
 */
export function namingClockTime(instant: number, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  return showingOf(instant, timeZone) === "second" ? null : clockIn(new Date(instant), timeZone);
}
