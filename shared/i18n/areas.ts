/**
 * The places that have texts (docs/i18n.md): one folder each in shared/i18n/catalogs/, with a
 * catalog per language. A message's ID begins with its area: `auth.login.title`.
 */
export const AREAS = [
  "auth",
  "account",
  "shell",
  "dashboard",
  "report",
  "offline",
  "week",
  "validation",
  "mail",
  "site",
  "people",
  "checkin",
  "expenses",
  "review",
  "adminWeek",
  "adminReports",
  "payroll",
  "users",
  "projects",
  "approvals",
  "uploads",
  "sites",
  "pdf",
] as const;

/** The area of a catalog, from its first ID: every ID of a catalog begins with its folder's name. */
export function areaOf(messages: Readonly<Record<string, unknown>>): string {
  const first = Object.keys(messages)[0] ?? "";
  return first.slice(0, first.indexOf("."));
}
