import type { DbOrTx } from "../db";
import { notFound } from "../lib/errors";
import { findReportWithRefs, type TimeReportWithRefs } from "./repo";

/**
 * The answer of a write: the report with its refs, read with the writing transaction's own
 * handle before it commits, so that it is what this transaction wrote. Read after the commit, a
 * reject that came in between would turn a saved edit into a 404.
 */
export async function withRefs(db: DbOrTx, id: string): Promise<TimeReportWithRefs> {
  const report = await findReportWithRefs(db, id);
  if (!report) throw notFound();
  return report;
}

/** Several reports as this transaction wrote them, in the order given (one query at a time on its connection). */
export async function readBack(tx: DbOrTx, ids: string[]): Promise<TimeReportWithRefs[]> {
  const reports: TimeReportWithRefs[] = [];
  for (const id of ids) reports.push(await withRefs(tx, id));
  return reports;
}
