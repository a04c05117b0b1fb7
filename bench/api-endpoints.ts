/** The list and dashboard endpoints bench:api drives (issue 11), on the seeded database. */
import pg from "pg";
import { addDays, firstOfMonth, lastOfMonth, todayIn, weekEnd, weekStart } from "../shared/dates";

export type Role = "admin" | "worker" | "leader";

export interface Endpoint {
  name: string;
  /** Path and query, or "cursor": page 10 000 through the server's own X-Next-Cursor. */
  path: string;
  as: Role;
}

/** The signed-in worker: worker 1. The lists filter on another worker, an open project and a surname. */
export const SIGNED_IN_WORKER = "arbetare1@example.se";
const REPORT_PAGE = 50;
/** Rows before page 10 000 of 50. */
export const DEEP_OFFSET = (10_000 - 1) * REPORT_PAGE;
export const CURSOR_PATH = "cursor";

export async function benchEndpoints(databaseUrl: string, timeZone: string): Promise<Endpoint[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ worker_id: string; surname: string; project_id: string }>(
      `SELECT u.id AS worker_id, split_part(u.full_name, ' ', 2) AS surname, p.id AS project_id
       FROM users u, projects p WHERE u.email = 'arbetare500@example.se' AND p.project_number = 'P-011'`,
    )
    .catch(async (error: unknown) => {
      await client.end();
      throw error;
    });
  const page = await client.query<{ id: string }>("SELECT id FROM users WHERE role = 'worker' AND active ORDER BY full_name, id LIMIT 50");
  await client.end();
  const picked = rows[0];
  if (!picked) throw new Error("the bench database has no worker 500 or project P-011");
  const today = todayIn(timeZone);
  const [year, month] = today.split("-").map(Number);
  const lastMonth = addDays(firstOfMonth(year, month), -1);
  const [lastYear, lastMonthNumber] = lastMonth.split("-").map(Number);
  const week = `startDate=${weekStart(today)}&endDate=${weekEnd(today)}`;
  const reports = `/api/time-reports?limit=${REPORT_PAGE}`;
  return [
    { name: "reports, page 1", path: reports, as: "admin" },
    { name: "reports, workerId", path: `${reports}&workerId=${picked.worker_id}`, as: "admin" },
    { name: "reports, projectId", path: `${reports}&projectId=${picked.project_id}`, as: "admin" },
    { name: "reports, status=submitted", path: `${reports}&status=submitted`, as: "admin" },
    { name: "reports, timeCode=SJK", path: `${reports}&timeCode=SJK`, as: "admin" },
    { name: "reports, one month", path: `${reports}&startDate=${firstOfMonth(lastYear, lastMonthNumber)}&endDate=${lastMonth}`, as: "admin" },
    { name: `reports, q=${picked.surname}`, path: `${reports}&q=${encodeURIComponent(picked.surname)}`, as: "admin" },
    { name: "reports, page 10000 (offset)", path: `${reports}&offset=${DEEP_OFFSET}`, as: "admin" },
    { name: "reports, page 10000 (cursor)", path: CURSOR_PATH, as: "admin" },
    { name: "projects (admin)", path: "/api/projects", as: "admin" },
    { name: "projects (worker)", path: "/api/projects", as: "worker" },
    { name: "week grid, limit=50", path: "/api/admin/week?limit=50", as: "admin" },
    { name: `week grid, q=${picked.surname}`, path: `/api/admin/week?limit=50&q=${encodeURIComponent(picked.surname)}`, as: "admin" },
    // 'Bara varningar': the working-time rules over every active worker, then the page.
    { name: "week grid, onlyWarnings", path: "/api/admin/week?limit=50&onlyWarnings=true", as: "admin" },
    { name: "admin summary", path: "/api/admin/summary", as: "admin" },
    { name: "worker summary", path: "/api/summary", as: "worker" },
    { name: "calendar, month (worker)", path: `/api/report-calendar?startDate=${firstOfMonth(year, month)}&endDate=${lastOfMonth(year, month)}`, as: "worker" },
    { name: "closures (admin)", path: "/api/weekly-closures", as: "admin" },
    { name: "my closures (worker)", path: "/api/weekly-closures/my-closures", as: "worker" },
    { name: "own reports (worker)", path: reports, as: "worker" },
    { name: "own week (worker)", path: `${reports}&${week}`, as: "worker" },
    // What the week grid asks: the warnings of its page of 50 workers.
    { name: "warnings, grid page (admin)", path: `/api/working-time/warnings?${week}&workerIds=${page.rows.map((r) => r.id).join(",")}`, as: "admin" },
    { name: "warnings, week, all (admin)", path: `/api/working-time/warnings?${week}`, as: "admin" },
    // Lön's first screen: last month's totals, blockers and warnings (missing days, duplicates, long days) of every worker.
    // 'Att godkänna' (docs/product-rules.md §18): an arbetsledare of five projects, everything waiting (this week's).
    { name: "approval queue (arbetsledare, 5 projects)", path: "/api/approvals", as: "leader" },
    // 'Godkända, ej attesterade': what the arbetsledare approved last week and payroll has not attested.
    { name: "approved, not attested (arbetsledare)", path: "/api/approvals?state=approved", as: "leader" },
    {
      name: "payroll preview with warnings, last month",
      path: `/api/payroll/preview?startDate=${firstOfMonth(lastYear, lastMonthNumber)}&endDate=${lastMonth}`,
      as: "admin",
    },
  ];
}
