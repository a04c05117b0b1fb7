/** Business constants shared by the forms and the server. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const USERNAME_MIN = 3;
export const FULL_NAME_MIN = 2;
export const DESCRIPTION_MIN = 10;
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
export const UPLOAD_URL_MINUTES = 15;
/** The longest period the report calendar answers for in one request. */
export const CALENDAR_MAX_DAYS = 400;
export const SCROLL_BUTTON_THRESHOLD_PX = 200;

export const USER_ROLES = ["worker", "admin", "customer"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const PROJECT_STATUSES = ["planning", "active", "completed", "archived"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const REPORT_STATUSES = ["draft", "submitted", "verified"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  worker: "Byggarbetare",
  admin: "Admin",
  customer: "Kund",
};
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: "Planering",
  active: "Aktiv",
  completed: "Slutförd",
  archived: "Arkiverad",
};
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  draft: "Utkast",
  submitted: "Inskickad",
  verified: "Verifierad",
};
/** A `draft` with a `returnReason`: the admin sent it back for correction (docs/product-rules.md §6). */
export const RETURNED_LABEL = "Skickad tillbaka";
/** A report dated inside an exported pay period. */
export const PAYROLL_LOCKED_LABEL = "Låst för lön";

/**
 * Time codes: PAXml 2.0 `tidkod` values (docs/product-rules.md §4). Work codes need a project and a
 * description; absence codes have no project and an optional description.
 */
export const TIME_CODES = ["ARB", "ÖT1", "ÖT2", "RE1", "SJK", "SEM", "VAB", "FPE", "TJL"] as const;
export type TimeCode = (typeof TIME_CODES)[number];
export const DEFAULT_TIME_CODE: TimeCode = "ARB";
export const WORK_TIME_CODES = ["ARB", "ÖT1", "ÖT2", "RE1"] as const satisfies readonly TimeCode[];
export const ABSENCE_TIME_CODES = ["SJK", "SEM", "VAB", "FPE", "TJL"] as const satisfies readonly TimeCode[];
export type TimeCodeKind = "work" | "absence";
export const TIME_CODE_LABELS: Record<TimeCode, string> = {
  ARB: "Arbetad tid",
  ÖT1: "Övertid enkel",
  ÖT2: "Övertid kvalificerad",
  RE1: "Restid",
  SJK: "Sjukdom",
  SEM: "Semester",
  VAB: "Vård av barn",
  FPE: "Föräldraledighet",
  TJL: "Tjänstledighet",
};
export function timeCodeKind(code: TimeCode): TimeCodeKind {
  return (ABSENCE_TIME_CODES as readonly TimeCode[]).includes(code) ? "absence" : "work";
}
export function isTimeCode(value: unknown): value is TimeCode {
  return typeof value === "string" && (TIME_CODES as readonly string[]).includes(value);
}

/**
 * Every `tidkod` the PAXml 2.0 schema accepts (its `tidkodTYPE`): the values a company may map
 * its codes to in the payroll settings, so that every file it exports stays valid.
 */
// prettier-ignore
export const PAXML_TIDKODER = [
  "SJK", "SJK_KAR", "SJK_LÖN", "SJK_ERS", "SJK_PEN", "ASK", "HAV", "FPE", "VAB", "SMB", "UTB", "MIL",
  "SVE", "NÄR", "TJL", "SEM", "SEM_BET", "SEM_SPA", "SEM_OBE", "SEM_FÖR", "KOM", "PEM", "PER", "FAC",
  "ATK", "KON", "PAP", "ATF", "FR1", "FR2", "FR3", "FR4", "FR5", "FR6", "FR7", "FR8", "FR9", "FLX",
  "TS1", "TS2", "TS3", "TS4", "TS5", "TS6", "TS7", "TS8", "TS9", "TID", "ARB", "MER", "ÖT1", "ÖT2",
  "ÖT3", "ÖT4", "ÖT5", "ÖK1", "ÖK2", "ÖK3", "ÖK4", "ÖK5", "OB1", "OB2", "OB3", "OB4", "OB5", "OS1",
  "OS2", "OS3", "OS4", "OS5", "JR1", "JR2", "JR3", "JS1", "JS2", "JS3", "BE1", "BE2", "BE3", "BS1",
  "BS2", "BS3", "RE1", "RE2", "RE3", "RE4", "HLG", "SKI", "LT1", "LT2", "LT3", "LT4", "LT5", "LT6",
  "LT7", "LT8", "LT9", "NV1", "NV2", "NV3", "NV4", "NV5", "NV6", "NV7", "NV8", "NV9",
] as const;
export type PaxmlTidkod = (typeof PAXML_TIDKODER)[number];
/** PAXml `dimidTYPE`: a dimension id (our project number) is at most 10 characters. */
export const PAXML_DIM_ID_MAX = 10;
/** The PAXml dimension that carries the project. */
export const PAXML_PROJECT_DIM = 6;

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
export type WorkingTimeLimits = { [K in keyof typeof DEFAULT_WORKING_TIME_LIMITS]: number };
export const WORKING_TIME_RULES = ["ordinary-week", "overtime-four-weeks", "overtime-month", "overtime-year", "daily-rest", "weekly-rest", "break"] as const;
export type WorkingTimeRule = (typeof WORKING_TIME_RULES)[number];
