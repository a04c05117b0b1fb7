// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ReportCalendar as Calendar } from "@shared/types";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReportCalendar } from "./report-calendar";

// Wednesday 18 November 2026: the month shows 26 Oct – 6 Dec.
const TODAY = "2026-11-18";
const DAYS: Calendar = {
  "2026-11-14": { hasReport: true, isVerified: false },
  "2026-11-15": { hasReport: true, isVerified: true },
};

const monthCell = (date: string) =>
  within(screen.getByRole("group", { name: "Månadsöversikt" }))
    .getAllByText(String(Number(date.slice(8))))
    .map((el) => el.closest("[data-date]"))
    .find((el) => el?.getAttribute("data-date") === date) as HTMLElement;

describe("ReportCalendar weekends (docs/product-rules.md §7)", () => {
  it("shows a Saturday or Sunday without a report as neutral, never red 'Ej komplett'; with a report as any day", async () => {
    mockApi(
      http.get("/api/report-calendar", () => HttpResponse.json(DAYS)),
      http.get("/api/weekly-closures/my-closures", () => HttpResponse.json([])),
    );
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={() => {}} />);
    await screen.findByRole("group", { name: "Månadsöversikt" });

    for (const date of ["2026-11-07", "2026-11-08"]) {
      expect(monthCell(date)).toHaveAttribute("data-status", "weekend");
      expect(monthCell(date).className).not.toContain("bg-red-100");
      expect(monthCell(date).textContent).not.toContain("Ej komplett");
    }
    expect(monthCell("2026-11-14")).toHaveAttribute("data-status", "submitted");
    expect(monthCell("2026-11-15")).toHaveAttribute("data-status", "verified");
    // A weekday without a report is still missing.
    expect(monthCell("2026-11-13")).toHaveAttribute("data-status", "missing");
    expect(monthCell("2026-11-13").className).toContain("bg-red-100");
  });
});
