// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildTimeReport, noAttachmentsOrClockTimes } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import type { TimeReport } from "@shared/types";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";

const TODAY = "2026-11-20";

/** The worker's earlier reports: none newest, and `yesterday` for 'Kopiera gårdagens'. */
const reportsHandler = (yesterday: TimeReport[] = []) =>
  http.get("/api/time-reports", ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(query.get("startDate") === "2026-11-19" ? yesterday : []);
  });

function renderForm(report: TimeReport | null = null, ...handlers: RequestHandler[]) {
  const fetch = mockApi(...handlers, formProjectsHandler(), lockedPeriodsHandler(), reportsHandler());
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

    expect(await screen.findByText("Tidrapport skapad")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")[0].body).toEqual({
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

  it("'Kopiera gårdagens' copies yesterday's code too", async () => {
    const yesterday = buildTimeReport({ timeCode: "VAB", date: "2026-11-19", hours: "4.00", description: "" });
    mockApi(formProjectsHandler(), lockedPeriodsHandler(), reportsHandler([yesterday]));
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} renderUploader={() => null} today={TODAY} />);
    const user = userEvent.setup();
    const copy = screen.getByRole("button", { name: "Kopiera gårdagens" });
    await vi.waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    expect(screen.getByLabelText("Typ")).toHaveValue("VAB");
    expect(screen.getByLabelText("Timmar")).toHaveValue("4");
    expect(screen.queryByLabelText("Projekt")).not.toBeInTheDocument();
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
    expect(await screen.findByText("Rapporten har skickats för granskning igen.")).toBeInTheDocument();
    expect(callsTo("PUT", `/api/time-reports/${report.id}`)[0].body).toMatchObject({ timeCode: "SEM", projectId: null, hours: "7.50" });
  });
});
