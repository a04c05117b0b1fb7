/** The Lön panel and its 'Löneinställningar' under test: fixtures and renders with the payroll answers, shared by their test files. */
import { http, HttpResponse, type RequestHandler } from "msw";
import { vi } from "vitest";
import { mockApi } from "@/test/msw";
import { buildPayrollExport, buildPayrollPreview, buildPayrollSettings, payrollHandlers } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { PayrollPanel } from "@/features/payroll/components/payroll-panel";
import { PayrollSettingsForm } from "@/features/payroll/components/payroll-settings-form";

export const TODAY = "2026-11-20";
export const erik = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", employeeNumber: "1042" };
export const karin = { id: "00000000-0000-4000-8000-000000000002", fullName: "Karin Sjöberg", employeeNumber: null };
export const ready = buildPayrollPreview({
  workers: [
    {
      worker: erik,
      totals: { ARB: "120.50", ÖT1: "4.00", SJK: "8.00" },
      unattested: 0,
      expenses: [],
      expenseAmount: "0.00",
      expensesUnattested: 0,
      awaitingApproval: 0,
    },
    {
      worker: { ...karin, employeeNumber: "1043" },
      totals: { ARB: "80.00" },
      unattested: 0,
      expenses: [],
      expenseAmount: "0.00",
      expensesUnattested: 0,
      awaitingApproval: 0,
    },
  ],
});
export const blocked = buildPayrollPreview({
  workers: [{ worker: karin, totals: { ARB: "16.00" }, unattested: 3, expenses: [], expenseAmount: "0.00", expensesUnattested: 0, awaitingApproval: 0 }],
  unattested: 3,
  returned: 1,
  missingEmployeeNumbers: ["Karin Sjöberg"],
});

export function setup(preview = ready, exports = [buildPayrollExport()], ...handlers: RequestHandler[]) {
  const props = { onShowReports: vi.fn(), onShowExpenses: vi.fn(), onEditUser: vi.fn(), onShowWeek: vi.fn() };
  const log = mockApi(...handlers, ...payrollHandlers(preview, exports));
  const { queryClient } = renderWithProviders(<PayrollPanel {...props} today={TODAY} />);
  return { ...log, ...props, queryClient };
}

/** 'Löneinställningar' over the saved settings (`buildPayrollSettings`), with `handlers` answering first. */
export function setupSettingsForm(...handlers: RequestHandler[]) {
  const log = mockApi(
    ...handlers,
    http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings())),
  );
  renderWithProviders(<PayrollSettingsForm onClose={vi.fn()} />);
  return log;
}
