import { http, HttpResponse } from "msw";
import type { OvertimeJournal, OvertimeJournalRow, WorkingTimeWarning } from "@shared/types";
import { DEFAULT_WORKING_TIME_LIMITS } from "@shared/validation/constants";

/** The worker the builders name by default. */
export const ERIK_ID = "00000000-0000-4000-8000-000000000001";

/** A warning as the server answers it; the screens say it from `figures` (its `message` is the Swedish the server also sends). */
export function buildWorkingTimeWarning(overrides: Partial<WorkingTimeWarning> = {}): WorkingTimeWarning {
  return {
    date: "2026-11-22",
    rule: "ordinary-week",
    message: "Ordinarie arbetstid 44,0 h i vecka 47 2026 – gränsen är 40 h per vecka",
    figures: { amount: 44, limit: 40 },
    workerId: ERIK_ID,
    ...overrides,
  };
}

/** Erik Andersson with 10 h simple and 2,5 h qualified overtime in a month, 187,5 h left of the year. */
export const ERIK_OVERTIME = {
  worker: { id: ERIK_ID, fullName: "Erik Andersson", employeeNumber: "1001" },
  ot1: "10.00",
  ot2: "2.50",
  total: "12.50",
  yearToDate: "12.50",
  leftOfYear: "187.50",
};

export function buildOvertimeJournalRow(overrides: Partial<OvertimeJournalRow> = {}): OvertimeJournalRow {
  return {
    worker: { id: ERIK_ID, fullName: "Erik Svensson", employeeNumber: "1001" },
    month: 11,
    ot1: "30.00",
    ot2: "22.00",
    total: "52.00",
    yearToDate: "52.00",
    leftOfYear: "148.00",
    ...overrides,
  };
}

export function buildOvertimeJournal(overrides: Partial<OvertimeJournal> = {}): OvertimeJournal {
  return { year: 2026, yearLimit: DEFAULT_WORKING_TIME_LIMITS.overtimeYear, rows: [], ...overrides };
}

/** GET /api/working-time/warnings answering `warnings` whatever is asked. */
export const warningsHandler = (warnings: WorkingTimeWarning[] = []) => http.get("/api/working-time/warnings", () => HttpResponse.json(warnings));
