// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi, reply } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler as projectsHandler, latestWorkHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import type { RenderUploader } from "./time-report-form-props";
import { sentWhenShown } from "@/test/sent";

const TODAY = "2026-11-20";
const PHOTO_1 = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const PHOTO_2 = "/objects/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const RECEIPT = "/objects/uploads/cccccccc-cccc-4ccc-8ccc-cccccccccccc";

const fakeUploader: RenderUploader = (kind, slot) => (
  <button type="button" disabled={slot.disabled} onClick={() => slot.onUploaded([])}>
    {`Ladda upp ${kind}`}
  </button>
);

const report = buildTimeReport({
  date: "2026-11-18",
  hours: "6.50",
  description: "Rivning av innerväggar, plan 1",
  imageUrls: [PHOTO_1, PHOTO_2],
  receiptImageUrls: [RECEIPT],
  receiptsConfirmed: true,
});

/** The worker's other reports, which the live working-time preview reads: none here. */
const otherReportsHandler = () => http.get("/api/time-reports", () => HttpResponse.json([]));

describe("TimeReportForm when editing", () => {
  it("prefills everything, images included, and sends the list without a removed photo", async () => {
    const { callsTo } = mockApi(
      projectsHandler(),
      lockedPeriodsHandler(),
      otherReportsHandler(),
      http.put(`/api/time-reports/${report.id}`, () => HttpResponse.json(report)),
    );
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={fakeUploader} onSaved={onSaved} today={TODAY} />);

    expect(screen.getByRole("dialog", { name: "Redigera Tidsrapport" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Projekt")).toHaveValue(report.projectId));
    expect(screen.getByLabelText("Datum")).toHaveValue("2026-11-18");
    expect(screen.getByLabelText("Timmar")).toHaveValue("6,5");
    expect(screen.getByLabelText("Beskrivning")).toHaveValue("Rivning av innerväggar, plan 1");
    expect(screen.getByLabelText("Jag har laddat upp alla kvitton för den här dagen.")).toBeChecked();
    expect(screen.getByLabelText(CONFIRM_TEXT)).not.toBeChecked();
    expect(screen.getByRole("img", { name: "Bild 1" })).toHaveAttribute("src", PHOTO_1);
    expect(screen.getByRole("img", { name: "Bild 2" })).toHaveAttribute("src", PHOTO_2);
    expect(screen.getByRole("img", { name: "Kvitto 1" })).toHaveAttribute("src", RECEIPT);

    await user.click(screen.getByRole("button", { name: "Ta bort bild 1" }));
    expect(screen.queryByRole("img", { name: "Bild 2" })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await sentWhenShown(callsTo, "Tidrapport uppdaterad", "PUT", `/api/time-reports/${report.id}`)).toMatchObject({
      imageUrls: [PHOTO_2],
      receiptImageUrls: [RECEIPT],
      receiptsConfirmed: true,
      hours: "6.50",
      date: "2026-11-18",
    });
    expect(onSaved).toHaveBeenCalledWith(report, "updated");
  });

  it("reads 'Skickar...' and disables its buttons and the uploads while sending", async () => {
    let answer: (value: Response) => void = () => {};
    mockApi(
      projectsHandler(),
      lockedPeriodsHandler(),
      otherReportsHandler(),
      http.put(`/api/time-reports/${report.id}`, () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={fakeUploader} today={TODAY} />);
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    const sending = await screen.findByRole("button", { name: "Skickar..." });
    expect(sending).toBeDisabled();
    expect(screen.getByRole("button", { name: "Avbryt" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Ladda upp images" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Ladda upp receipts" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Ta bort bild 1" })).toBeDisabled();

    answer(HttpResponse.json(report));
    expect(await screen.findByText("Tidrapport uppdaterad")).toBeInTheDocument();
  });

  it("puts the server's field messages under the fields", async () => {
    mockApi(
      projectsHandler(),
      lockedPeriodsHandler(),
      otherReportsHandler(),
      http.put(`/api/time-reports/${report.id}`, reply(400, { message: "Ogiltiga uppgifter", errors: { hours: "Summan för dagen får vara högst 24 timmar" } })),
    );
    const user = userEvent.setup();
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={fakeUploader} today={TODAY} />);
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Summan för dagen får vara högst 24 timmar")).toBeInTheDocument();
    expect(screen.getByLabelText("Timmar")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Fel")).toBeInTheDocument();
  });

  it("shows the server's sentence, or the fallback, when saving fails", async () => {
    mockApi(
      projectsHandler(),
      lockedPeriodsHandler(),
      otherReportsHandler(),
      http.put(`/api/time-reports/${report.id}`, reply(409, { message: "Verifierade rapporter kan inte ändras" })),
    );
    const user = userEvent.setup();
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={report} renderUploader={fakeUploader} today={TODAY} />);
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Verifierade rapporter kan inte ändras")).toBeInTheDocument();
    expect(screen.getByText("Fel")).toBeInTheDocument();
  });

  it("falls back to 'Kunde inte skapa tidrapporten' for a new report", async () => {
    mockApi(
      projectsHandler(),
      lockedPeriodsHandler(),
      otherReportsHandler(),
      http.get("/api/time-reports", () => HttpResponse.json([])),
      latestWorkHandler(),
      http.post("/api/time-reports", reply(500)),
    );
    const user = userEvent.setup();
    renderWithProviders(<TimeReportForm open onOpenChange={() => {}} renderUploader={fakeUploader} today={TODAY} />);
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
    await user.type(screen.getByLabelText("Timmar"), "8");
    await user.type(screen.getByLabelText("Beskrivning"), "Montering av takstolar");
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Kunde inte skapa tidrapporten")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Tidsrapportering" })).toBeInTheDocument();
  });
});
