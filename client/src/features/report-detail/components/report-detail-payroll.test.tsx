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

const REASON = "Fel projekt, det ska vara P-2025-002.";

function renderDialog(report: TimeReport, props: Partial<ReportDetailDialogProps> = {}) {
  // An admin's dialog reads the worker's working-time warnings: none here.
  mockApi(warningsHandler());
  const onChanged = vi.fn();
  renderWithProviders(<ReportDetailDialog report={report} open onOpenChange={() => {}} onChanged={onChanged} {...props} />);
  return { onChanged, user: userEvent.setup(), dialog: screen.getByRole("dialog", { name: "Tidsrapport - Detaljer" }) };
}

describe("ReportDetailDialog: time codes", () => {
  it("shows an absence report by its label in the muted style, with no project", () => {
    const { dialog } = renderDialog(buildTimeReport({ timeCode: "VAB", description: "" }));
    const label = within(dialog).getByText("Vård av barn");
    expect(label).toHaveAttribute("data-kind", "absence");
    expect(within(dialog).queryByText("Projekt")).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Saknas/)).not.toBeInTheDocument();
    expect(within(dialog).getByText("Ingen beskrivning (frivillig vid frånvaro)")).toBeInTheDocument();
  });

  it("shows a work code's label beside its project", () => {
    const { dialog } = renderDialog(buildTimeReport({ timeCode: "ÖT1" }));
    expect(within(dialog).getByText("Övertid enkel")).toHaveAttribute("data-kind", "work");
    expect(within(dialog).getByText("P-2025-001")).toBeInTheDocument();
  });
});

describe("ReportDetailDialog: sent back and locked", () => {
  it("shows 'Skickad tillbaka' and the reason to the worker, who may edit it", async () => {
    const onEdit = vi.fn();
    const report = buildTimeReport({ status: "draft", returnReason: REASON });
    const { dialog, user } = renderDialog(report, { canEdit: true, onEdit });
    expect(within(dialog).getByText("Skickad tillbaka", { selector: "span.rounded-full" })).toBeInTheDocument();
    expect(within(dialog).getByText(REASON)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Redigera" }));
    expect(onEdit).toHaveBeenCalledWith(report);
  });

  it("shows 'Låst för lön' and offers no edit, verify, reject or send back", () => {
    const { dialog } = renderDialog(buildTimeReport({ lockedForPayroll: true }), { canEdit: true, canVerify: true, onEdit: vi.fn() });
    expect(within(dialog).getByText("Låst för lön", { selector: "span.rounded-full" })).toBeInTheDocument();
    for (const name of ["Redigera", "Verifiera", "Neka", "Skicka tillbaka"]) {
      expect(within(dialog).queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });

  it("asks an admin for a reason of 10–500 characters before sending a report back", async () => {
    const report = buildTimeReport();
    const { callsTo } = mockApi();
    const { user } = renderDialog(report, { canVerify: true, statusLabels: ADMIN_STATUS_LABELS });
    await user.click(screen.getByRole("button", { name: "Skicka tillbaka" }));
    const form = screen.getByRole("dialog", { name: "Skicka tillbaka" });
    const send = within(form).getByRole("button", { name: "Skicka tillbaka" });

    await user.type(within(form).getByLabelText("Anledning"), "Fel");
    await user.click(send);
    expect(await within(form).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();

    await user.clear(within(form).getByLabelText("Anledning"));
    await user.click(within(form).getByLabelText("Anledning"));
    await user.paste("x".repeat(501));
    await user.click(send);
    expect(await within(form).findByText("Anledningen får vara högst 500 tecken")).toBeInTheDocument();
    expect(callsTo("POST", `/api/time-reports/${report.id}/return`)).toHaveLength(0);
  });

  it("sends the reason, toasts, and shows the report as sent back without review buttons", async () => {
    const report = buildTimeReport();
    const { callsTo } = mockApi(
      http.post(`/api/time-reports/${report.id}/return`, () => HttpResponse.json({ ...report, status: "draft", returnReason: REASON })),
    );
    const { user, onChanged, dialog } = renderDialog(report, { canVerify: true, statusLabels: ADMIN_STATUS_LABELS });
    await user.click(screen.getByRole("button", { name: "Skicka tillbaka" }));
    const form = screen.getByRole("dialog", { name: "Skicka tillbaka" });
    await user.type(within(form).getByLabelText("Anledning"), `  ${REASON} `);
    await user.click(within(form).getByRole("button", { name: "Skicka tillbaka" }));

    expect(await screen.findByText("Rapporten har skickats tillbaka till arbetaren för rättning.")).toBeInTheDocument();
    expect(callsTo("POST", `/api/time-reports/${report.id}/return`).map((c) => c.body)).toEqual([{ reason: REASON }]);
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Skicka tillbaka" })).not.toBeInTheDocument();
    expect(within(dialog).getByText(REASON)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Verifiera" })).not.toBeInTheDocument();
  });

  it("shows the server's sentence when sending back fails", async () => {
    const report = buildTimeReport();
    mockApi(
      http.post(`/api/time-reports/${report.id}/return`, () =>
        HttpResponse.json({ message: "Endast inskickade rapporter kan skickas tillbaka" }, { status: 409 }),
      ),
    );
    const { user } = renderDialog(report, { canVerify: true });
    await user.click(screen.getByRole("button", { name: "Skicka tillbaka" }));
    const form = screen.getByRole("dialog", { name: "Skicka tillbaka" });
    await user.type(within(form).getByLabelText("Anledning"), REASON);
    await user.click(within(form).getByRole("button", { name: "Skicka tillbaka" }));
    expect(await screen.findByText("Endast inskickade rapporter kan skickas tillbaka")).toBeInTheDocument();
  });
});
