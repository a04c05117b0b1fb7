/** The closures module: weeks a worker has closed ('Stäng vecka'). */
import type { WorkerRef } from "./reports";

export interface WeeklyClosure {
  id: string;
  workerId: string;
  year: number;
  weekNumber: number;
  closedAt: string;
  worker?: WorkerRef;
}

/** GET /api/weekly-closures/status. */
export interface ClosureStatus {
  isClosed: boolean;
}
