// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noAttachmentsOrClockTimes } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler as projectsHandler, latestWorkHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import type { OfflineDraft } from "../lib/offline-draft";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import type { RenderUploader } from "./time-report-form-props";

const TODAY = "2026-11-20";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const photoFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "foto.png", { type: "image/png" });

/** Stands in for the uploads feature offline: it hands the picked file back unuploaded. */
const offlineUploader: RenderUploader = (kind, slot) => (
  <button type="button" disabled={slot.disabled} onClick={() => slot.onKept?.([photoFile()])}>
    {`Välj ${kind}`}
  </button>
);

const reportsHandler = () => http.get("/api/time-reports", () => HttpResponse.json([]));

function renderForm(props: Partial<Parameters<typeof TimeReportForm>[0]> = {}, ...handlers: RequestHandler[]) {
  const save = vi.fn<(draft: OfflineDraft) => Promise<void>>().mockResolvedValue(undefined);
  const onOpenChange = vi.fn();
  const log = mockApi(...handlers, projectsHandler(), lockedPeriodsHandler(), reportsHandler(), latestWorkHandler());
  renderWithProviders(<TimeReportForm open onOpenChange={onOpenChange} renderUploader={offlineUploader} today={TODAY} offline={{ save }} {...props} />);
  return { ...log, save, onOpenChange, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("option", { name: /P-2025-001/ });
  await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
  await user.type(screen.getByLabelText("Timmar"), "7,5");
  await user.type(screen.getByLabelText("Beskrivning"), "Gjutning av bjälklag plan 2");
  await user.click(screen.getByLabelText(CONFIRM_TEXT));
}

afterEach(() => vi.restoreAllMocks());

describe("TimeReportForm without coverage", () => {
  it("queues the report with its kept photo, sends nothing and closes with 'Sparad – skickas när du har uppkoppling'", async () => {
    const { user, save, onOpenChange, callsTo } = renderForm();
    await fillValid(user);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Välj images" }));
    expect(await screen.findByRole("img", { name: "Bild 1" })).toHaveAttribute("src", expect.stringMatching(/^blob:/));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await screen.findByText("Sparad – skickas när du har uppkoppling")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
    expect(save).toHaveBeenCalledTimes(1);
    const draft = save.mock.calls[0][0];
    expect(draft.clientId).toMatch(UUID);
    expect(draft.body).toMatchObject({ projectId: PROJECTS[0].id, hours: "7.50", imageUrls: [] });
    expect(draft.files).toEqual([expect.objectContaining({ kind: "images", name: "foto.png", type: "image/png" })]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("queues under the same clientId when the send gets no answer at all", async () => {
    const { user, save, callsTo } = renderForm(
      {},
      http.post("/api/time-reports", () => HttpResponse.error()),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await screen.findByText("Sparad – skickas när du har uppkoppling")).toBeInTheDocument();
    const [sent] = callsTo("POST", "/api/time-reports");
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(save.mock.calls[0][0].clientId).toBe((sent.body as { clientId: string }).clientId);
  });

  it("does not queue a report the server answered with a refusal", async () => {
    const message = "Veckan är låst för lön";
    const { user, save } = renderForm(
      {},
      http.post("/api/time-reports", () => HttpResponse.json({ message }, { status: 409 })),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Tidsrapportering" })).toBeInTheDocument();
  });

  it("opens a refused queued report with its values and photo, and saving puts it back in the queue", async () => {
    const blob = photoFile();
    const draft: OfflineDraft = {
      clientId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
      body: {
        timeCode: "ARB",
        projectId: PROJECTS[0].id,
        date: "2026-11-19",
        hours: "20",
        description: "Formsättning, plan 3",
        ...noAttachmentsOrClockTimes(),
      },
      files: [{ id: "f1", kind: "images", name: "foto.png", type: "image/png", blob }],
    };
    const { user, save, callsTo } = renderForm({ draft });
    await waitFor(() => expect(screen.getByLabelText("Projekt")).toHaveValue(PROJECTS[0].id));
    expect(screen.getByLabelText("Timmar")).toHaveValue("20");
    expect(screen.getByLabelText("Beskrivning")).toHaveValue("Formsättning, plan 3");
    expect(screen.getByRole("img", { name: "Bild 1" })).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Timmar"));
    await user.type(screen.getByLabelText("Timmar"), "8");
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({ clientId: draft.clientId, body: { date: "2026-11-19", hours: "8.00" }, files: draft.files });
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });
});
