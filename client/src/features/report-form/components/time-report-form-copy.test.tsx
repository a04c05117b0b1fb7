// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { onlineManager } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { earlierReportsHandlers, FORM_PROJECTS as PROJECTS, formProjectsHandler as projectsHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { LATEST_WORK_OFFLINE, NO_WORK_DAY_TO_COPY } from "./copy-latest-button";
import { TimeReportForm } from "./time-report-form";
import type { RenderUploader } from "./time-report-form-props";

/*
 * The report form's last used project and 'Kopiera senaste' (docs/product-rules.md §4): what
 * it copies, and what it says when there is nothing to copy or no coverage to ask.
 */

const TODAY = "2026-11-20";

/** No uploads here: the form's photos and receipts are tested in time-report-form.test.tsx. */
const noUploader: RenderUploader = () => null;

function renderForm(today = TODAY) {
  renderWithProviders(<TimeReportForm open onOpenChange={() => {}} renderUploader={noUploader} today={today} />);
}

/** The form of a worker with no reports at all. */
function renderFirstForm() {
  const api = mockApi(projectsHandler(), lockedPeriodsHandler(), ...earlierReportsHandlers());
  renderForm();
  return api;
}

describe("TimeReportForm: 'Kopiera senaste'", () => {
  it("preselects the last used project, and 'Kopiera senaste' fills the last work day's project, times, hours and description on Monday from Friday", async () => {
    const MONDAY = "2026-11-23";
    // The newest report is a sick day; the last work day was Friday.
    const latest = buildTimeReport({ projectId: PROJECTS[1].id, date: "2026-11-22" });
    const friday = buildTimeReport({
      projectId: PROJECTS[0].id,
      date: "2026-11-20",
      hours: "8.50",
      startTime: "07:00",
      endTime: "16:00",
      breakMinutes: 30,
      description: "Formsättning plan 3, norra delen",
    });
    const { callsTo } = mockApi(
      projectsHandler(),
      lockedPeriodsHandler(),
      ...earlierReportsHandlers({ latest: [latest], latestWork: friday }),
      http.get("/api/time-reports", () => HttpResponse.json([])),
    );
    renderForm(MONDAY);
    const user = userEvent.setup();
    await vi.waitFor(() => expect(screen.getByLabelText("Projekt")).toHaveValue(PROJECTS[1].id));
    await user.click(await screen.findByRole("button", { name: "Kopiera senaste (fr 20/11)" }));
    expect(screen.getByLabelText("Typ")).toHaveValue("ARB");
    expect(screen.getByLabelText("Projekt")).toHaveValue(PROJECTS[0].id);
    expect(screen.getByLabelText("Start")).toHaveValue("07:00");
    expect(screen.getByLabelText("Slut")).toHaveValue("16:00");
    expect(screen.getByLabelText("Rast (min)")).toHaveValue("30");
    expect(screen.getByLabelText("Timmar")).toHaveValue("8,5");
    expect(screen.getByLabelText("Beskrivning")).toHaveValue("Formsättning plan 3, norra delen");
    // The new report is Monday's, not Friday's.
    expect(screen.getByLabelText("Datum")).toHaveValue(MONDAY);
    expect(callsTo("GET", "/api/time-reports/latest-work")).toHaveLength(1);
  });

  it("offers no copy when the worker has no work report yet, and says so", async () => {
    renderFirstForm();
    expect(await screen.findByText(NO_WORK_DAY_TO_COPY)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kopiera senaste" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Kopiera senaste" })).toHaveAccessibleDescription(NO_WORK_DAY_TO_COPY);
  });

  it("with no network the question waits, and the copy button says it needs coverage", async () => {
    onlineManager.setOnline(false);
    try {
      const { callsTo } = renderFirstForm();
      expect(await screen.findByText(LATEST_WORK_OFFLINE)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Kopiera senaste" })).toBeDisabled();
      expect(callsTo("GET", "/api/time-reports/latest-work")).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("when the question fails without a kept answer, the copy button is disabled and says it needs coverage", async () => {
    mockApi(
      projectsHandler(),
      lockedPeriodsHandler(),
      earlierReportsHandlers()[0],
      http.get("/api/time-reports/latest-work", () => HttpResponse.error()),
    );
    renderForm();
    expect(await screen.findByText(LATEST_WORK_OFFLINE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kopiera senaste" })).toBeDisabled();
  });
});
