import { http, HttpResponse } from "msw";
import type { OvertimeJournal, OvertimeJournalRow, WorkingTimeWarning } from "@shared/types";

export const ERIK_ID = "00000000-0000-4000-8000-000000000001";

export function buildWarning(overrides: Partial<WorkingTimeWarning> = {}): WorkingTimeWarning {
  return {
    date: "2026-03-20",
    rule: "ordinary-week",
    message: "Ordinarie tid 42,0 h vecka 12 – gränsen är 40 h per vecka",
    workerId: ERIK_ID,
    ...overrides,
  };
}

export function buildJournalRow(overrides: Partial<OvertimeJournalRow> = {}): OvertimeJournalRow {
  return {
    worker: { id: ERIK_ID, fullName: "Erik Andersson", employeeNumber: "1001" },
    month: 1,
    ot1: "10.00",
    ot2: "2.50",
    total: "12.50",
    yearToDate: "12.50",
    leftOfYear: "187.50",
    ...overrides,
  };
}

export function buildJournal(overrides: Partial<OvertimeJournal> = {}): OvertimeJournal {
  return { year: 2026, yearLimit: 200, rows: [buildJournalRow()], ...overrides };
}

/** No warnings for anyone: the week grid asks for them on every week it shows. */
export const noWarningsHandler = () => http.get("/api/working-time/warnings", () => HttpResponse.json([]));
