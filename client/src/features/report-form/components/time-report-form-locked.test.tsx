// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler, latestWorkHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import type { RenderUploader } from "./time-report-form-props";

const TODAY = "2026-11-20";
/** Week 45 of 2026 was exported to payroll and not reopened; October too. */
const LOCKED = [
  { startDate: "2026-10-01", endDate: "2026-10-31" },
  { startDate: "2026-11-02", endDate: "2026-11-08" },
];
const SENTENCE = "Perioden 2026-11-02 – 2026-11-08 är låst för lön. Kontakta lönekontoret om något behöver rättas.";

const fakeUploader: RenderUploader = (kind, slot) => (
  <button type="button" disabled={slot.disabled} onClick={() => slot.onUploaded([])}>
    {`Ladda upp ${kind}`}
  </button>
);

/** The worker's earlier reports (the form's preview and the newest project): none. */
const reportsHandler = () => http.get("/api/time-reports", () => HttpResponse.json([]));

function renderForm(report: TimeReport | null = null) {
  const log = mockApi(
    formProjectsHandler(),
    lockedPeriodsHandler(LOCKED),
    reportsHandler(),
    latestWorkHandler(),
    http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport(), { status: 201 })),
  );
  renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={fakeUploader} today={TODAY} />);
  return { ...log, user: userEvent.setup() };
}

const pickDate = (date: string) => fireEvent.change(screen.getByLabelText("Datum"), { target: { value: date } });

/** Everything a worker fills in beside the date, and the send button. */
function otherControls(): HTMLElement[] {
  return [
    screen.getByLabelText("Typ"),
    screen.getByLabelText("Projekt"),
    screen.getByLabelText("Timmar"),
    screen.getByLabelText("Start"),
    screen.getByLabelText("Slut"),
    screen.getByLabelText("Rast (min)"),
    screen.getByLabelText("Beskrivning"),
    screen.getByRole("button", { name: "Ladda upp images" }),
    screen.getByRole("button", { name: "Ladda upp receipts" }),
    screen.getByLabelText("Jag har laddat upp alla kvitton för den här dagen."),
    screen.getByLabelText(CONFIRM_TEXT),
    screen.getByRole("button", { name: "Skicka tidrapport" }),
  ];
}

describe("TimeReportForm and a date in a locked pay period", () => {
  it("says so under 'Datum' as soon as the date is picked and disables the rest; another date frees the form again", async () => {
    const { user, callsTo } = renderForm();
    await screen.findByRole("option", { name: /P-2025-001/ });
    await waitFor(() => expect(callsTo("GET", "/api/locked-periods")).toHaveLength(1));
    // Today is in no locked period: nothing said, everything open.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    for (const control of otherControls()) expect(control).toBeEnabled();

    pickDate("2026-11-05");
    expect(await screen.findByRole("alert")).toHaveTextContent(SENTENCE);
    const date = screen.getByLabelText("Datum");
    expect(date).toBeEnabled();
    expect(date).toHaveAccessibleDescription(SENTENCE);
    for (const control of otherControls()) expect(control).toBeDisabled();
    expect(screen.getByRole("button", { name: "Avbryt" })).toBeEnabled();
    // Enter in the date field sends nothing and judges no other field.
    await user.type(date, "{Enter}");
    expect(screen.queryByText("Projekt måste väljas")).not.toBeInTheDocument();

    // The last day of the period, and the first day after it.
    pickDate("2026-11-08");
    expect(screen.getByRole("alert")).toHaveTextContent(SENTENCE);
    pickDate("2026-11-09");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    for (const control of otherControls()) expect(control).toBeEnabled();

    await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
    await user.type(screen.getByLabelText("Timmar"), "8");
    await user.type(screen.getByLabelText("Beskrivning"), "Gjutning av bjälklag plan 2");
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Tidrapport skapad")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(1);
    expect(callsTo("POST", "/api/time-reports")[0].body).toMatchObject({ date: "2026-11-09", hours: "8.00" });
  });

  it("names the period that holds the date, whichever it is", async () => {
    const { callsTo } = renderForm();
    await waitFor(() => expect(callsTo("GET", "/api/locked-periods")).toHaveLength(1));
    pickDate("2026-10-01");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Perioden 2026-10-01 – 2026-10-31 är låst för lön. Kontakta lönekontoret om något behöver rättas.",
    );
  });

  it("says it in the worker's language", async () => {
    await activateLocale("pl", ["report", "shell"]);
    try {
      const { callsTo } = renderForm();
      await waitFor(() => expect(callsTo("GET", "/api/locked-periods")).toHaveLength(1));
      fireEvent.change(await screen.findByLabelText("Data"), { target: { value: "2026-11-04" } });
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Okres 2026-11-02 – 2026-11-08 jest już rozliczony i przekazany do płac. Jeśli coś trzeba poprawić, skontaktuj się z działem płac.",
      );
    } finally {
      await activateLocale("sv");
    }
  });

  it("when editing, refuses a move into a locked period the same way, and lets the report go back to its own date", async () => {
    const report = buildTimeReport({ date: "2026-11-18", hours: "6.50" });
    renderForm(report);
    await waitFor(() => expect(screen.getByLabelText("Projekt")).toHaveValue(report.projectId));
    await screen.findByRole("option", { name: /P-2025-001/ });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    pickDate("2026-11-02");
    expect(await screen.findByRole("alert")).toHaveTextContent(SENTENCE);
    for (const control of otherControls()) expect(control).toBeDisabled();
    // What the report had is still there, only out of reach.
    expect(screen.getByLabelText("Timmar")).toHaveValue("6,5");

    pickDate("2026-11-18");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    for (const control of otherControls()) expect(control).toBeEnabled();
  });

  it("keeps a report already dated in a locked period closed, its date included", async () => {
    // Opened from an answer older than the export: the report itself can no longer change.
    const report = buildTimeReport({ date: "2026-11-05" });
    renderForm(report);
    expect(await screen.findByRole("alert")).toHaveTextContent(SENTENCE);
    expect(screen.getByLabelText("Datum")).toBeDisabled();
    for (const control of otherControls()) expect(control).toBeDisabled();
  });
});
