import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { projects, timeReports, users } from "../../shared/schema";
import type { TimeReportFilters } from "../../shared/validation/time-reports";
import type { TimeCode } from "../../shared/domain";
import type { DbOrTx } from "../db";
import { filterConditions, resolveSearch, type ResolvedSearch } from "../time-reports";

export interface ExportRow {
  id: string;
  date: string;
  hours: string;
  description: string;
  status: string;
  timeCode: TimeCode;
  /** Set while the report is sent back ('Skickad tillbaka'). */
  returnReason: string | null;
  receiptsConfirmed: boolean;
  imageCount: number;
  receiptCount: number;
  createdAt: Date;
  updatedAt: Date;
  workerName: string;
  workerEmail: string;
  /** Anställningsnummer; null when the admin has not set one. */
  employeeNumber: string | null;
  /** Null for absence: no project. */
  projectNumber: string | null;
  projectTitle: string | null;
  /** `HH:MM`, or null when the report has no clock times. */
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number | null;
}

const BATCH = 1000;

/**
 * Reports for an export, newest first, read in batches by keyset so that memory stays
 * flat for any number of rows and the database is free between batches.
 */
export async function* exportRows(db: DbOrTx, filters: TimeReportFilters): AsyncGenerator<ExportRow[]> {
  // The searched workers and projects are found once, as the report list does, so a rare word
  // is not looked for in every report of every batch.
  const where = filterConditions(filters, await searchOf(db, filters));
  let after: { date: string; id: string } | undefined;
  for (;;) {
    // A row comparison lets PostgreSQL walk the (date, id) index backwards from the last row.
    const keyset: SQL | undefined = after ? sql`(${timeReports.date}, ${timeReports.id}) < (${after.date}::date, ${after.id}::uuid)` : undefined;
    const rows = await db
      .select({
        id: timeReports.id,
        date: timeReports.date,
        hours: timeReports.hours,
        description: timeReports.description,
        status: timeReports.status,
        timeCode: timeReports.timeCode,
        returnReason: timeReports.returnReason,
        receiptsConfirmed: timeReports.receiptsConfirmed,
        imageCount: sql<number>`cardinality(${timeReports.imageUrls})`.mapWith(Number),
        receiptCount: sql<number>`cardinality(${timeReports.receiptImageUrls})`.mapWith(Number),
        createdAt: timeReports.createdAt,
        updatedAt: timeReports.updatedAt,
        workerName: users.fullName,
        workerEmail: users.email,
        employeeNumber: users.employeeNumber,
        projectNumber: projects.projectNumber,
        projectTitle: projects.title,
        startTime: timeReports.startTime,
        endTime: timeReports.endTime,
        breakMinutes: timeReports.breakMinutes,
      })
      .from(timeReports)
      .innerJoin(users, eq(users.id, timeReports.workerId))
      .leftJoin(projects, eq(projects.id, timeReports.projectId))
      .where(and(where, keyset))
      .orderBy(desc(timeReports.date), desc(timeReports.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { date: last.date, id: last.id };
  }
}

/** Whether any report matches the filters: an empty export answers 204 instead of a bare header. */
export async function anyExportRow(db: DbOrTx, filters: TimeReportFilters): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(timeReports)
    .where(filterConditions(filters, await searchOf(db, filters)))
    .limit(1);
  return rows.length > 0;
}

function searchOf(db: DbOrTx, filters: TimeReportFilters): Promise<ResolvedSearch | undefined> {
  return filters.q ? resolveSearch(db, filters.q) : Promise.resolve(undefined);
}
