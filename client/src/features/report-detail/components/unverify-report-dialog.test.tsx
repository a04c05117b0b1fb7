// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { ReportDetailDialog, type ReportDetailDialogProps } from "./report-detail-dialog";

/** What the admin screens pass (useAdminStatusLabels), in Swedish. */
const ADMIN_STATUS_LABELS = { submitted: "Väntar granskning" };

const REASON = "Fel antal timmar, det ska vara 6.";
const verified = (overrides: Partial<TimeReport> = {}) => buildTimeReport({ status: "verified", isVerified: true, ...overrides });

function renderDialog(report: TimeReport, props: Partial<ReportDetailDialogProps> = {}) {
  // An admin's dialog reads the worker's working-time warnings: none here.
  mockApi(warningsHandler());
  const onChanged = vi.fn();
  renderWithProviders(<ReportDetailDialog report={report} open onOpenChange={() => {}} onChanged={onChanged} {...props} />);
  return { onChanged, user: userEvent.setup(), dialog: screen.getByRole("dialog", { name: "Tidsrapport - Detaljer" }) };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Ångra attest" }));
  const form = screen.getByRole("dialog", { name: "Ångra attest" });
  return { form, reason: within(form).getByLabelText("Anledning"), send: within(form).getByRole("button", { name: "Ångra attest" }) };
}

describe("ReportDetailDialog: 'Ångra attest'", () => {
  it("is offered to an admin on a verified report only, and not when it is locked for payroll", () => {
    const { dialog } = renderDialog(verified(), { canVerify: true, statusLabels: ADMIN_STATUS_LABELS });
    expect(within(dialog).getByRole("button", { name: "Ångra attest" })).toBeInTheDocument();
  });

  it.each([
    ["a submitted report", buildTimeReport(), { canVerify: true }],
    ["a report locked for payroll", verified({ lockedForPayroll: true }), { canVerify: true }],
    ["a dialog without the admin's actions", verified(), { canEdit: true, onEdit: vi.fn() }],
  ])("is not offered on %s", (_name, report, props) => {
    const { dialog } = renderDialog(report, props);
    expect(within(dialog).queryByRole("button", { name: "Ångra attest" })).not.toBeInTheDocument();
  });

  it("asks for a reason of 10–500 characters, with focus on it, before sending anything", async () => {
    const report = verified();
    const { callsTo } = mockApi();
    const { user } = renderDialog(report, { canVerify: true });
    const { form, reason, send } = await openForm(user);
    expect(reason).toHaveFocus();

    await user.type(reason, "Fel");
    await user.click(send);
    expect(await within(form).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute("aria-invalid", "true");

    await user.clear(reason);
    await user.paste("x".repeat(501));
    await user.click(send);
    expect(await within(form).findByText("Anledningen får vara högst 500 tecken")).toBeInTheDocument();
    expect(callsTo("POST", `/api/time-reports/${report.id}/unverify`)).toHaveLength(0);
  });

  it("sends the reason, toasts, and shows the report as submitted with the review buttons", async () => {
    const report = verified();
    const { callsTo } = mockApi(
      http.post(`/api/time-reports/${report.id}/unverify`, () => HttpResponse.json({ ...report, status: "submitted", isVerified: false })),
    );
    const { user, onChanged, dialog } = renderDialog(report, { canVerify: true, statusLabels: ADMIN_STATUS_LABELS });
    const { reason, send } = await openForm(user);
    await user.type(reason, `  ${REASON} `);
    await user.click(send);

    expect(await screen.findByText("Rapporten är inskickad igen och kan skickas tillbaka, nekas eller attesteras.")).toBeInTheDocument();
    expect(callsTo("POST", `/api/time-reports/${report.id}/unverify`).map((c) => c.body)).toEqual([{ reason: REASON }]);
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Ångra attest" })).not.toBeInTheDocument();
    expect(within(dialog).getByText("Väntar granskning")).toBeInTheDocument();
    for (const name of ["Skicka tillbaka", "Neka", "Verifiera"]) expect(within(dialog).getByRole("button", { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Ångra attest" })).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the attest cannot be undone, and keeps the reason", async () => {
    const report = verified();
    mockApi(http.post(`/api/time-reports/${report.id}/unverify`, () => HttpResponse.json({ message: "Perioden är låst för lön" }, { status: 409 })));
    const { user } = renderDialog(report, { canVerify: true });
    const { form, reason, send } = await openForm(user);
    await user.type(reason, REASON);
    await user.click(send);
    expect(await screen.findByText("Perioden är låst för lön")).toBeInTheDocument();
    expect(within(form).getByLabelText("Anledning")).toHaveValue(REASON);
  });
});
