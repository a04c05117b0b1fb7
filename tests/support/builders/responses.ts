/**
 * API answers as the server sends them, typed by shared/types.ts, for component tests that
 * mock the network: override only what the test is about. The defaults are one worker (Erik
 * Andersson) reporting on one project (P-2025-001), so a report and its project agree.
 * Relative imports only: Playwright does not know the aliases.
 */
import type {
  AdminSummary,
  AdminWeek,
  AdminWeekWorker,
  Project,
  ProjectRef,
  ProjectWithHours,
  PublicUser,
  TimeReport,
  WeeklyClosure,
  WorkerRef,
  WorkerSummary,
} from "../../../shared/types";
import { ADMIN_WEEK_DEFAULT_LIMIT } from "../../../shared/validation/constants";
import { ABSENCE_CODES } from "../../../shared/domain";

const WORKER_ID = "00000000-0000-4000-8000-000000000001";
const PROJECT_ID = "22222222-2222-4222-8222-222222222222";
const CREATED = "2026-01-01T08:00:00.000Z";

let counter = 0;

/** A v4-shaped UUID never returned twice by this process; `group` tells the kinds apart when read. */
function nextId(group: string): string {
  counter += 1;
  return `00000000-0000-4000-${group}-${String(counter).padStart(12, "0")}`;
}

/** GET /api/user, GET /api/users: a worker unless the test says otherwise. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: WORKER_ID,
    username: "erik",
    fullName: "Erik Andersson",
    email: "arbetare@demo.se",
    role: "worker",
    avatarUrl: null,
    active: true,
    employeeNumber: null,
    employedFrom: null,
    identityNumber: null,
    locale: "sv",
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** How a report, a closure or the week grid names a user. */
export function toWorkerRef({ id, fullName, email }: Pick<PublicUser, "id" | "fullName" | "email">): WorkerRef {
  return { id, fullName, email };
}

/** GET /api/projects as a worker gets it: without reported hours. */
export function buildProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    projectNumber: "P-2025-001",
    title: "Villa Solbacken – tillbyggnad",
    description: null,
    status: "active",
    estimatedHours: "640.00",
    startDate: null,
    expectedEndDate: null,
    customerId: null,
    siteId: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    leaders: [],
    ...overrides,
  };
}

/** GET /api/projects as an admin gets it: with the hours reported on it. */
export function buildProjectWithHours(overrides: Partial<ProjectWithHours> = {}): ProjectWithHours {
  return { ...buildProject(overrides), reportedHours: "0.00", ...overrides };
}

/** How a report names its project. */
export function toProjectRef({ id, projectNumber, title }: Pick<Project, "id" | "projectNumber" | "title">): ProjectRef {
  return { id, projectNumber, title };
}

/**
 * A submitted 'Arbetad tid' report with worker and project, a new id each call. `workerId` and
 * `projectId` follow an overridden `worker` or `project`, and `isVerified` follows `status`.
 * An absence `timeCode` (SJK, SEM, VAB, FPE, TJL) comes without a project, as the server sends it.
 */
export function buildTimeReport(overrides: Partial<TimeReport> = {}): TimeReport {
  const worker = overrides.worker ?? toWorkerRef(buildUser());
  const timeCode = overrides.timeCode ?? "ARB";
  const absence = (ABSENCE_CODES as readonly string[]).includes(timeCode);
  const project = "project" in overrides ? (overrides.project ?? null) : absence ? null : toProjectRef(buildProject());
  return {
    id: nextId("9000"),
    workerId: worker.id,
    projectId: project?.id ?? null,
    timeCode,
    date: "2026-11-20",
    hours: "7.50",
    description: "Formsättning och gjutning av bjälklag, plan 2.",
    status: "submitted",
    isVerified: overrides.status === "verified",
    imageUrls: [],
    receiptsConfirmed: false,
    receiptImageUrls: [],
    returnReason: null,
    lockedForPayroll: false,
    startTime: null,
    endTime: null,
    breakMinutes: null,
    createdAt: "2026-11-20T15:02:00.000Z",
    updatedAt: "2026-11-20T15:02:00.000Z",
    worker,
    project,
    approvedAt: null,
    approvedBy: null,
    ...overrides,
  };
}

/** A closed week of the default worker; the admin's list adds `worker`. */
export function buildClosure(overrides: Partial<WeeklyClosure> = {}): WeeklyClosure {
  return {
    id: nextId("b000"),
    workerId: WORKER_ID,
    year: 2026,
    weekNumber: 47,
    closedAt: "2026-11-20T15:30:00.000Z",
    ...overrides,
  };
}

/** One row of the admin's week grid: the default worker with no reports. */
export function buildAdminWeekWorker(overrides: Partial<AdminWeekWorker> = {}): AdminWeekWorker {
  return { ...toWorkerRef(buildUser()), closedAt: null, employedFrom: null, notInLedger: [], reports: [], expenses: [], ...overrides };
}

/** GET /api/admin/week: week 47 of 2026 with the default worker. */
export function buildAdminWeek(overrides: Partial<AdminWeek> = {}): AdminWeek {
  const workers = overrides.workers ?? [buildAdminWeekWorker()];
  return {
    weekStart: "2026-11-16",
    weekEnd: "2026-11-22",
    year: 2026,
    weekNumber: 47,
    workers,
    total: workers.length,
    submittedExpenses: 0,
    limit: ADMIN_WEEK_DEFAULT_LIMIT,
    offset: 0,
    ...overrides,
  };
}

const NO_HOURS_BY_KIND = { work: "0.00", overtime: "0.00", travel: "0.00", absence: "0.00" } as const;

/** GET /api/summary: the worker's own figures. */
export function buildWorkerSummary(overrides: Partial<WorkerSummary> = {}): WorkerSummary {
  return {
    weekStart: "2026-11-16",
    weekEnd: "2026-11-22",
    weekHours: "0.00",
    weekHoursByKind: NO_HOURS_BY_KIND,
    submittedReports: 0,
    activeProjects: 0,
    ...overrides,
  };
}

/** GET /api/admin/summary: this week's figures. */
export function buildAdminSummary(overrides: Partial<AdminSummary> = {}): AdminSummary {
  return {
    weekStart: "2026-11-16",
    weekEnd: "2026-11-22",
    weekHours: "0.00",
    weekHoursByKind: NO_HOURS_BY_KIND,
    activeWorkers: 0,
    pendingReports: 0,
    ...overrides,
  };
}
