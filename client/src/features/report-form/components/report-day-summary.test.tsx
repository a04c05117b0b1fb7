// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildProject, buildTimeReport } from "@tests/support/builders";
import { activateLocale } from "@/lib/i18n/runtime";
import { expectNoAxeViolations } from "@/test/axe";
import { latestWorkHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { dailyNormHandler, lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { shownToast } from "@/test/toasts";
import type { OfflineDraft } from "../lib/offline-draft";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import type { ReportPrefill } from "./time-report-form-props";

const TODAY = "2026-11-20";
const SITE_ID = "55555555-5555-4555-8555-555555555555";
const kajen = buildProject({ id: "66666666-6666-4666-8666-666666666666", projectNumber: "P-2026-010", title: "Kv. Kajen", siteId: SITE_ID });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What 'Rapportera dagen' hands the form: in 06:58, out 15:05, the last report's half-hour break and text. */
const DAY: ReportPrefill = {
  timeCode: "ARB",
  date: TODAY,
  projectId: kajen.id,
  startTime: "07:00",
  endTime: "15:00",
  breakMinutes: "30",
  description: "Gjutning av bjälklag plan 2",
  fromLedger: { checkIn: "06:58", checkOut: "15:05" },
};

/** Every field of the report as sent: the summary and the form send the same. */
const SENT = {
  timeCode: "ARB",
  projectId: kajen.id,
  date: TODAY,
  hours: "7.50",
  startTime: "07:00",
  endTime: "15:00",
  breakMinutes: 30,
  description: "Gjutning av bjälklag plan 2",
  imageUrls: [],
  receiptsConfirmed: false,
  receiptImageUrls: [],
};

function renderDay(prefill: ReportPrefill, ...handlers: RequestHandler[]) {
  const save = vi.fn<(draft: OfflineDraft) => Promise<void>>().mockResolvedValue(undefined);
  const onOpenChange = vi.fn();
  const log = mockApi(
    ...handlers,
    http.get("/api/projects", () => HttpResponse.json([kajen])),
    lockedPeriodsHandler(),
    dailyNormHandler(),
    http.get("/api/time-reports", () => HttpResponse.json([])),
    latestWorkHandler(),
  );
  const view = renderWithProviders(
    <TimeReportForm open onOpenChange={onOpenChange} renderUploader={() => null} today={TODAY} prefill={prefill} offline={{ save }} offerDaySplit />,
  );
  return { ...log, ...view, save, onOpenChange, user: userEvent.setup() };
}

const created = () => http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport(), { status: 201 }));
const sendButton = () => screen.getByRole("button", { name: "Bekräfta och skicka" });

/** The summary once its checks (locked periods, the daily norm, the day's reports) are in. */
async function summary() {
  const dialog = within(await screen.findByRole("dialog", { name: "Rapportera dagen" }));
  await waitFor(() => expect(sendButton()).toBeEnabled());
  return dialog;
}

afterEach(async () => {
  vi.restoreAllMocks();
  // Files share the module's language: each test leaves Swedish behind.
  await activateLocale("sv");
});

