// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { makeReport } from "@/test/time-report-fixture";
import { ReportCalendar } from "./report-calendar";

afterEach(() => vi.unstubAllGlobals());

const TODAY = "2026-11-21";
const NOVEMBER = "GET /api/report-calendar?startDate=2026-10-26&endDate=2026-12-06";
const DAYS = {
  "2026-10-27": { hasReport: true, isVerified: false },
  "2026-11-02": { hasReport: true, isVerified: true },
  "2026-11-03": { hasReport: true, isVerified: false },
};

const monthCell = (date: string) => {
  const cell = within(screen.getByRole("group", { name: "Månadsöversikt" }))
    .getAllByText(String(Number(date.slice(8))))
    .map((el) => el.closest("[data-date]"))
    .find((el) => el?.getAttribute("data-date") === date);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
};

describe("ReportCalendar", () => {
  it("colours verified, submitted, missing and future days, and mutes other months' days", async () => {
    mockFetch({ [NOVEMBER]: { body: DAYS } });
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={() => {}} />);
    expect(screen.getByText("Laddar schema...")).toBeInTheDocument();
    await screen.findByRole("group", { name: "Månadsöversikt" });

    expect(screen.getByText("November 2026")).toBeInTheDocument();
    expect(monthCell("2026-11-02")).toHaveAttribute("data-status", "verified");
    expect(monthCell("2026-11-02").className).toContain("bg-green-100");
    expect(monthCell("2026-11-03")).toHaveAttribute("data-status", "submitted");
    expect(monthCell("2026-11-03").className).toContain("bg-amber-100");
    expect(monthCell("2026-11-04")).toHaveAttribute("data-status", "missing");
    expect(monthCell("2026-11-04").className).toContain("bg-red-100");
    expect(monthCell("2026-11-25")).toHaveAttribute("data-status", "future");
    expect(monthCell("2026-11-25").className).toContain("bg-muted");
    // Has a report, but belongs to October: neutral, and not a button.
    expect(monthCell("2026-10-27")).toHaveAttribute("data-status", "outside");
    expect(monthCell("2026-10-27").tagName).toBe("DIV");
    expect(monthCell(TODAY).className).toContain("ring-2");

    for (const label of ["Verifierad", "Inskickad", "Ej komplett", "Framtida"]) {
      expect(within(screen.getByRole("list", { name: "Färgförklaring" })).getByText(label)).toBeInTheDocument();
    }
  });

  it("numbers the weeks 'V.' with ISO weeks, Monday first, and shows this week's strip", async () => {
    mockFetch({ [NOVEMBER]: { body: {} }, "GET /api/report-calendar?startDate=2026-11-30&endDate=2027-01-03": { body: {} } });
    const user = userEvent.setup();
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={() => {}} />);
    const strip = await screen.findByRole("region", { name: "Vecka 47" });
    expect(within(strip).getByText("V. 47")).toBeInTheDocument();
    const stripDays = within(strip).getAllByRole("listitem");
    expect(stripDays[0]).toHaveTextContent("Mån16");
    expect(stripDays[6]).toHaveTextContent("Sön22");
    const grid = screen.getByRole("group", { name: "Månadsöversikt" });
    for (const week of [44, 45, 46, 47, 48, 49]) expect(within(grid).getByText(`V. ${week}`)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Nästa månad" }));
    expect(await screen.findByText("December 2026")).toBeInTheDocument();
    const lastRow = within(await screen.findByRole("group", { name: "Månadsöversikt" })).getByText("V. 53").parentElement as HTMLElement;
    expect(lastRow.querySelector("[data-date]")).toHaveAttribute("data-date", "2026-12-28");
    expect(lastRow.querySelectorAll("[data-date]")[6]).toHaveAttribute("data-date", "2027-01-03");
    expect(lastRow.querySelectorAll("[data-date]")[6]).toHaveAttribute("data-status", "outside");
  });

  it("opens the first report of a day with reports; other days are not buttons", async () => {
    const first = makeReport({ id: "first", date: "2026-11-03" });
    mockFetch({
      [NOVEMBER]: { body: DAYS },
      "GET /api/time-reports?startDate=2026-11-03&endDate=2026-11-03": { body: [first, makeReport({ id: "second", date: "2026-11-03" })] },
    });
    const onOpenReport = vi.fn();
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={onOpenReport} />);
    await screen.findByRole("group", { name: "Månadsöversikt" });

    expect(monthCell("2026-11-04").tagName).toBe("DIV");
    expect(screen.queryByRole("button", { name: /4 november 2026/ })).not.toBeInTheDocument();
    await userEvent.setup().click(monthCell("2026-11-03") as HTMLElement);
    await vi.waitFor(() => expect(onOpenReport).toHaveBeenCalledWith(first));
  });

  it("says 'Failed to fetch calendar' when it cannot load", async () => {
    mockFetch({ [NOVEMBER]: { status: 500 } });
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={() => {}} />);
    expect(await screen.findByText("Failed to fetch calendar")).toBeInTheDocument();
  });
});
