// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import { buildTimeReport, noAttachmentsOrClockTimes } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler, latestWorkHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import type { TimeReport } from "@shared/types";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import { sentWhenShown } from "@/test/sent";

const TODAY = "2026-11-20";

/** The worker's earlier reports: none. */
const reportsHandler = () => http.get("/api/time-reports", () => HttpResponse.json([]));

function renderForm(report: TimeReport | null = null, ...handlers: RequestHandler[]) {
  const fetch = mockApi(...handlers, formProjectsHandler(), lockedPeriodsHandler(), reportsHandler(), latestWorkHandler());
  renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={() => null} today={TODAY} />);
  return { ...fetch, user: userEvent.setup() };
}

const created = () => http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport({ timeCode: "SJK" }), { status: 201 }));

describe("TimeReportForm time codes", () => {
  it("offers the nine codes by label in 'Typ', work first, and starts on 'Arbetad tid'", async () => {
    renderForm();
    const typ = screen.getByLabelText("Typ");
    expect(typ).toHaveValue("ARB");
    expect(
      within(typ)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Arbetad tid", "Övertid enkel", "Övertid kvalificerad", "Restid", "Sjukdom", "Semester", "Vård av barn", "Föräldraledighet", "Tjänstledighet"]);
  });

  it("reports 'Sjukdom 8 h' today in two taps, without project, description or confirmation", async () => {
    const { user, callsTo } = renderForm(null, created());
    await user.click(screen.getByRole("button", { name: "Sjukdom" }));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await sentWhenShown(callsTo, "Tidrapport skapad", "POST", "/api/time-reports")).toEqual({
      timeCode: "SJK",
      projectId: null,
      date: TODAY,
      hours: "8.00",
      description: "",
      ...noAttachmentsOrClockTimes(),
      // Made on pressing the button, so a send whose answer is lost is not filed twice (docs/product-rules.md §12).
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("keeps the chosen date when a chip is tapped: Tuesday's sickness reported on Friday is Tuesday's, in two taps after the date", async () => {
    const { user, callsTo } = renderForm(null, created());
    const date = screen.getByLabelText("Datum");
    fireEvent.change(date, { target: { value: "2026-11-17" } });
    await user.click(screen.getByRole("button", { name: "Sjukdom" }));
    expect(date).toHaveValue("2026-11-17");
    expect(screen.getByLabelText("Timmar")).toHaveValue("8");
    expect(screen.getByLabelText("Typ")).toHaveValue("SJK");
    expect(screen.getByRole("button", { name: "Sjukdom" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await sentWhenShown(callsTo, "Tidrapport skapad", "POST", "/api/time-reports")).toMatchObject({
      timeCode: "SJK",
      date: "2026-11-17",
      hours: "8.00",
      projectId: null,
    });
  });

  it("hides the project and the confirmation for an absence code, and asks for them again for work", async () => {
    const { user, callsTo } = renderForm();
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
    await user.selectOptions(screen.getByLabelText("Typ"), "SEM");

    expect(screen.queryByLabelText("Projekt")).not.toBeInTheDocument();
    expect(screen.queryByLabelText(CONFIRM_TEXT)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Beskrivning (valfritt)")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Typ"), "ÖT1");
    await user.type(screen.getByLabelText("Timmar"), "2");
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    // Switching to absence dropped the project: a work code needs it chosen again.
    expect(await screen.findByText("Projekt måste väljas")).toBeInTheDocument();
    expect(screen.getByText("Beskrivning måste vara minst 10 tecken")).toBeInTheDocument();
    expect(screen.getByText("Du måste bekräfta att uppgifterna är korrekta")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it("'Kopiera senaste' copies the work report's code too", async () => {
    const latest = buildTimeReport({ timeCode: "ÖT1", projectId: PROJECTS[0].id, date: "2026-11-19", hours: "4.00", description: "Övertid, gjutning plan 2" });
    mockApi(formProjectsHandler(), lockedPeriodsHandler(), reportsHandler(), latestWorkHandler(latest));
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} renderUploader={() => null} today={TODAY} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Kopiera senaste (to 19/11)" }));
    expect(screen.getByLabelText("Typ")).toHaveValue("ÖT1");
    expect(screen.getByLabelText("Timmar")).toHaveValue("4");
    expect(screen.getByLabelText("Projekt")).toHaveValue(PROJECTS[0].id);
  });

  it("keeps the code when editing, and sends a sent-back report for review again", async () => {
    const report = buildTimeReport({ timeCode: "SEM", status: "draft", returnReason: "Fel datum, semestern började på måndagen." });
    const { user, callsTo } = renderForm(
      report,
      http.put(`/api/time-reports/${report.id}`, () => HttpResponse.json({ ...report, status: "submitted", returnReason: null })),
    );
    expect(screen.getByText("Skickad tillbaka: Fel datum, semestern började på måndagen.")).toBeInTheDocument();
    expect(screen.getByLabelText("Typ")).toHaveValue("SEM");
    expect(screen.queryByLabelText("Projekt")).not.toBeInTheDocument();
    // No absence chips on an edit: the code changes only through 'Typ'.
    expect(screen.queryByRole("button", { name: "Sjukdom" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await sentWhenShown(callsTo, "Rapporten har skickats för granskning igen.", "PUT", `/api/time-reports/${report.id}`)).toMatchObject({
      timeCode: "SEM",
      projectId: null,
      hours: "7.50",
    });
  });
});
