import { and, eq, gte, inArray, lte, type AnyColumn, type SQL } from "drizzle-orm";
import type { AttestTarget } from "./workflow";

/** The columns of a table the workflow's rows live in that a target names them by. */
export interface AttestColumns {
  id: AnyColumn;
  date: AnyColumn;
  workerId: AnyColumn;
}

/** The WHERE of the rows a target names: one id, or a bulk attest's ids, period and worker. */
export function attestTargetSql(columns: AttestColumns, target: AttestTarget): SQL | undefined {
  if ("id" in target) return eq(columns.id, target.id);
  return and(
    target.ids && target.ids.length > 0 ? inArray(columns.id, target.ids) : undefined,
    target.startDate ? gte(columns.date, target.startDate) : undefined,
    target.endDate ? lte(columns.date, target.endDate) : undefined,
    target.workerId ? eq(columns.workerId, target.workerId) : undefined,
  );
}
