// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { ReportDetailDialog, type ReportDetailDialogProps } from "./report-detail-dialog";

/** What the admin screens pass (useAdminStatusLabels), in Swedish. */
const ADMIN_STATUS_LABELS = { submitted: "Väntar granskning" };

const PHOTO = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

function renderDialog(report: TimeReport, props: Partial<ReportDetailDialogProps> = {}) {
  // An admin's dialog reads the worker's working-time warnings: none here.
  mockApi(warningsHandler());
  const onOpenChange = vi.fn();
  const onChanged = vi.fn();
  renderWithProviders(<ReportDetailDialog report={report} open onOpenChange={onOpenChange} onChanged={onChanged} {...props} />);
  return { onOpenChange, onChanged, user: userEvent.setup(), dialog: screen.getByRole("dialog", { name: "Tidsrapport - Detaljer" }) };
}

describe("ReportDetailDialog", () => {
  it("shows the report: worker, long Swedish date, hours, project, images as new-tab links", () => {
    const { dialog } = renderDialog(buildTimeReport({ imageUrls: [PHOTO], receiptsConfirmed: true }));
    const view = within(dialog);
    expect(view.getByText("Inskickad")).toBeInTheDocument();
    expect(view.getByText("Erik Andersson")).toBeInTheDocument();
    expect(view.getByText("arbetare@demo.se")).toBeInTheDocument();
    expect(view.getByText("fredag 20 november 2026")).toBeInTheDocument();
    expect(view.getByText("7,5 h")).toBeInTheDocument();
    expect(view.getByText("Villa Solbacken – tillbyggnad")).toBeInTheDocument();
    expect(view.getByText("P-2025-001")).toBeInTheDocument();
    const link = view.getByRole("link", { name: "Bild 1 (öppnas i ny flik)" });
    expect(link).toHaveAttribute("href", PHOTO);
    expect(link).toHaveAttribute("target", "_blank");
    expect(view.getByText("Inga kvittonbilder uppladdade")).toBeInTheDocument();
    expect(view.getByText("Arbetaren har bekräftat att alla kvitton är uppladdade.")).toBeInTheDocument();
    expect(view.getAllByText(/20 nov\.? 2026 16:02/, { selector: "dd" })).toHaveLength(2);
  });

  it("has no accessibility violations, with photos, a receipt and an admin's buttons, and with the question why it is rejected", async () => {
    const report = buildTimeReport({ imageUrls: [PHOTO], receiptImageUrls: [PHOTO], receiptsConfirmed: true });
    const { user } = renderDialog(report, { canVerify: true, canEdit: true, onEdit: vi.fn(), statusLabels: ADMIN_STATUS_LABELS });
    await expectNoAxeViolations("the report's details");
    await user.click(screen.getByRole("button", { name: "Neka" }));
    const ask = screen.getByRole("dialog", { name: "Neka rapport" });
    await user.click(within(ask).getByRole("button", { name: "Neka" }));
    expect(await within(ask).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    await expectNoAxeViolations("'Neka rapport' with its message");
  });

  it("is read-only without flags", () => {
    renderDialog(buildTimeReport());
    for (const name of ["Redigera", "Verifiera", "Neka"]) expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
  });

  it("offers 'Redigera' only for a report that is not verified", async () => {
    const onEdit = vi.fn();
    const report = buildTimeReport();
    const { user } = renderDialog(report, { canEdit: true, onEdit });
    await user.click(screen.getByRole("button", { name: "Redigera" }));
    expect(onEdit).toHaveBeenCalledWith(report);
  });

  it("hides 'Redigera' on a verified report", () => {
    renderDialog(buildTimeReport({ status: "verified", isVerified: true }), { canEdit: true, onEdit: vi.fn() });
    expect(screen.getByText("Verifierad")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Redigera" })).not.toBeInTheDocument();
  });

  it("lets an admin verify a submitted report, with the admin's status text", async () => {
    const report = buildTimeReport();
    const verified = { ...report, status: "verified" as const, isVerified: true };
    const { callsTo } = mockApi(http.post(`/api/time-reports/${report.id}/verify`, () => HttpResponse.json(verified)));
    const { user, onChanged } = renderDialog(report, { canVerify: true, statusLabels: ADMIN_STATUS_LABELS });
    expect(screen.getByText("Väntar granskning")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Verifiera" }));
    expect(await screen.findByText("Framgång")).toBeInTheDocument();
    expect(callsTo("POST", `/api/time-reports/${report.id}/verify`)).toHaveLength(1);
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByText("Verifierad")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verifiera" })).not.toBeInTheDocument();
  });

  it("shows no review buttons on a verified report", () => {
    renderDialog(buildTimeReport({ status: "verified", isVerified: true }), { canVerify: true });
    expect(screen.queryByRole("button", { name: "Verifiera" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Neka" })).not.toBeInTheDocument();
  });

  it("says 'Kunde inte verifiera rapporten' when verifying fails", async () => {
    const report = buildTimeReport();
    mockApi(http.post(`/api/time-reports/${report.id}/verify`, reply(500)));
    const { user } = renderDialog(report, { canVerify: true });
    await user.click(screen.getByRole("button", { name: "Verifiera" }));
    expect(await screen.findByText("Kunde inte verifiera rapporten")).toBeInTheDocument();
  });

  it("asks why before rejecting, reads 'Nekar...' with the buttons disabled meanwhile, then closes", async () => {
    const report = buildTimeReport();
    let answer: (value: Response) => void = () => {};
    const { callsTo } = mockApi(http.delete(`/api/time-reports/${report.id}`, () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user, onOpenChange, onChanged } = renderDialog(report, { canVerify: true });

    await user.click(screen.getByRole("button", { name: "Neka" }));
    const ask = screen.getByRole("dialog", { name: "Neka rapport" });
    expect(within(ask).getByText(/Är du säker på att du vill neka och radera denna rapport\?/)).toBeInTheDocument();
    await user.type(within(ask).getByLabelText("Anledning"), "För kort");
    await user.click(within(ask).getByRole("button", { name: "Neka" }));
    expect(await within(ask).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    expect(callsTo("DELETE", `/api/time-reports/${report.id}`)).toHaveLength(0);

    await user.clear(within(ask).getByLabelText("Anledning"));
    await user.type(within(ask).getByLabelText("Anledning"), "Dubbelrapporterad dag");
    await user.click(within(ask).getByRole("button", { name: "Neka" }));

    await waitFor(() => expect(screen.getAllByRole("button", { name: "Nekar...", hidden: true })).toHaveLength(2));
    for (const button of screen.getAllByRole("button", { name: "Nekar...", hidden: true })) expect(button).toBeDisabled();
    expect(screen.getByRole("button", { name: "Verifiera", hidden: true })).toBeDisabled();
    const calls = callsTo("DELETE", `/api/time-reports/${report.id}`);
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(calls[0].body).toEqual({ reason: "Dubbelrapporterad dag" }));

    answer(HttpResponse.json({ id: report.id, rejected: true }));
    expect(await screen.findByText("Nekad")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onChanged).toHaveBeenCalled();
  });

  it("says 'Kunde inte neka rapporten' when rejecting fails", async () => {
    const report = buildTimeReport();
    mockApi(http.delete(`/api/time-reports/${report.id}`, reply(500)));
    const { user } = renderDialog(report, { canVerify: true });
    await user.click(screen.getByRole("button", { name: "Neka" }));
    const ask = screen.getByRole("dialog", { name: "Neka rapport" });
    await user.type(within(ask).getByLabelText("Anledning"), "Dubbelrapporterad dag");
    await user.click(within(ask).getByRole("button", { name: "Neka" }));
    expect(await screen.findByText("Kunde inte neka rapporten")).toBeInTheDocument();
  });

  it("shows what the caller adds below the details", () => {
    renderWithProviders(
      <ReportDetailDialog report={buildTimeReport()} open onOpenChange={() => {}}>
        <p>Historik</p>
      </ReportDetailDialog>,
    );
    expect(screen.getByText("Historik")).toBeInTheDocument();
  });
});
