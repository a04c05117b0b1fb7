// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { todayIn } from "@shared/dates";
import { buildUser } from "@tests/support/builders";
import { adminDashboardHandlers } from "@/test/handlers";
import { mockApi } from "@/test/msw";
import { payrollHandlers } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { buildOvertimeJournal, buildOvertimeJournalRow } from "@/test/working-time-handlers";
import { AdminDashboard } from "./admin-dashboard";

const admin = buildUser({ fullName: "Anna Lindqvist", role: "admin", email: "admin@demo.se" });

describe("AdminDashboard: the Övertidsjournal", () => {
  it("is reached from the Lön tab and leads back to it", async () => {
    // The screen opens on this year in Stockholm, as the app counts it.
    const thisYear = Number(todayIn().slice(0, 4));
    const { callsTo } = mockApi(
      ...adminDashboardHandlers(),
      ...payrollHandlers(),
      http.get("/api/working-time/journal", () => HttpResponse.json(buildOvertimeJournal({ year: thisYear, rows: [buildOvertimeJournalRow()] }))),
    );
    renderWithProviders(<AdminDashboard user={admin} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Lön" }));
    await user.click(await screen.findByRole("button", { name: "Övertidsjournal" }));
    expect(await screen.findByRole("heading", { name: "Övertidsjournal" })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: `Övertidsjournal ${thisYear}` })).toBeInTheDocument();
    expect(callsTo("GET", "/api/working-time/journal")[0].path).toBe(`/api/working-time/journal?year=${thisYear}`);

    await user.click(screen.getByRole("button", { name: "Tillbaka till Lön" }));
    expect(await screen.findByRole("heading", { name: "Lön" })).toBeInTheDocument();
  });
});
