import { http, HttpResponse } from "msw";
import type { LockedPeriod, PayrollExport, PayrollPreview, PayrollSettings } from "@shared/types";
import { DEFAULT_WORKING_TIME_LIMITS, DEFAULT_DAILY_NORM_HOURS } from "@shared/validation/constants";
import { DEFAULT_EXPENSE_RATES, DEFAULT_PAXML_CODE_MAP, DEFAULT_PAY_CODE_MAP } from "@shared/domain";

export function buildPayrollSettings(overrides: Partial<PayrollSettings> = {}): PayrollSettings {
  return {
    companyName: "Bygg AB",
    orgNumber: "556036-0793",
    overtimeRule: "month",
    limits: { ...DEFAULT_WORKING_TIME_LIMITS },
    dailyNormHours: DEFAULT_DAILY_NORM_HOURS,
    codeMap: { ...DEFAULT_PAXML_CODE_MAP, ...DEFAULT_PAY_CODE_MAP },
    ...DEFAULT_EXPENSE_RATES,
    approvalRequired: false,
    unreadable: [],
    ...overrides,
  };
}

export function buildPayrollPreview(overrides: Partial<PayrollPreview> = {}): PayrollPreview {
  return {
    startDate: "2026-11-01",
    endDate: "2026-11-30",
    workers: [],
    unattested: 0,
    returned: 0,
    expensesUnattested: 0,
    awaitingApproval: 0,
    missingEmployeeNumbers: [],
    projectNumbersTooLong: [],
    locked: false,
    export: null,
    warnings: [],
    changes: { previousExport: null, changes: [] },
    ...overrides,
  };
}

export function buildPayrollExport(overrides: Partial<PayrollExport> = {}): PayrollExport {
  return {
    id: "00000000-0000-4000-c000-000000000001",
    startDate: "2026-10-01",
    endDate: "2026-10-31",
    createdAt: "2026-11-02T08:15:00.000Z",
    createdBy: { id: "00000000-0000-4000-8000-0000000000aa", fullName: "Anna Lindqvist" },
    reportCount: 42,
    totalHours: "315.50",
    expenseCount: 0,
    expenseAmount: "0.00",
    reopenedAt: null,
    reopenedBy: null,
    reopenReason: null,
    ...overrides,
  };
}

/** What the Lön tab reads when it opens: a preview and the list of exports. */
export const payrollHandlers = (preview: PayrollPreview = buildPayrollPreview(), exports: PayrollExport[] = []) => [
  http.get("/api/payroll/preview", () => HttpResponse.json(preview)),
  http.get("/api/payroll/exports", () => HttpResponse.json(exports)),
];

/** The locked pay periods the report form and the expense forms read when they open: none unless given. */
/** The daily norm the worker's report form reads for 'Dela upp' (8 h unless a test says otherwise). */
export const dailyNormHandler = (dailyNormHours = DEFAULT_DAILY_NORM_HOURS) =>
  http.get("/api/settings/daily-norm", () => HttpResponse.json({ dailyNormHours }));

export const lockedPeriodsHandler = (periods: LockedPeriod[] = []) => http.get("/api/locked-periods", () => HttpResponse.json(periods));

/** `PUT /api/settings/payroll` answering as the server does: what was sent is what is stored, every setting readable. */
export const savePayrollSettingsHandler = () =>
  http.put("/api/settings/payroll", async ({ request }) => HttpResponse.json({ ...((await request.json()) as object), unreadable: [] }));
