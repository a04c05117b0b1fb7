// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildWorkingTimeWarning, warningsHandler } from "@/test/working-time-handlers";
import { ReportDetailDialog } from "./report-detail-dialog";

const withTimes = buildTimeReport({ date: "2026-11-20", hours: "8.50", startTime: "07:00", endTime: "16:00", breakMinutes: 30 });

describe("ReportDetailDialog working time", () => {
  it("shows the times and break when the report has them", () => {
    renderWithProviders(<ReportDetailDialog report={withTimes} open onOpenChange={() => {}} />);
    expect(screen.getByText("07:00–16:00, rast 30 min")).toBeInTheDocument();
  });

  it("shows no working time for a report without times", () => {
    renderWithProviders(<ReportDetailDialog report={buildTimeReport()} open onOpenChange={() => {}} />);
    expect(screen.queryByText("Arbetstid")).not.toBeInTheDocument();
  });

  it("shows an admin the worker's warnings on the report's date", async () => {
    const { callsTo } = mockApi(warningsHandler([buildWorkingTimeWarning({ workerId: withTimes.worker.id })]));
    renderWithProviders(<ReportDetailDialog report={withTimes} open onOpenChange={() => {}} canVerify />);
    expect(await screen.findByText(/Ordinarie arbetstid 44,0 h i vecka 47 2026 – gränsen är 40 h per vecka/)).toBeInTheDocument();
    expect(callsTo("GET", `/api/working-time/warnings?workerId=${withTimes.worker.id}&startDate=2026-11-20&endDate=2026-11-20`)).toHaveLength(1);
  });

  it("asks for no warnings in the worker's own dialog", async () => {
    const { calls } = mockApi();
    renderWithProviders(<ReportDetailDialog report={withTimes} open onOpenChange={() => {}} canEdit onEdit={() => {}} />);
    await waitFor(() => expect(screen.getByText("07:00–16:00, rast 30 min")).toBeInTheDocument());
    expect(calls.filter((c) => c.url.pathname === "/api/working-time/warnings")).toHaveLength(0);
  });
});
