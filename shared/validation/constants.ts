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
