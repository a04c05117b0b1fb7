/** Business constants shared by the forms and the server. */
/** docs/product-rules.md §1: new passwords; existing shorter ones keep working. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const USERNAME_MIN = 3;
export const FULL_NAME_MIN = 2;
export const DESCRIPTION_MIN = 10;
/** The longest report description (docs/product-rules.md §4); the form shows a counter near it. */
export const DESCRIPTION_MAX = 2000;
export const HOURS_STEP = 0.5;
export const HOURS_MAX = 24;
export const DAY_HOURS_MAX = 24;
/** numeric(8,2) holds at most 999 999.99. */
export const ESTIMATED_HOURS_MAX = 999_999.99;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_LIST = 20;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const REPORT_LIST_DEFAULT_LIMIT = 500;
export const REPORT_LIST_MAX_LIMIT = 2000;
/** The longest keyset cursor (`X-Next-Cursor`) the report list takes back. */
export const REPORT_CURSOR_MAX = 200;
/**
 * Up to this many matching reports `X-Total-Count` is exact; above it counting would scan, so
 * the answer carries the planner's estimate and `X-Total-Count-Estimated: true`.
 */
export const REPORT_EXACT_COUNT_MAX = 10_000;
export const ADMIN_WEEK_DEFAULT_LIMIT = 50;
export const ADMIN_WEEK_MAX_LIMIT = 200;
/** The longest text the report search (`q`) takes. */
export const REPORT_SEARCH_MAX = 200;
export const RESET_TOKEN_MINUTES = 60;
/** docs/product-rules.md §1: an invitation link works once, for this many days. */
export const INVITATION_DAYS = 7;
export const UPLOAD_URL_MINUTES = 15;
/** The longest period the report calendar answers for in one request. */
export const CALENDAR_MAX_DAYS = 400;
export const SCROLL_BUTTON_THRESHOLD_PX = 200;

export const EMPLOYEE_NUMBER_MAX = 20;
export const RETURN_REASON_MIN = 10;
export const RETURN_REASON_MAX = 500;
export const REOPEN_REASON_MIN = 10;
export const REOPEN_REASON_MAX = 500;
export const PAY_PERIOD_MAX_DAYS = 93;
export const COMPANY_NAME_MAX = 100;
/** How many reports one bulk verify may name by id. */
export const BULK_VERIFY_MAX_IDS = 2000;
export const OVERTIME_RULES = ["month", "four-weeks"] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];

/** docs/product-rules.md §5: a break is 0-240 minutes. */
export const BREAK_MINUTES_MAX = 240;
/** The limits of Arbetstidslagen's rules 1-3; a collective agreement may change them (settings). */
export const DEFAULT_WORKING_TIME_LIMITS = {
  /** Ordinary time per ISO week (rule 1). */
  ordinaryWeek: 40,
  /** General overtime (ÖT1 + ÖT2) in four consecutive weeks (rule 2, `four-weeks`). */
  overtimeFourWeeks: 48,
  /** General overtime in a calendar month (rule 2, `month`). */
  overtimeMonth: 50,
  /** General overtime in a calendar year (rule 3). */
  overtimeYear: 200,
} as const;
/**
 * The daily norm (docs/product-rules.md §4, §11): 'Arbetad tid' above it in one day is offered as
 * 'Övertid enkel' ('Dela upp'). A payroll setting in whole or half hours within these bounds.
 */
export const DEFAULT_DAILY_NORM_HOURS = 8;
export const DAILY_NORM_MIN_HOURS = 1;
export const DAILY_NORM_MAX_HOURS = 12;
export type WorkingTimeLimits = { [K in keyof typeof DEFAULT_WORKING_TIME_LIMITS]: number };
export const WORKING_TIME_RULES = ["ordinary-week", "overtime-four-weeks", "overtime-month", "overtime-year", "daily-rest", "weekly-rest", "break"] as const;
export type WorkingTimeRule = (typeof WORKING_TIME_RULES)[number];
