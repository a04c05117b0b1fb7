// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { PayrollWarning } from "@shared/types";
import { PAYROLL_MSG } from "@shared/validation/payroll";
import { buildUser } from "@tests/support/builders";
import { buildUtlagg, expenseListHandler } from "@/test/admin-expense-handlers";
import { adminDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { buildPayrollPreview, payrollHandlers } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { AdminDashboard } from "./admin-dashboard";

const admin = buildUser({ fullName: "Anna Lindqvist", role: "admin", email: "admin@demo.se" });
const erik = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson" };

function warning(kind: PayrollWarning["kind"], dates: string[]): PayrollWarning {
  return { kind, worker: erik, dates, normHours: kind === "long-day" ? 8 : null, message: PAYROLL_MSG.warning(kind, dates, 8) };
}

describe("AdminDashboard: the Lön tab's warnings", () => {
  it("open 'Alla rapporter' at the worker's day, and the week grid at the week of a day without a report", async () => {
    const preview = buildPayrollPreview({ warnings: [warning("duplicates", ["2026-10-14"]), warning("missing-days", ["2026-10-20"])] });
    const { callsTo } = mockApi(
      http.get("/api/users", () => HttpResponse.json([buildUser({ id: erik.id, fullName: erik.fullName, role: "worker" })])),
      ...adminDashboardHandlers(),
      ...payrollHandlers(preview),
      http.get("/api/time-reports", () => HttpResponse.json([], { headers: { "X-Total-Count": "0" } })),
    );
    renderWithProviders(<AdminDashboard user={admin} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("tab", { name: "Lön" }));
    await user.click(await screen.findByRole("button", { name: "Rapporter för Erik Andersson 14 okt." }));
    expect(screen.getByRole("tab", { name: /Alla rapporter/ })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(callsTo("GET", "/api/time-reports").some((r) => r.url.searchParams.get("workerId") === erik.id)).toBe(true));
    const listed = callsTo("GET", "/api/time-reports").find((r) => r.url.searchParams.get("workerId") === erik.id);
    expect(listed?.url.searchParams.get("startDate")).toBe("2026-10-14");
    expect(listed?.url.searchParams.get("endDate")).toBe("2026-10-14");
    expect(screen.getByLabelText("Från")).toHaveValue("2026-10-14");
    expect(screen.getByLabelText("Till")).toHaveValue("2026-10-14");
    expect(screen.getByRole("combobox", { name: "Arbetare" })).toHaveValue(erik.id);

    await user.click(screen.getByRole("tab", { name: "Lön" }));
    await user.click(await screen.findByRole("button", { name: "Vecka 43 för Erik Andersson (20 okt.)" }));
    expect(screen.getByRole("tab", { name: "Arbetare" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("V. 43")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Sök arbetare")).toHaveValue("Erik Andersson");
    await waitFor(() => expect(callsTo("GET", "/api/admin/week").some((r) => r.url.searchParams.get("q") === "Erik Andersson")).toBe(true));
    const week = callsTo("GET", "/api/admin/week").find((r) => r.url.searchParams.get("q") === "Erik Andersson");
    expect(week?.url.searchParams.get("date")).toBe("2026-10-19");
  });
});

describe("AdminDashboard: the Lön tab's blocking ersättningar", () => {
  it("'Visa ersättningar' opens 'Alla rapporter' on 'Ersättningar', filtered to the pay period", async () => {
    const preview = buildPayrollPreview({ expensesUnattested: 1 });
    const spent = buildUtlagg({ date: "2026-10-14", description: "Skruv och plugg" });
    const { callsTo } = mockApi(
      ...adminDashboardHandlers(),
      ...payrollHandlers(preview),
      http.get("/api/time-reports", () => HttpResponse.json([], { headers: { "X-Total-Count": "0" } })),
      expenseListHandler([spent]),
    );
    renderWithProviders(<AdminDashboard user={admin} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("tab", { name: "Lön" }));
    const blockers = await screen.findByRole("list", { name: "Att åtgärda före export" });
    // The period the Lön tab shows, as it asked the preview for it.
    const shown = callsTo("GET", "/api/payroll/preview").at(-1)!.url.searchParams;
    const [startDate, endDate] = [shown.get("startDate")!, shown.get("endDate")!];
    await user.click(within(blockers).getByRole("button", { name: "Visa ersättningar" }));
    expect(screen.getByRole("tab", { name: /Alla rapporter/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Ersättningar" })).toHaveAttribute("aria-pressed", "true");
    const list = await screen.findByRole("list", { name: "Ersättningar" });
    expect(within(list).getByText(/Skruv och plugg/)).toBeInTheDocument();
    const period = (startDate: string, endDate: string) => (r: { url: URL }) =>
      r.url.searchParams.get("startDate") === startDate && r.url.searchParams.get("endDate") === endDate;
    const asked = callsTo("GET", "/api/expenses");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every(period(startDate, endDate))).toBe(true);
    expect(screen.getByLabelText("Från")).toHaveValue(startDate);
    expect(screen.getByLabelText("Till")).toHaveValue(endDate);
    // No time reports are asked for the ersättningar.
    expect(callsTo("GET", "/api/time-reports").filter(period(startDate, endDate))).toEqual([]);
  });
});
