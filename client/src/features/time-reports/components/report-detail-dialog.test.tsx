// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { makeReport } from "@/test/time-report-fixture";
import { ReportDetailDialog, type ReportDetailDialogProps } from "./report-detail-dialog";
import { ADMIN_STATUS_LABELS } from "./report-status-badge";

const PHOTO = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

afterEach(() => vi.unstubAllGlobals());

function renderDialog(report: TimeReport, props: Partial<ReportDetailDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onChanged = vi.fn();
  renderWithProviders(<ReportDetailDialog report={report} open onOpenChange={onOpenChange} onChanged={onChanged} {...props} />);
  return { onOpenChange, onChanged, user: userEvent.setup(), dialog: screen.getByRole("dialog", { name: "Tidsrapport - Detaljer" }) };
}

describe("ReportDetailDialog", () => {
  it("shows the report: worker, long Swedish date, hours, project, images as new-tab links", () => {
    const { dialog } = renderDialog(makeReport({ imageUrls: [PHOTO], receiptsConfirmed: true }));
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

  it("is read-only without flags", () => {
    renderDialog(makeReport());
    for (const name of ["Redigera", "Verifiera", "Neka"]) expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
  });

  it("offers 'Redigera' only for a report that is not verified", async () => {
    const onEdit = vi.fn();
    const report = makeReport();
    const { user } = renderDialog(report, { canEdit: true, onEdit });
    await user.click(screen.getByRole("button", { name: "Redigera" }));
    expect(onEdit).toHaveBeenCalledWith(report);
  });

  it("hides 'Redigera' on a verified report", () => {
    renderDialog(makeReport({ status: "verified", isVerified: true }), { canEdit: true, onEdit: vi.fn() });
    expect(screen.getByText("Verifierad")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Redigera" })).not.toBeInTheDocument();
  });

  it("lets an admin verify a submitted report, with the admin's status text", async () => {
    const report = makeReport();
    const verified = { ...report, status: "verified" as const, isVerified: true };
    const { callsTo } = mockFetch({ [`POST /api/time-reports/${report.id}/verify`]: { body: verified } });
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
    renderDialog(makeReport({ status: "verified", isVerified: true }), { canVerify: true });
    expect(screen.queryByRole("button", { name: "Verifiera" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Neka" })).not.toBeInTheDocument();
  });

  it("says 'Kunde inte verifiera rapporten' when verifying fails", async () => {
    const report = makeReport();
    mockFetch({ [`POST /api/time-reports/${report.id}/verify`]: { status: 500 } });
    const { user } = renderDialog(report, { canVerify: true });
    await user.click(screen.getByRole("button", { name: "Verifiera" }));
    expect(await screen.findByText("Kunde inte verifiera rapporten")).toBeInTheDocument();
  });

  it("asks before rejecting, reads 'Nekar...' with both buttons disabled meanwhile, then closes", async () => {
    const report = makeReport();
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const { user, onOpenChange, onChanged } = renderDialog(report, { canVerify: true });

    await user.click(screen.getByRole("button", { name: "Neka" }));
    const confirm = screen.getByRole("alertdialog");
    expect(within(confirm).getByText("Är du säker på att du vill neka och radera denna rapport?")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Neka" }));

    await waitFor(() => expect(screen.getAllByRole("button", { name: "Nekar...", hidden: true })).toHaveLength(2));
    for (const button of screen.getAllByRole("button", { name: "Nekar...", hidden: true })) expect(button).toBeDisabled();
    expect(screen.getByRole("button", { name: "Verifiera", hidden: true })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(`/api/time-reports/${report.id}`, expect.objectContaining({ method: "DELETE" }));

    answer(new Response(JSON.stringify({ id: report.id, rejected: true }), { status: 200 }));
    expect(await screen.findByText("Nekad")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onChanged).toHaveBeenCalled();
  });

  it("says 'Kunde inte neka rapporten' when rejecting fails", async () => {
    const report = makeReport();
    mockFetch({ [`DELETE /api/time-reports/${report.id}`]: { status: 500 } });
    const { user } = renderDialog(report, { canVerify: true });
    await user.click(screen.getByRole("button", { name: "Neka" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Neka" }));
    expect(await screen.findByText("Kunde inte neka rapporten")).toBeInTheDocument();
  });

  it("shows what the caller adds below the details", () => {
    renderWithProviders(
      <ReportDetailDialog report={makeReport()} open onOpenChange={() => {}}>
        <p>Historik</p>
      </ReportDetailDialog>,
    );
    expect(screen.getByText("Historik")).toBeInTheDocument();
  });
});
