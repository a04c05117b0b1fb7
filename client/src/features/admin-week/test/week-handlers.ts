import { http, HttpResponse } from "msw";
import type { AdminWeek, AdminWeekWorker } from "@shared/types";

/** What the grid asked GET /api/admin/week for, read back by a handler. */
export type WeekParams = URLSearchParams;

/**
 * GET /api/admin/week as the server answers it: the week of `date` (any day of it, looked up
 * in `weeks` by its Monday), `q` over name and e-mail, `narrow` for the toggles, then the page
 * of `limit` from `offset`, with `total` of every match. An unknown week is a 404.
 */
export function pagedWeekHandler(weeks: AdminWeek | readonly AdminWeek[], narrow?: Narrow) {
  const answer = pagedWeek(weeks, narrow);
  return http.get("/api/admin/week", ({ request }) => answer(request));
}

type Narrow = (workers: AdminWeekWorker[], params: WeekParams) => AdminWeekWorker[];

/** The answer of pagedWeekHandler, for a handler that does something first. */
export function pagedWeek(weeks: AdminWeek | readonly AdminWeek[], narrow?: Narrow): (request: Request) => Response {
  const list = Array.isArray(weeks) ? (weeks as readonly AdminWeek[]) : [weeks as AdminWeek];
  return (request) => {
    const params = new URL(request.url).searchParams;
    const date = params.get("date") ?? "";
    const week = list.find((w) => w.weekStart <= date && date <= w.weekEnd);
    if (!week) return HttpResponse.json({ message: "Hittades inte" }, { status: 404 });
    const q = params.get("q")?.toLocaleLowerCase("sv");
    let matching = q ? week.workers.filter((w) => `${w.fullName} ${w.email}`.toLocaleLowerCase("sv").includes(q)) : week.workers;
    if (narrow) matching = narrow(matching, params);
    const limit = Number(params.get("limit") ?? 50);
    const offset = Number(params.get("offset") ?? 0);
    return HttpResponse.json({ ...week, workers: matching.slice(offset, offset + limit), total: matching.length, limit, offset });
  };
}

/**
 * GET /api/time-reports as the week bar counts the week's submitted reports of every worker:
 * an empty page with X-Total-Count `total` (and X-Total-Count-Estimated when `estimated`).
 */
export function submittedCountHandler(total: number, estimated = false) {
  return http.get("/api/time-reports", () =>
    HttpResponse.json([], { headers: { "X-Total-Count": String(total), ...(estimated ? { "X-Total-Count-Estimated": "true" } : {}) } }),
  );
}
