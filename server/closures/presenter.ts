import type { WeeklyClosureRow } from "../../shared/schema";
import type { ClosureStatus, WeeklyClosure } from "../../shared/types";

/** A closure row; the admin list adds the worker it belongs to. */
type ClosureRecord = WeeklyClosureRow & Pick<WeeklyClosure, "worker">;

export function presentClosure(row: ClosureRecord): WeeklyClosure {
  return {
    id: row.id,
    workerId: row.workerId,
    year: row.year,
    weekNumber: row.weekNumber,
    closedAt: row.closedAt.toISOString(),
    ...(row.worker ? { worker: { id: row.worker.id, fullName: row.worker.fullName, email: row.worker.email } } : {}),
  } satisfies WeeklyClosure;
}

export function presentClosureStatus(isClosed: boolean): ClosureStatus {
  return { isClosed } satisfies ClosureStatus;
}
