// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { ReportCalendar as Calendar } from "@shared/types";
import { buildClosure, buildTimeReport } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReportCalendar } from "./report-calendar";

const TODAY = "2026-11-21";
const NOVEMBER = "2026-10-26/2026-12-06";

/** Each shown range ("start/end") answers its calendar, or the status given; a range not listed is a 400. */
function serveCalendar(ranges: Record<string, Calendar | number>) {
  return http.get("/api/report-calendar", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const answer = ranges[`${query.get("startDate")}/${query.get("endDate")}`];
    if (answer === undefined) return HttpResponse.json({ message: "Oväntat intervall" }, { status: 400 });
    return typeof answer === "number" ? new HttpResponse(null, { status: answer }) : HttpResponse.json(answer);
  });
}
const closuresHandler = (closures: ReturnType<typeof buildClosure>[] = []) => http.get("/api/weekly-closures/my-closures", () => HttpResponse.json(closures));

const DAYS: Calendar = {
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

/** Opens 3 November, which has two reports: sick leave without times, and 2,5 h of work at 13:00–15:30. */
async function openDayWithTwoReports() {
  const first = buildTimeReport({ id: "first", date: "2026-11-03", timeCode: "SJK", description: "", hours: "4.00" });
  const second = buildTimeReport({
    id: "second",
    date: "2026-11-03",
    hours: "2.50",
    startTime: "13:00",
    endTime: "15:30",
    breakMinutes: 0,
    project: { id: "p2", projectNumber: "P-2025-002", title: "Brf Kajen – stambyte" },
  });
  mockApi(
    closuresHandler(),
    serveCalendar({ [NOVEMBER]: DAYS }),
    http.get("/api/time-reports", ({ request }) => {
      const query = new URL(request.url).searchParams;
      const theDay = query.get("startDate") === "2026-11-03" && query.get("endDate") === "2026-11-03";
      return theDay ? HttpResponse.json([first, second]) : HttpResponse.json([]);
    }),
  );
  const onOpenReport = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={onOpenReport} />);
  await screen.findByRole("group", { name: "Månadsöversikt" });
  await user.click(monthCell("2026-11-03") as HTMLElement);
  const picker = await screen.findByRole("dialog", { name: "tisdag 3 november 2026" });
  return { first, second, picker, onOpenReport, user };
}

describe("ReportCalendar", () => {
  it("colours verified, submitted, missing and future days, and mutes other months' days", async () => {
    mockApi(closuresHandler(), serveCalendar({ [NOVEMBER]: DAYS }));
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
    mockApi(closuresHandler(), serveCalendar({ [NOVEMBER]: {}, "2026-11-30/2027-01-03": {} }));
    const user = userEvent.setup();
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={() => {}} />);
    const strip = await screen.findByRole("region", { name: "Vecka 47" });
    expect(within(strip).getByText("V. 47")).toBeInTheDocument();
    const stripDays = within(strip).getAllByRole("listitem");
    expect(stripDays[0]).toHaveTextContent("Mån16");
    expect(stripDays[6]).toHaveTextContent("Sön22");
    const grid = screen.getByRole("group", { name: "Månadsöversikt" });
    for (const week of [44, 45, 46, 47, 48, 49]) expect(within(grid).getByText(`Vecka ${week}`)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Nästa månad" }));
    expect(await screen.findByText("December 2026")).toBeInTheDocument();
    const lastRow = within(await screen.findByRole("group", { name: "Månadsöversikt" }))
      .getByText("Vecka 53")
      .closest("[data-week]") as HTMLElement;
    expect(lastRow.querySelector("[data-date]")).toHaveAttribute("data-date", "2026-12-28");
    expect(lastRow.querySelectorAll("[data-date]")[6]).toHaveAttribute("data-date", "2027-01-03");
    expect(lastRow.querySelectorAll("[data-date]")[6]).toHaveAttribute("data-status", "outside");
  });

  it("opens the only report of a day at once; other days are not buttons", async () => {
    const only = buildTimeReport({ id: "only", date: "2026-11-02" });
    mockApi(
      closuresHandler(),
      serveCalendar({ [NOVEMBER]: DAYS }),
      http.get("/api/time-reports", ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(query.get("startDate") === "2026-11-02" && query.get("endDate") === "2026-11-02" ? [only] : []);
      }),
    );
    const onOpenReport = vi.fn();
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={onOpenReport} />);
    await screen.findByRole("group", { name: "Månadsöversikt" });
    expect(monthCell("2026-11-04").tagName).toBe("DIV");
    expect(screen.queryByRole("button", { name: /4 november 2026/ })).not.toBeInTheDocument();
    await userEvent.setup().click(monthCell("2026-11-02") as HTMLElement);
    await vi.waitFor(() => expect(onOpenReport).toHaveBeenCalledWith(only, monthCell("2026-11-02")));
  });

  it("has no accessibility violations with a day's reports to pick from open", async () => {
    await openDayWithTwoReports();
    await expectNoAxeViolations("the calendar with a day's reports");
  });

  it("lists every report of a day with two, absence by its muted label without project, times when given, and opens the one picked", async () => {
    const { second, picker, onOpenReport, user } = await openDayWithTwoReports();
    const items = within(within(picker).getByRole("list", { name: "Dagens rapporter" })).getAllByRole("button");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Sjukdom")).toHaveAttribute("data-kind", "absence");
    expect(items[0]).not.toHaveTextContent("P-20");
    expect(items[0]).not.toHaveTextContent("Saknas");
    expect(within(items[1]).getByText("Arbetad tid")).toHaveAttribute("data-kind", "work");
    expect(items[1]).toHaveTextContent("P-2025-002 · Brf Kajen – stambyte");
    expect(items[1]).toHaveTextContent("2,5 h");
    // The clock times when the report has them; none for the absence without.
    expect(items[1]).toHaveTextContent("13:00–15:30");
    expect(items[0]).not.toHaveTextContent(/\d\d:\d\d/);
    expect(onOpenReport).not.toHaveBeenCalled();
    await user.click(items[1]);
    expect(onOpenReport).toHaveBeenCalledWith(second, monthCell("2026-11-03"));
  });

  it("marks the weeks the worker has closed", async () => {
    mockApi(
      closuresHandler([buildClosure({ workerId: "w", year: 2026, weekNumber: 47, closedAt: "2026-11-20T15:00:00Z" })]),
      serveCalendar({ [NOVEMBER]: DAYS }),
    );
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={() => {}} />);
    const strip = await screen.findByRole("region", { name: "Vecka 47" });
    expect(await within(strip).findByText("Veckan stängd")).toBeInTheDocument();
    const grid = screen.getByRole("group", { name: "Månadsöversikt" });
    expect(within(grid).getByText("Vecka 47").closest("[data-week]")).toHaveAttribute("data-closed", "true");
    expect(within(grid).getByText("Vecka 46").closest("[data-week]")).not.toHaveAttribute("data-closed");
  });

  it("says 'Failed to fetch calendar' when it cannot load", async () => {
    mockApi(closuresHandler(), serveCalendar({ [NOVEMBER]: 500 }));
    renderWithProviders(<ReportCalendar today={TODAY} onOpenReport={() => {}} />);
    expect(await screen.findByText("Failed to fetch calendar")).toBeInTheDocument();
  });
});
