import { sql } from "drizzle-orm";
import { projects, timeReports } from "../../shared/schema";
import type { HourKind } from "../../shared/domain";
import type { DbOrTx } from "../db";
import { hoursByKindQuery, readHoursByKind } from "../time-reports";
import { openToWorkerSql } from "../projects";

export interface SummaryFigures {
  weekHours: string;
  /** The same hours per kind (work, overtime, travel, absence), "12.50" each. */
  weekHoursByKind: Record<HourKind, string>;
  submittedReports: number;
  activeProjects: number;
}

/**
 * The dashboard's three figures for one user in one statement: hours of every code between
 * `start` and `end` (in all and per kind), own reports waiting for review, and the active projects the user may
 * report on (a worker: open ones and its own, docs/product-rules.md §3; an admin: all).
 */
export async function summaryFigures(db: DbOrTx, user: { id: string; seesAllProjects: boolean }, start: string, end: string): Promise<SummaryFigures> {
  const openToUser = user.seesAllProjects ? sql`true` : openToWorkerSql(user.id);
  const result = await db.execute<{ week_hours: string; submitted_reports: number; active_projects: number } & Record<string, string>>(sql`
    SELECT kinds.*,
      (SELECT coalesce(sum(${timeReports.hours}), 0)::numeric(12,2)::text FROM ${timeReports}
        WHERE ${timeReports.workerId} = ${user.id} AND ${timeReports.date} BETWEEN ${start} AND ${end}) AS week_hours,
      (SELECT count(*)::int FROM ${timeReports} WHERE ${timeReports.workerId} = ${user.id} AND ${timeReports.status} = 'submitted') AS submitted_reports,
      (SELECT count(*)::int FROM ${projects} WHERE ${projects.status} = 'active' AND ${openToUser}) AS active_projects
    FROM (${hoursByKindQuery(sql`worker_id = ${user.id} AND date BETWEEN ${start} AND ${end}`)}) kinds`);
  const row = result.rows[0];
  return {
    weekHours: row?.week_hours ?? "0.00",
    weekHoursByKind: readHoursByKind(row),
    submittedReports: Number(row?.submitted_reports ?? 0),
    activeProjects: Number(row?.active_projects ?? 0),
  };
}
