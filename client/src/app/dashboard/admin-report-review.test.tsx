// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { buildWorkingTimeWarning, warningsHandler } from "@/test/working-time-handlers";
import { useAdminReportReview } from "./admin-report-review";

const SENTENCE = "Perioden 2026-11-02 – 2026-11-08 är låst för lön. Kontakta lönekontoret om något behöver rättas.";
const report = buildTimeReport({ date: "2026-11-18", hours: "6.50" });

// Friday 20 November 2026, 11:00 in Stockholm: the form's today.
fixClock("2026-11-20T10:00:00Z");

/** What the admin's week grid and report list hand the review: a way to open one report. */
function Review({ of }: { of: TimeReport }) {
  const review = useAdminReportReview();
  return (
    <>
      <button type="button" onClick={() => review.openReport(of)}>
        Öppna rapporten
      </button>
      {review.elements}
    </>
  );
}

describe("the admin's correction of a report", () => {
  it("has no accessibility violations on the report's details with its history, and on the form refusing a locked period", async () => {
    mockApi(
      formProjectsHandler(),
      lockedPeriodsHandler([{ startDate: "2026-11-02", endDate: "2026-11-08" }]),
      http.get("/api/time-reports", () => HttpResponse.json([])),
      http.get(`/api/time-reports/${report.id}/history`, () =>
        HttpResponse.json([
          {
            id: "2",
            action: "update",
            timestamp: "2026-11-19T15:00:00Z",
            user: { id: "a", fullName: "Anna Lindqvist" },
            changes: { before: { hours: "6.00" }, after: { hours: "6.50" } },
          },
          { id: "1", action: "create", timestamp: "2026-11-18T15:00:00Z", user: null, changes: { before: null, after: { hours: "6.00" } } },
        ]),
      ),
      warningsHandler([buildWorkingTimeWarning({ date: report.date })]),
    );
    const user = userEvent.setup();
    renderWithProviders(<Review of={report} />);
    await user.click(screen.getByRole("button", { name: "Öppna rapporten" }));
    const dialog = await screen.findByRole("dialog", { name: "Tidsrapport - Detaljer" });
    expect(await within(dialog).findByText("Ändrad")).toBeInTheDocument();
    await expectNoAxeViolations("the admin's report details");

    await user.click(within(dialog).getByRole("button", { name: "Redigera" }));
    const form = await screen.findByRole("dialog", { name: "Redigera Tidsrapport" });
    await waitFor(() => expect(within(form).getByLabelText("Projekt")).toHaveValue(report.projectId));
    fireEvent.change(within(form).getByLabelText("Datum"), { target: { value: "2026-11-06" } });
    expect(await within(form).findByRole("alert")).toHaveTextContent(SENTENCE);
    await expectNoAxeViolations("the admin's report form on a locked date");
  });

  it("refuses a date in a locked pay period before anything is typed, and takes another date", async () => {
    const { callsTo } = mockApi(
      formProjectsHandler(),
      lockedPeriodsHandler([{ startDate: "2026-11-02", endDate: "2026-11-08" }]),
      http.get("/api/time-reports", () => HttpResponse.json([])),
      http.get(`/api/time-reports/${report.id}/history`, () => HttpResponse.json([])),
      warningsHandler(),
    );
    const user = userEvent.setup();
    renderWithProviders(<Review of={report} />);
    await user.click(screen.getByRole("button", { name: "Öppna rapporten" }));
    const dialog = await screen.findByRole("dialog", { name: "Tidsrapport - Detaljer" });
    await user.click(within(dialog).getByRole("button", { name: "Redigera" }));
    const form = await screen.findByRole("dialog", { name: "Redigera Tidsrapport" });
    await waitFor(() => expect(callsTo("GET", "/api/locked-periods")).toHaveLength(1));
    await waitFor(() => expect(within(form).getByLabelText("Projekt")).toHaveValue(report.projectId));
    const send = within(form).getByRole("button", { name: "Skicka tidrapport" });
    const fields = ["Typ", "Projekt", "Timmar", "Start", "Slut", "Rast (min)", "Beskrivning"].map((label) => within(form).getByLabelText(label));
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText("Datum"), { target: { value: "2026-11-06" } });
    expect(await within(form).findByRole("alert")).toHaveTextContent(SENTENCE);
    expect(within(form).getByLabelText("Datum")).toBeEnabled();
    for (const field of fields) expect(field).toBeDisabled();
    expect(send).toBeDisabled();

    fireEvent.change(within(form).getByLabelText("Datum"), { target: { value: "2026-11-10" } });
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
    for (const field of fields) expect(field).toBeEnabled();
    expect(send).toBeEnabled();
  });
});
