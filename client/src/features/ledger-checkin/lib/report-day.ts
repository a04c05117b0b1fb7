import { DEFAULT_TIME_ZONE, todayIn } from "@shared/dates";
import { clockIn } from "@shared/wall-clock";
import { formatHours, ledgerReportTimes, ORDINARY_TIME_CODE, type LedgerClockTimes, type TimeCode } from "@shared/domain";
import type { LedgerEntry, Project, TimeReport } from "@shared/types";

/**
 * What 'Rapportera dagen' proposes and fills the report form with (docs/product-rules.md §15, "Hours and the
 * ledger"): the fields of a new report, as the form holds them. The card hands it to the app,
 * which opens the form: features never import each other.
 */
export interface ReportDayPrefill {
  timeCode: TimeCode;
  date: string;
  projectId: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
  /** The hours, when the ledger's times go without clock times over a clock change (docs/product-rules.md §5); else they follow the times. */
  hours?: string;
  description: string;
  /** The ledger's own times the start and end were rounded from, for the form to show; null without a check-in. */
  fromLedger: LedgerClockTimes | null;
}

/** A check-out just made on the card: where, when, and when the stay it ended began (when known). */
export interface CheckOutMade {
  siteId: string;
  /** The server's time, or the tapped time of a check-out queued on the phone. */
  checkOut: string;
  /** The check-in the card showed when the worker tapped 'Checka ut'; null when not known. */
  stayStart: string | null;
  /** Queued offline: nothing more is asked of the server. */
  queued: boolean;
}

/** The Stockholm day the report is for: the day the stay began (a night shift's too), else the check-out's. */
export function reportDayDate(made: CheckOutMade): string {
  return todayIn(DEFAULT_TIME_ZONE, new Date(made.stayStart ?? made.checkOut));
}

/**
 * Today's last stay as the server's ledger has it: the last check-out of the worker's own
 * entries of today (those no correction replaced or struck) and the check-in on the same site
 * before it. Null without both, or while the last entry is a check-in: the worker is still there.
 */
export function lastStayToday(today: readonly LedgerEntry[]): CheckOutMade | null {
  const standing = today.filter((e) => e.supersededBy === null && !e.correction?.void).sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  const last = standing.at(-1);
  if (!last || last.kind !== "out") return null;
  const checkIn = standing.findLast((e) => e.kind === "in" && e.site.id === last.site.id);
  if (!checkIn) return null;
  return { siteId: last.site.id, checkOut: last.occurredAt, stayStart: checkIn.occurredAt, queued: false };
}

/** Whether the day of `made` already has a report on one of the site's projects: then there is nothing to offer. */
export function dayReported(made: CheckOutMade, siteProjectIds: readonly string[], reports: readonly TimeReport[]): boolean {
  const date = reportDayDate(made);
  return reports.some((r) => r.date === date && r.projectId !== null && siteProjectIds.includes(r.projectId));
}

/**
 * The project: the last work report's when it is an active project on the site, else the first
 * active project of the site the worker can see; none when the site has none.
 */
function projectOnSite(siteId: string, latestWork: TimeReport | null, projects: readonly Project[]): string {
  const open = projects.filter((p) => p.siteId === siteId && p.status === "active");
  return open.find((p) => p.id === latestWork?.projectId)?.id ?? open[0]?.id ?? "";
}

/**
 * The day's report: 'Arbetad tid' on the site's project, start at the day's first check-in
 * (`firstIn`, from the server; else the stay's own), end at the check-out just made, both
 * rounded so the hours come in half hours after the break (`ledgerReportTimes`), break and
 * description from the worker's last work report. Without a known check-in the end is the
 * check-out as it is.
 */
export function reportDayPrefill(
  made: CheckOutMade,
  source: { firstIn: string | null; latestWork: TimeReport | null; projects: readonly Project[] },
): ReportDayPrefill {
  const start = source.firstIn ?? made.stayStart;
  const latest = source.latestWork;
  const breakMinutes = latest?.breakMinutes ?? null;
  const checkOut = clockIn(new Date(made.checkOut));
  const fromLedger = start ? { checkIn: clockIn(new Date(start)), checkOut } : null;
  const times = start ? ledgerReportTimes(new Date(start), new Date(made.checkOut), breakMinutes ?? 0) : { startTime: "", endTime: checkOut, hours: null };
  const hoursAlone = times.startTime === null && times.hours !== null;
  return {
    timeCode: ORDINARY_TIME_CODE,
    date: reportDayDate(made),
    projectId: projectOnSite(made.siteId, latest, source.projects),
    startTime: times.startTime ?? "",
    endTime: times.endTime ?? "",
    ...(hoursAlone ? { hours: formatHours(times.hours ?? 0, "input") } : {}),
    breakMinutes: breakMinutes === null ? "" : String(breakMinutes),
    description: latest?.description ?? "",
    fromLedger,
  };
}
