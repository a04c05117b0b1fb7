// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ReportCalendar as Calendar } from "@shared/types";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReportCalendar } from "./report-calendar";

// Friday 24 April 2026: April 2026 holds långfredagen (3 April) and annandag påsk (6 April).
const TODAY = "2026-04-24";
const DAYS: Calendar = { "2026-04-14": { hasReport: true, isVerified: false } };

const monthCell = (date: string) =>
  within(screen.getByRole("group", { name: "Månadsöversikt" }))
    .getAllByText(String(Number(date.slice(8))))
    .map((el) => el.closest("[data-date]"))
    .find((el) => el?.getAttribute("data-date") === date) as HTMLElement;

async function renderCalendar(employedFrom: string | null) {
  mockApi(
    http.get("/api/report-calendar", () => HttpResponse.json(DAYS)),
    http.get("/api/weekly-closures/my-closures", () => HttpResponse.json([])),
  );
  renderWithProviders(<ReportCalendar today={TODAY} employedFrom={employedFrom} onOpenReport={() => {}} />);
  await screen.findByRole("group", { name: "Månadsöversikt" });
}

describe("ReportCalendar working days (docs/product-rules.md §7)", () => {
  it("shows a public holiday without a report as neutral and named, never 'Ej komplett'", async () => {
    await renderCalendar(null);
    expect(monthCell("2026-04-03")).toHaveAttribute("data-status", "weekend");
    expect(monthCell("2026-04-03").className).not.toContain("bg-red-100");
    expect(monthCell("2026-04-03")).toHaveAttribute("title", expect.stringContaining("Långfredagen"));
    expect(monthCell("2026-04-06")).toHaveAttribute("title", expect.stringContaining("Annandag påsk"));
    // The ordinary Thursday before is missing.
    expect(monthCell("2026-04-02")).toHaveAttribute("data-status", "missing");
  });

  it("shows the days before employedFrom as neutral, and the working days from it as 'Ej komplett'", async () => {
    await renderCalendar("2026-04-14");
    expect(monthCell("2026-04-13")).toHaveAttribute("data-status", "not-employed");
    expect(monthCell("2026-04-13")).toHaveAttribute("title", expect.stringContaining("Före anställningen"));
    expect(monthCell("2026-04-13").className).not.toContain("bg-red-100");
    expect(monthCell("2026-04-14")).toHaveAttribute("data-status", "submitted");
    expect(monthCell("2026-04-15")).toHaveAttribute("data-status", "missing");
    expect(monthCell("2026-04-15")).toHaveAttribute("title", expect.stringContaining("Ej komplett"));
  });
});
