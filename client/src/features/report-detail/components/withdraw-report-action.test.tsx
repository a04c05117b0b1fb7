// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ReportDetailDialog } from "./report-detail-dialog";
import { WITHDRAW_QUESTION } from "./withdraw-report-action";

function renderWorkerDialog(report: TimeReport, canWithdraw = true) {
  const onOpenChange = vi.fn();
  renderWithProviders(<ReportDetailDialog report={report} open onOpenChange={onOpenChange} canEdit canWithdraw={canWithdraw} onEdit={vi.fn()} />);
  return { onOpenChange, user: userEvent.setup() };
}

describe("'Ta tillbaka' in the worker's report", () => {
  it("is offered only for a submitted report that is not locked, and only when asked for", () => {
    const { unmount } = renderWithProviders(<ReportDetailDialog report={buildTimeReport()} open onOpenChange={() => {}} canEdit onEdit={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Ta tillbaka" })).not.toBeInTheDocument();
    unmount();
    for (const report of [
      buildTimeReport({ status: "verified", isVerified: true }),
      buildTimeReport({ status: "draft", returnReason: "Fel projekt, det var Sjöboden" }),
      buildTimeReport({ lockedForPayroll: true }),
    ]) {
      const view = renderWithProviders(<ReportDetailDialog report={report} open onOpenChange={() => {}} canEdit canWithdraw onEdit={vi.fn()} />);
      expect(screen.queryByRole("button", { name: "Ta tillbaka" })).not.toBeInTheDocument();
      view.unmount();
    }
    renderWorkerDialog(buildTimeReport());
    expect(screen.getByRole("button", { name: "Ta tillbaka" })).toBeInTheDocument();
  });

  it("asks first, then sends the withdraw and closes the report", async () => {
    const report = buildTimeReport();
    const { callsTo } = mockApi(http.post(`/api/time-reports/${report.id}/withdraw`, () => HttpResponse.json({ id: report.id, withdrawn: true })));
    const { user, onOpenChange } = renderWorkerDialog(report);

    await user.click(screen.getByRole("button", { name: "Ta tillbaka" }));
    const confirm = screen.getByRole("alertdialog");
    expect(within(confirm).getByText(WITHDRAW_QUESTION)).toBeInTheDocument();
    expect(callsTo("POST", `/api/time-reports/${report.id}/withdraw`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Ta tillbaka" }));

    await waitFor(() => expect(callsTo("POST", `/api/time-reports/${report.id}/withdraw`)).toHaveLength(1));
    expect(await screen.findByText("Rapporten har tagits tillbaka och raderats")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's reason when it refuses, and keeps the report open", async () => {
    const report = buildTimeReport();
    mockApi(http.post(`/api/time-reports/${report.id}/withdraw`, () => HttpResponse.json({ message: "Perioden är låst för lön" }, { status: 409 })));
    const { user, onOpenChange } = renderWorkerDialog(report);
    await user.click(screen.getByRole("button", { name: "Ta tillbaka" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Ta tillbaka" }));
    expect(await screen.findByText("Perioden är låst för lön")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
