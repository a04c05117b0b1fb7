/**
 * Times of day on the wall clock (`HH:MM`) and the instants they stand for in the business time
 * zone, across both daylight-saving changes (docs/product-rules.md §5, "Clock changes"). The
 * calendar dates they hang on are `dates.ts`'s.
 */
import { addDays, DAY_MS, DEFAULT_TIME_ZONE, stockholmOffsetMinutes, utcMs } from "./dates";

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * `06:58`: the wall-clock time of `instant` in `timeZone`, as the check-in card writes it
 * (docs/product-rules.md §15). Without Intl in Stockholm (`wallDateTime`): the card is part of
 * the worker's first screen.
 */
export function clockIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return wallDateTime(instant, timeZone).slice(11, 16);
}

/**
 * `2026-11-18 12:00:05`: the date and wall-clock time (TT:MM:SS) of `instant` in `timeZone`, as
 * the personalliggare's lists and CSV write it (docs/product-rules.md §15). Stockholm by the
 * rule of `stockholmOffsetMinutes`, without Intl.
 */
export function wallDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const offset = timeZone === DEFAULT_TIME_ZONE ? stockholmOffsetMinutes(instant.getTime()) : null;
  if (offset !== null) return new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19).replace("T", " ");
  const parts = offsetFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}:${get("second")}`;
}

/** True for a clock time written `HH:MM`, 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return CLOCK.test(value);
}

/** One formatter per time zone: making one costs far more than using it, and the rules call this per report. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes east of UTC that `timeZone` is at the instant `epochMs`. */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const stockholm = timeZone === DEFAULT_TIME_ZONE ? stockholmOffsetMinutes(epochMs) : null;
  if (stockholm !== null) return stockholm;
  const parts = offsetFormat(timeZone).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** `2026-11-20T10:05:00+01:00`: the instant as wall-clock time in `timeZone` with its offset (ISO 8601, xs:dateTime). */
export function zonedDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const offset = offsetMinutes(instant.getTime(), timeZone);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${wallDateTime(instant, timeZone).replace(" ", "T")}${zone}`;
}

/**
 * What the wall-clock `time` (`HH:MM`) on `date` is in `timeZone`: one instant (`single`), none
 * because the clock skips it (`skipped`: 02:00-02:59 on the last Sunday of March in Stockholm,
 * when 02:00 becomes 03:00), or two because the clock shows it twice (`repeated`: 02:00-02:59 on
 * the last Sunday of October, first in summer time, then in winter time). `instants` are in order.
 */
export type WallClock = { kind: "single"; instants: [number] } | { kind: "skipped"; instants: [] } | { kind: "repeated"; instants: [number, number] };

export function wallClock(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const [h, m] = time.split(":").map(Number);
  const wall = utcMs(date) + (h * 60 + m) * 60_000;
  // The offsets in force a day either side: no zone changes its clocks twice within two days.
  const offsets = new Set([offsetMinutes(wall - DAY_MS, timeZone), offsetMinutes(wall + DAY_MS, timeZone), offsetMinutes(wall, timeZone)]);
  const instants = [...offsets]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => wall - offsetMinutes(instant, timeZone) * 60_000 === instant)
    .sort((a, b) => a - b);
  if (instants.length === 0) return { kind: "skipped", instants: [] };
  if (instants.length === 1) return { kind: "single", instants: [instants[0]] };
  return { kind: "repeated", instants: [instants[0], instants[instants.length - 1]] };
}

/**
 * The instant (epoch milliseconds) of the wall-clock `time` (`HH:MM`) on `date` in `timeZone`.
 * Daylight saving is honoured (docs/product-rules.md §5, "Clock changes"): a time the clock shows
 * twice (autumn) is its first showing, in summer time; a time the clock skips (spring), which
 * the forms and the API refuse (`skippedTime`), is read with the offset before the change, so
 * 02:30 is the instant the clocks called 03:30.
 */
export function zonedInstant(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): number {
  const clock = wallClock(date, time, timeZone);
  if (clock.kind !== "skipped") return clock.instants[0];
  const [h, m] = time.split(":").map(Number);
  const wall = utcMs(date) + (h * 60 + m) * 60_000;
  return wall - offsetMinutes(wall - DAY_MS, timeZone) * 60_000;
}

/** Whether the wall-clock `time` on `date` never shows in `timeZone`: the hour the clocks skip in spring. */
export function skippedTime(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return wallClock(date, time, timeZone).kind === "skipped";
}

/**
 * A work span from `start` to `end` on `date` in minutes of real time; an `end` at or before
 * `start` is on the next day (a night shift). The clock change nights make it an hour shorter
 * or longer than the clocks say.
 */
export function spanMinutes(date: string, start: string, end: string, timeZone: string = DEFAULT_TIME_ZONE): number {
  const endDate = end <= start ? addDays(date, 1) : date;
  return Math.round((zonedInstant(endDate, end, timeZone) - zonedInstant(date, start, timeZone)) / 60_000);
}