describe("'Rapportera dagen': the day to confirm (docs/product-rules.md §15)", () => {
  it("shows the day it proposes with the confirmation sentence right above 'Bekräfta och skicka', and no checkbox", async () => {
    const { callsTo } = renderDay(DAY, created());
    const dialog = await summary();
    const terms = dialog.getAllByRole("term").map((t) => t.textContent);
    const values = dialog.getAllByRole("definition").map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      Datum: "fredag 20 november 2026",
      Projekt: "P-2026-010 · Kv. Kajen",
      Typ: "Arbetad tid",
      Tid: "07:00–15:00 · rast 30 min",
      Timmar: "7,5 h",
      Beskrivning: "Gjutning av bjälklag plan 2",
    });
    expect(dialog.getByText("Från personalliggaren: in 06:58, ut 15:05 (avrundat till halvtimmar)")).toBeInTheDocument();
    // The spec's sentence, said with the button: pressing it is the confirmation.
    expect(sendButton()).toHaveAccessibleDescription(CONFIRM_TEXT);
    expect(dialog.queryByRole("checkbox")).toBeNull();
    expect(dialog.getByRole("button", { name: "Ändra" })).toBeEnabled();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
    await expectNoAxeViolations("the day 'Rapportera dagen' proposes");
  });

  it("'Bekräfta och skicka' sends the very body 'Skicka tidrapport' of the form sends, and closes with the form's toast", async () => {
    const viaSummary = renderDay(DAY, created());
    await summary();
    await viaSummary.user.click(sendButton());
    await waitFor(() => expect(viaSummary.onOpenChange).toHaveBeenCalledWith(false));
    expect(shownToast()).toMatchObject({ title: "Tidrapport skapad" });
    const [bySummary] = viaSummary.callsTo("POST", "/api/time-reports");
    expect(bySummary.body).toEqual({ ...SENT, clientId: expect.stringMatching(UUID) });
    viaSummary.unmount();

    // The same day through 'Ändra', the checkbox and 'Skicka tidrapport'.
    const viaForm = renderDay(DAY, created());
    await summary();
    await viaForm.user.click(screen.getByRole("button", { name: "Ändra" }));
    await viaForm.user.click(await screen.findByLabelText(CONFIRM_TEXT));
    await viaForm.user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    // The request log outlives the first render: the form's send is the next one.
    await waitFor(() => expect(viaForm.callsTo("POST", "/api/time-reports")).toHaveLength(2));
    const { clientId: _own, ...byForm } = viaForm.callsTo("POST", "/api/time-reports")[1].body as { clientId: string };
    const { clientId: _other, ...sentBySummary } = bySummary.body as { clientId: string };
    expect(sentBySummary).toEqual(byForm);
  });

  it("'Ändra' opens the form filled in the same, the confirmation for the worker to tick, nothing sent", async () => {
    const { user, callsTo } = renderDay(DAY);
    await summary();
    await user.click(screen.getByRole("button", { name: "Ändra" }));
    const form = within(await screen.findByRole("dialog", { name: "Tidsrapportering" }));
    // Focus stays in the sheet, where the form now stands.
    expect(screen.getByRole("dialog", { name: "Tidsrapportering" })).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(form.getByLabelText("Projekt")).toHaveValue(kajen.id));
    expect(form.getByLabelText("Datum")).toHaveValue(TODAY);
    expect(form.getByLabelText("Start")).toHaveValue("07:00");
    expect(form.getByLabelText("Slut")).toHaveValue("15:00");
    expect(form.getByLabelText("Rast (min)")).toHaveValue("30");
    await waitFor(() => expect(form.getByLabelText("Timmar")).toHaveValue("7,5"));
    expect(form.getByLabelText("Beskrivning")).toHaveValue("Gjutning av bjälklag plan 2");
    expect(form.getByLabelText(CONFIRM_TEXT)).not.toBeChecked();
    expect(form.getByText("Från personalliggaren: in 06:58, ut 15:05 (avrundat till halvtimmar)")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it.each([
    ["no project on the site", { projectId: "" }],
    ["no description to repeat", { description: "" }],
    ["no end: the stay made no half hour", { endTime: "" }],
    ["a clock-change night with hours and no clock times", { startTime: "", endTime: "", breakMinutes: "", hours: "5,5" }],
  ])("opens the form directly when the day cannot go as it is: %s", async (_why, change) => {
    renderDay({ ...DAY, ...change });
    expect(await screen.findByRole("dialog", { name: "Tidsrapportering" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Bekräfta och skicka" })).toBeNull();
    expect(screen.getByLabelText(CONFIRM_TEXT)).not.toBeChecked();
  });

  it("opens the form when the day passes the daily norm, where the worker chooses 'Dela upp' or 'Arbetad tid'", async () => {
    renderDay({ ...DAY, endTime: "16:00" });
    const form = within(await screen.findByRole("dialog", { name: "Tidsrapportering" }));
    expect(await form.findByRole("button", { name: /^Dela upp: 8 h Arbetad tid \+ 0,5 h Övertid enkel/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Bekräfta och skicka" })).toBeNull();
  });

  it("opens the form when the date is in a locked pay period", async () => {
    renderDay(DAY, lockedPeriodsHandler([{ startDate: "2026-11-01", endDate: "2026-11-30" }]));
    expect(await screen.findByRole("dialog", { name: "Tidsrapportering" })).toBeInTheDocument();
    expect(await screen.findByText(/låst/)).toBeInTheDocument();
  });

  it("without coverage puts the report in the queue, as the form does, and closes", async () => {
    const { user, save, onOpenChange, callsTo } = renderDay(DAY);
    await summary();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(sendButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toEqual({ clientId: expect.stringMatching(UUID), body: SENT, files: [] });
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
    expect(shownToast()).toMatchObject({ title: "Sparad – skickas när du har uppkoppling" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal and stays open with 'Ändra'", async () => {
    const message = "Summan för dagen får vara högst 24 timmar";
    const { user, save, onOpenChange } = renderDay(
      DAY,
      http.post("/api/time-reports", () => HttpResponse.json({ message }, { status: 409 })),
    );
    const dialog = await summary();
    await user.click(sendButton());
    expect(await dialog.findByRole("alert")).toHaveTextContent(message);
    expect(save).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog", { name: "Rapportera dagen" })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Ändra" })).toBeEnabled();
    expect(sendButton()).toBeEnabled();
  });

  it("speaks the worker's language: in Polish the day, the confirmation and the buttons", async () => {
    await activateLocale("pl", ["checkin", "report"]);
    const { user, callsTo } = renderDay(DAY, created());
    const dialog = within(await screen.findByRole("dialog", { name: "Wypełnij raport za dziś" }));
    const confirm = dialog.getByRole("button", { name: "Potwierdź i wyślij" });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(confirm).toHaveAccessibleDescription("Potwierdzam, że powyższe dane są prawdziwe, a czas pracy jest zgłoszony poprawnie.");
    expect(dialog.getByText("07:00–15:00")).toBeInTheDocument();
    expect(dialog.getByText("· przerwa 30 min")).toBeInTheDocument();
    expect(dialog.getByText("7,5 godz.")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Zmień" })).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(callsTo("POST", "/api/time-reports")).toHaveLength(1));
  });

  it("stays the summary while it sends, though the day's reports read afresh then pass the norm with the report itself", async () => {
    let filed: ReturnType<typeof buildTimeReport>[] = [];
    const { user, onOpenChange } = renderDay(
      DAY,
      http.get("/api/time-reports", () => HttpResponse.json(filed)),
      http.post("/api/time-reports", () => {
        filed = [buildTimeReport({ date: TODAY, timeCode: "ARB", hours: "7.50" })];
        return HttpResponse.json(filed[0], { status: 201 });
      }),
    );
    await summary();
    await user.click(sendButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.getByRole("dialog", { name: "Rapportera dagen" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Tidsrapportering" })).toBeNull();
  });
});
