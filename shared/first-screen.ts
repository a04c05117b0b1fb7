import { addDays, firstOfMonth, isoWeekday, isoWeekOf, lastOfMonth, weekEnd, weekStart } from "./dates";

/**
 * The first screen of a signed-in page load, sent inside its HTML
 * (docs/decisions/2026-11-24-first-screen-rendering.md): the answers the worker's dashboard
 * asks for before it can show anything, so a phone on 4G waits for one document instead of
 * the document, then /api/user, then the dashboard's script, then six requests.
 */

/** The element of index.html that carries them: a JSON data block, never executed. */
export const FIRST_SCREEN_ELEMENT_ID = "first-screen";

/** 'Senaste rapporter' shows this many at first, and this many more on each 'Visa fler'. */
export const RECENT_REPORTS_PAGE = 10;

/** The weeks back the dashboard's working-time warnings look: this week and the four before it. */
export const WARNING_WEEKS_BACK = 4;

/** Answer headers the client reads (a paged list's total and next cursor); no other is kept. */
export const FIRST_SCREEN_HEADERS = ["x-total-count", "x-total-count-estimated", "x-next-cursor"] as const;

export interface FirstScreenAnswer {
  /** The GET the client will send, exactly: path and query string. */
  path: string;
  /** The answer's JSON as the server sent it. */
  body: string;
  headers: Partial<Record<(typeof FIRST_SCREEN_HEADERS)[number], string>>;
}

export interface FirstScreen {
  answers: FirstScreenAnswer[];
  /**
   * The server knows nobody is signed in: the request had no session cookie, or one that names
   * no session. The login then shows at once, without asking /api/user first.
   */
  signedOut?: boolean;
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** From this ISO weekday (Friday) to Sunday the dashboard asks 'Jag är klar med veckan' while the week is open. */
export const CLOSE_WEEK_FROM_WEEKDAY = 5;

/** Whether `today` is a day of the close-week question, whose week's status the first screen then carries. */
export const closeWeekAsked = (today: string): boolean => isoWeekday(today) >= CLOSE_WEEK_FROM_WEEKDAY;

/** The days the dashboard's warnings cover on `today`. */
export function workerWarningsRange(today: string): DateRange {
  return { startDate: addDays(weekStart(today), -7 * WARNING_WEEKS_BACK), endDate: today };
}

/** A month as the calendar shows it: from the Monday of its first week to the Sunday of its last. */
export function calendarMonthRange(year: number, month: number): DateRange {
  return { startDate: weekStart(firstOfMonth(year, month)), endDate: weekEnd(lastOfMonth(year, month)) };
}

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/**
 * What the worker's dashboard fetches first, in the order the client builds the URLs
 * (`withQuery` in client/src/lib/api-client.ts). A unit test holds the two together.
 */
export function workerFirstScreenPaths(today: string): string[] {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return [
    "/api/summary",
    query("/api/working-time/warnings", { ...workerWarningsRange(today) }),
    "/api/projects",
    query("/api/time-reports", { limit: RECENT_REPORTS_PAGE }),
    // 'Skickade tillbaka' above everything else, reports and expenses: in the first paint, so nothing moves below it.
    query("/api/time-reports", { returned: "true" }),
    query("/api/expenses", { returned: "true" }),
    "/api/weekly-closures/my-closures",
    query("/api/report-calendar", { ...calendarMonthRange(year, month) }),
    // 'Nekade rapporter' and 'Nekade ersättningar': in the page too, so the dashboard asks the API for nothing.
    "/api/time-reports/rejected",
    "/api/expenses/rejected",
    // What the report form refuses, kept with the rest for the form offline (docs/product-rules.md §6, §12).
    "/api/locked-periods",
    // The 'Personalliggare' card near the top: whether there is one, and what it says, in the first paint.
    "/api/sites",
    "/api/ledger/me",
    // Friday to Sunday, 'Jag är klar med veckan' asks whether this week is closed.
    ...(closeWeekAsked(today) ? [query("/api/weekly-closures/status", { year: isoWeekOf(today).year, weekNumber: isoWeekOf(today).week })] : []),
  ];
}

/** The signed-in user, which every screen asks first. */
export const USER_PATH = "/api/user";

/** The demo accounts the sign-in screen offers: known without the database, so a signed-out page carries them. */
export const DEMO_ACCOUNTS_PATH = "/api/demo-accounts";

/** Whether 'Skapa konto' is offered (and an admin exists, and mail is sent): a signed-out page carries it too. */
export const ADMIN_STATUS_PATH = "/api/admin/status";

export { WORKER_FIRST_VIEW_CHUNK } from "./first-view-chunk";

/**
 * The JSON for the data block, safe inside <script>: `<`, `>`, `&` and the two line
 * separators JavaScript once rejected are escaped, so no text a user typed (a project named
 * `</script><script>…`) can end the block or start markup.
 */
export function serializeFirstScreen(screen: FirstScreen): string {
  return JSON.stringify(screen).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The inspector's page `/kontroll/{token}` sent rendered (docs/decisions/2026-11-28-inspection-page-rendered.md):
 * the `data-ssr` mark on #root, the built renderer's file under dist/, the page's own stylesheet
 * beside it (scripts/build-inspection-css.mjs), and what the renderer is given.
 */
export const INSPECTION_SSR_MARK = "inspection";
export const INSPECTION_SSR_FILE = "ssr/inspection-ssr.js";
export const INSPECTION_CSS_FILE = "ssr/inspection.css";

export interface InspectionPageInput {
  token: string;
  /** The business date (Stockholm): the day the view opens on. */
  today: string;
  /** GET /api/inspection/{token}'s answer, as JSON text. */
  view: string;
  /** The day's control list through the link, as JSON text. */
  ledger: string;
}

/** The renderer's export: the view's markup for #root. */
export type RenderInspectionPage = (input: InspectionPageInput) => string;

/**
 * What the inspector's page asks first, in the order and form the client builds the URLs
 * (client/src/api/inspection): the header with who is present, then the day's entries.
 */
export function inspectionFirstScreenPaths(token: string, today: string): [string, string] {
  const base = `/api/inspection/${encodeURIComponent(token)}`;
  return [base, query(`${base}/ledger`, { from: today, to: today })];
}
