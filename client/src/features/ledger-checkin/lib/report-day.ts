import { clockIn, DEFAULT_TIME_ZONE, todayIn } from "@shared/dates";
import type { Project, TimeReport } from "@shared/types";

/**
 * What 'Rapportera dagen' opens the report form with (docs/product-rules.md §15, "Hours and the
 * ledger"): the fields of a new report, as the form holds them. The card hands it to the app,
 * which opens the form: features never import each other.
 */
export interface ReportDayPrefill {
  timeCode: "ARB";
  date: string;
  projectId: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
  description: string;
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
 * The project: the last work report's when it is an active project on the site, else the first
 * active project of the site the worker can see; none when the site has none.
 */
function projectOnSite(siteId: string, latestWork: TimeReport | null, projects: readonly Project[]): string {
  const open = projects.filter((p) => p.siteId === siteId && p.status === "active");
  return open.find((p) => p.id === latestWork?.projectId)?.id ?? open[0]?.id ?? "";
}

/**
 * The day's report: 'Arbetad tid' on the site's project, start at the day's first check-in
 * (`firstIn`, from the server; else the stay's own), end at the check-out just made, break and
 * description from the worker's last work report.
 */
export function reportDayPrefill(
  made: CheckOutMade,
  source: { firstIn: string | null; latestWork: TimeReport | null; projects: readonly Project[] },
): ReportDayPrefill {
  const start = source.firstIn ?? made.stayStart;
  const latest = source.latestWork;
  return {
    timeCode: "ARB",
    date: reportDayDate(made),
    projectId: projectOnSite(made.siteId, latest, source.projects),
    startTime: start ? clockIn(new Date(start)) : "",
    endTime: clockIn(new Date(made.checkOut)),
    breakMinutes: latest?.breakMinutes === null || latest?.breakMinutes === undefined ? "" : String(latest.breakMinutes),
    description: latest?.description ?? "",
  };
}
