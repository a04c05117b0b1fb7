/**
 * Valid request bodies with unique values, for API, component and browser tests: override
 * only what the test is about. Relative imports only: Playwright does not know the aliases.
 */
import { todayIn } from "../../../shared/dates";
import type { ProjectStatus, TimeCode, UserRole } from "../../../shared/domain";

/** The password of every user a builder makes, unless the test chooses one. */
export const DEFAULT_PASSWORD = "hemligt123";

/**
 * The fields of a report body sent with no pictures, no receipts and no clock times, as the
 * form sends them: spread into a body or an expected one (fresh arrays each call).
 */
export function noAttachmentsOrClockTimes(): {
  imageUrls: string[];
  receiptsConfirmed: false;
  receiptImageUrls: string[];
  startTime: null;
  endTime: null;
  breakMinutes: null;
} {
  return { imageUrls: [], receiptsConfirmed: false, receiptImageUrls: [], startTime: null, endTime: null, breakMinutes: null };
}

let counter = 0;

/**
 * A short token never returned twice by this process, and unlikely in any other (parallel
 * test files and Playwright projects share one database server): a counter and a random part.
 */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter.toString(36)}${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Five random letters and digits, for a journey's project number, worker and search: short
 * enough for a project number, and, unlike the clock's last digits, not shared by two
 * journeys that start in the same millisecond on two Playwright workers (an admin's search
 * for one then finds the other's reports).
 */
export function shortTag(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join("");
}

/** A unique, valid, lower-case e-mail address: `prefix.<suffix>@example.se`. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${uniqueSuffix()}@example.se`;
}

/** Body of `POST /api/users` (and, with the role left out, of register and admin setup). */
export interface UserInput {
  username: string;
  fullName: string;
  email: string;
  password: string;
  role: UserRole;
}

/** A worker unless `role` says otherwise, with a unique username and e-mail. */
export function userInput(overrides: Partial<UserInput> = {}): UserInput {
  const n = uniqueSuffix();
  return {
    username: `user_${n}`,
    fullName: `Test Användare ${n}`,
    email: `user.${n}@example.se`,
    password: DEFAULT_PASSWORD,
    role: "worker",
    ...overrides,
  };
}

/** Body of `POST /api/register` and `POST /api/admin/setup`: a user without a role. */
export type RegistrationInput = Omit<UserInput, "role">;

export function registrationInput<T extends Record<string, unknown> = Partial<RegistrationInput>>(overrides?: T): RegistrationInput & T {
  const { role: _role, ...input } = userInput();
  return { ...input, ...(overrides ?? ({} as T)) };
}

/** Body of `POST` and `PATCH /api/projects`. */
export interface ProjectInput {
  projectNumber: string;
  title: string;
  description?: string | null;
  status?: ProjectStatus;
  estimatedHours?: string | number | null;
  startDate?: string | null;
  expectedEndDate?: string | null;
  customerId?: string | null;
  siteId?: string | null;
}

/** An active project with a unique number. */
export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  const n = uniqueSuffix();
  return { projectNumber: `P-${n}`, title: `Projekt ${n}`, status: "active", ...overrides };
}

/** Body of `POST` and `PUT /api/time-reports`. */
export interface ReportInput {
  /** `ARB` when left out. */
  timeCode?: TimeCode;
  /** Null (or left out) for absence codes. */
  projectId: string | null;
  date: string;
  hours: string | number;
  description: string;
  imageUrls?: string[];
  receiptsConfirmed?: boolean;
  receiptImageUrls?: string[];
}

/**
 * 7.5 hours today (in Europe/Stockholm) on `projectId`. Tests whose app runs on a fixed
 * clock pass their own `date`. Extra keys (e.g. a forged `workerId`) are sent as given.
 */
export function reportInput<T extends Partial<ReportInput> & Record<string, unknown>>(overrides: T & { projectId: ReportInput["projectId"] }): ReportInput & T {
  return { date: todayIn("Europe/Stockholm"), hours: "7.5", description: "Gjutning av grundplatta", ...overrides };
}

/** An absence report (no project, no description): a sick day of 8 hours today unless overridden. */
export function absenceInput<T extends Partial<ReportInput> & Record<string, unknown>>(overrides: T = {} as T): Omit<ReportInput, "projectId"> & T {
  return { timeCode: "SJK", date: todayIn("Europe/Stockholm"), hours: "8", description: "", ...overrides };
}
