import { listedWorker, requireStaff, type SessionUser } from "../lib/auth-guards";

/** Who may read the report calendar (docs/product-rules.md §7): workers and admins. */
export const requireCalendarReader = requireStaff;

/** Whose days the calendar shows: a worker's own (naming another is a 403); an admin's `workerId`, or its own. */
export const calendarWorker = (actor: SessionUser, workerId: string | undefined): string => listedWorker(actor, workerId) ?? actor.id;
