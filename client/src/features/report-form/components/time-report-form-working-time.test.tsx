// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler, latestWorkHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import { sentWhenShown } from "@/test/sent";

const TODAY = "2026-11-20";
const WEEK_47 = "Ordinarie arbetstid 44,0 h i vecka 47 2026 – gränsen är 40 h per vecka";

/** The latest work report for 'Kopiera senaste'; every other list (the preview's window) is `others`. */
const reportsHandler = (others: TimeReport[] = []) =>
  http.get("/api/time-reports", ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("limit") === "1") return HttpResponse.json([]);
    return HttpResponse.json(others);
  });

const created = () => http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport(), { status: 201 }));

function renderForm({
  report = null,
  others = [],
  latestWork = null,
}: { report?: TimeReport | null; others?: TimeReport[]; latestWork?: TimeReport | null } = {}) {
  const fetch = mockApi(formProjectsHandler(), lockedPeriodsHandler(), reportsHandler(others), latestWorkHandler(latestWork), created());
  renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={() => null} today={TODAY} />);
  return { ...fetch, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function typeTimes(user: User, start: string, end: string, pause: string) {
  await user.type(screen.getByLabelText("Start"), start);
  await user.type(screen.getByLabelText("Slut"), end);
  if (pause) await user.type(screen.getByLabelText("Rast (min)"), pause);
}

async function fillWork(user: User) {
  await screen.findByRole("option", { name: /P-2025-001/ });
  await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
  await user.type(screen.getByLabelText("Beskrivning"), "Gjutning av bjälklag plan 2");
  await user.click(screen.getByLabelText(CONFIRM_TEXT));
}

describe("TimeReportForm clock times", () => {
  it("fills 'Timmar' from start, end and break, and sends the times", async () => {
    const { user, callsTo } = renderForm();
    await fillWork(user);
    await typeTimes(user, "07:00", "16:00", "30");
    expect(screen.getByLabelText("Timmar")).toHaveValue("8,5");

    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await sentWhenShown(callsTo, "Tidrapport skapad", "POST", "/api/time-reports")).toMatchObject({
      hours: "8.50",
      startTime: "07:00",
      endTime: "16:00",
      breakMinutes: 30,
    });
  });

  it("counts a shift past midnight to the next day", async () => {
    const { user } = renderForm();
    await typeTimes(user, "22:00", "06:00", "30");
    expect(screen.getByLabelText("Timmar")).toHaveValue("7,5");
  });

  it("names times that are incomplete or disagree with the hours, and a break out of range", async () => {
    const { user, callsTo } = renderForm();
    await fillWork(user);
    await user.type(screen.getByLabelText("Start"), "07:00");
    await user.type(screen.getByLabelText("Timmar"), "8");
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Ange både start- och sluttid")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Slut"), "16:00");
    // The times fill 9 h; the worker overrides it.
    await user.clear(screen.getByLabelText("Timmar"));
    await user.type(screen.getByLabelText("Timmar"), "8");
    expect(await screen.findByText("Timmarna stämmer inte med start- och sluttid")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Rast (min)"), "300");
    expect(await screen.findByText("Rasten anges i minuter, 0–240")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it("hides the times for an absence code", async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText("Start")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sjukdom" }));
    expect(screen.queryByLabelText("Start")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Rast (min)")).not.toBeInTheDocument();
  });

  it("prefills an edited report's times", async () => {
    const report = buildTimeReport({ date: "2026-11-18", hours: "8.50", startTime: "07:00", endTime: "16:00", breakMinutes: 30 });
    mockApi(formProjectsHandler(), lockedPeriodsHandler(), reportsHandler(), latestWorkHandler());
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={() => null} today={TODAY} />);
    expect(screen.getByLabelText("Start")).toHaveValue("07:00");
    expect(screen.getByLabelText("Slut")).toHaveValue("16:00");
    expect(screen.getByLabelText("Rast (min)")).toHaveValue("30");
    expect(screen.getByLabelText("Timmar")).toHaveValue("8,5");
  });

  it("'Kopiera senaste' copies the times", async () => {
    const latestWork = buildTimeReport({ date: "2026-11-19", hours: "7.50", startTime: "22:00", endTime: "06:00", breakMinutes: 30 });
    const { user } = renderForm({ latestWork });
    await user.click(await screen.findByRole("button", { name: "Kopiera senaste (to 19/11)" }));
    expect(screen.getByLabelText("Start")).toHaveValue("22:00");
    expect(screen.getByLabelText("Slut")).toHaveValue("06:00");
    expect(screen.getByLabelText("Rast (min)")).toHaveValue("30");
    expect(screen.getByLabelText("Timmar")).toHaveValue("7,5");
  });
});

describe("TimeReportForm live working-time warnings", () => {
  // Monday to Thursday of week 47, 9 h each: 36 h of ordinary time.
  const week = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19"].map((date) => buildTimeReport({ date, hours: "9.00" }));

  it("warns before sending when the draft takes the week over 40 h, and still sends", async () => {
    const { user, callsTo } = renderForm({ others: week });
    await fillWork(user);
    await user.type(screen.getByLabelText("Timmar"), "6");
    // 42 h is over too, but the warning follows the draft as it changes.
    expect(await screen.findByText(/Ordinarie arbetstid 42,0 h i vecka 47 2026/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Timmar"));
    await user.type(screen.getByLabelText("Timmar"), "8");
    expect(await screen.findByText(WEEK_47, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Arbetstidsvarningar" })).toHaveTextContent("Varning");
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Tidrapport skapad")).toBeInTheDocument();
  });

  it("shows the warnings right under the hours, above the clock times, the confirmation and the send button", async () => {
    const { user } = renderForm({ others: week });
    await fillWork(user);
    await user.type(screen.getByLabelText("Timmar"), "8");
    const warnings = await screen.findByRole("list", { name: "Arbetstidsvarningar" });
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByLabelText("Timmar"), warnings)).toBe(true);
    for (const below of [screen.getByLabelText("Start"), screen.getByLabelText(CONFIRM_TEXT), screen.getByRole("button", { name: "Skicka tidrapport" })]) {
      expect(follows(warnings, below)).toBe(true);
    }
  });

  it("says nothing when the draft makes the week exactly 40 h", async () => {
    const { user, calls } = renderForm({ others: week });
    await fillWork(user);
    await user.type(screen.getByLabelText("Timmar"), "4");
    // The window of the rules: from the start of the year to the end of the month.
    await waitFor(() => expect(calls.some((r) => r.path.includes("startDate=2026-01-01&endDate=2026-11-30"))).toBe(true));
    expect(screen.queryByText(/Ordinarie arbetstid/)).not.toBeInTheDocument();
  });
});
