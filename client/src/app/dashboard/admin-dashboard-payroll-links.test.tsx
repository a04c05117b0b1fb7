// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { PayrollWarning } from "@shared/types";
import { PAYROLL_MSG } from "@shared/validation/payroll";
import { buildUser } from "@tests/support/builders";
import { adminDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { buildPayrollPreview, payrollHandlers } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { AdminDashboard } from "./admin-dashboard";

const admin = buildUser({ fullName: "Anna Lindqvist", role: "admin", email: "admin@demo.se" });
const erik = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson" };

function warning(kind: PayrollWarning["kind"], dates: string[]): PayrollWarning {
  return { kind, worker: erik, dates, message: PAYROLL_MSG.warning(kind, dates) };
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
