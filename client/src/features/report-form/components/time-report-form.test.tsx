// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { earlierReportsHandlers, FORM_PROJECTS as PROJECTS, formProjectsHandler as projectsHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm } from "./time-report-form";
import type { RenderUploader } from "./time-report-form-props";
import { sentWhenShown } from "@/test/sent";

const TODAY = "2026-11-20";
const PHOTO_2 = "/objects/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const RECEIPT = "/objects/uploads/cccccccc-cccc-4ccc-8ccc-cccccccccccc";

/** Stands in for the uploads feature: one button per kind that "uploads" a known path. */
const fakeUploader: RenderUploader = (kind, slot) => (
  <button type="button" disabled={slot.disabled} onClick={() => slot.onUploaded([kind === "images" ? PHOTO_2 : RECEIPT])}>
    {`Ladda upp ${kind}`}
  </button>
);

function renderForm(props: Partial<Parameters<typeof TimeReportForm>[0]> = {}, ...handlers: RequestHandler[]) {
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const fetch = mockApi(...handlers, projectsHandler(), lockedPeriodsHandler(), ...earlierReportsHandlers());
  renderWithProviders(<TimeReportForm open onOpenChange={onOpenChange} renderUploader={fakeUploader} onSaved={onSaved} today={TODAY} {...props} />);
  return { ...fetch, onSaved, onOpenChange, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("option", { name: /P-2025-001/ });
  await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
  await user.type(screen.getByLabelText("Timmar"), "7.5");
  await user.type(screen.getByLabelText("Beskrivning"), "Gjutning av bjälklag plan 2");
  await user.click(screen.getByLabelText(CONFIRM_TEXT));
}

describe("TimeReportForm", () => {
  it("shows each required-field message, and sends nothing", async () => {
    const { user, callsTo } = renderForm();
    expect(screen.getByRole("dialog", { name: "Tidsrapportering" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Datum"), { target: { value: "" } });
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Projekt måste väljas")).toBeInTheDocument();
    expect(screen.getByText("Datum måste anges")).toBeInTheDocument();
    expect(screen.getByText("Timmar måste anges")).toBeInTheDocument();
    expect(screen.getByText("Beskrivning måste vara minst 10 tecken")).toBeInTheDocument();
    expect(screen.getByText("Du måste bekräfta att uppgifterna är korrekta")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it("has no accessibility violations, with photos and a receipt attached and each required-field message", async () => {
    const { user } = renderForm();
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.click(screen.getByRole("button", { name: "Ladda upp images" }));
    await user.click(screen.getByRole("button", { name: "Ladda upp receipts" }));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Projekt måste väljas")).toBeInTheDocument();
    await expectNoAxeViolations("the report form with its attachments and messages");
  });

  it("limits the date to one year back up to today, and hours to 0–24 in steps of 0.5", async () => {
    const { user } = renderForm();
    const date = screen.getByLabelText("Datum");
    expect(date).toHaveValue(TODAY);
    expect(date).toHaveAttribute("min", "2025-11-20");
    expect(date).toHaveAttribute("max", TODAY);
    // A text input with the decimal keyboard: a number input may read "7,5" as 75.
    const hours = screen.getByLabelText("Timmar");
    expect(hours).toHaveAttribute("type", "text");
    expect(hours).toHaveAttribute("inputmode", "decimal");

    const submit = screen.getByRole("button", { name: "Skicka tidrapport" });
    for (const [typed, message] of [
      ["7.3", "Timmar anges i steg om 0,5"],
      ["7,3", "Timmar anges i steg om 0,5"],
      ["0", "Timmar måste vara ett positivt tal"],
      ["24.5", "Timmar får vara högst 24"],
    ] as const) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    fireEvent.change(date, { target: { value: "2026-11-21" } });
    await user.click(submit);
    expect(await screen.findByText("Datum kan inte vara i framtiden")).toBeInTheDocument();
    fireEvent.change(date, { target: { value: "2025-11-19" } });
    await user.click(submit);
    expect(await screen.findByText("Datum får vara högst ett år tillbaka")).toBeInTheDocument();
  });

  it("offers only active projects", async () => {
    renderForm();
    await screen.findByRole("option", { name: /P-2025-001/ });
    expect(screen.getByRole("option", { name: "P-2025-002 · Brf Kajen – stambyte" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /Förskolan Ekorren/ })).not.toBeInTheDocument();
  });

  it("requires the final confirmation", async () => {
    const { user, callsTo } = renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Du måste bekräfta att uppgifterna är korrekta")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it("sends the report with its attachments and says it went for review", async () => {
    const saved = buildTimeReport();
    const { user, callsTo, onSaved, onOpenChange } = renderForm(
      {},
      http.post("/api/time-reports", () => HttpResponse.json(saved, { status: 201 })),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Ladda upp images" }));
    await user.click(screen.getByRole("button", { name: "Ladda upp receipts" }));
    await user.click(screen.getByLabelText("Jag har laddat upp alla kvitton för den här dagen."));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await sentWhenShown(callsTo, "Tidrapport skapad", "POST", "/api/time-reports")).toEqual({
      timeCode: "ARB",
      projectId: PROJECTS[0].id,
      date: TODAY,
      hours: "7.50",
      description: "Gjutning av bjälklag plan 2",
      imageUrls: [PHOTO_2],
      receiptsConfirmed: true,
      receiptImageUrls: [RECEIPT],
      startTime: null,
      endTime: null,
      breakMinutes: null,
      // Made on pressing the button, so a send whose answer is lost is not filed twice (docs/product-rules.md §12).
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(onSaved).toHaveBeenCalledWith(saved, "created");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("on an absence code hides the photos, the receipts and their checkbox, and sends none of them", async () => {
    const { user, callsTo } = renderForm(
      {},
      http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport({ timeCode: "SJK" }), { status: 201 })),
    );
    await user.click(screen.getByRole("button", { name: "Ladda upp images" }));
    await user.click(screen.getByRole("button", { name: "Ladda upp receipts" }));
    await user.click(screen.getByLabelText("Jag har laddat upp alla kvitton för den här dagen."));
    expect(screen.getByRole("group", { name: "Bilder från arbetsplatsen (valfritt)" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Kvitton (valfritt)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sjukdom" }));

    expect(screen.queryByRole("group", { name: "Bilder från arbetsplatsen (valfritt)" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Kvitton (valfritt)" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ladda upp images" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Jag har laddat upp alla kvitton för den här dagen.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await sentWhenShown(callsTo, "Tidrapport skapad", "POST", "/api/time-reports")).toMatchObject({
      timeCode: "SJK",
      imageUrls: [],
      receiptImageUrls: [],
      receiptsConfirmed: false,
    });
  });

  it("counts the description's characters from 80 % of its limit, and refuses more than 2000 naming the limit", async () => {
    const { user, callsTo } = renderForm();
    await fillValid(user);
    const description = screen.getByLabelText("Beskrivning");
    fireEvent.change(description, { target: { value: "a".repeat(1599) } });
    expect(screen.queryByText("1599/2000")).not.toBeInTheDocument();
    fireEvent.change(description, { target: { value: "a".repeat(1600) } });
    expect(screen.getByText("1600/2000")).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription("1600/2000");

    fireEvent.change(description, { target: { value: "a".repeat(2001) } });
    expect(screen.getByText("2001/2000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Högst 2000 tecken")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")).toHaveLength(0);
  });

  it("takes hours with a decimal comma and sends them through the shared schema", async () => {
    const saved = buildTimeReport();
    const { user, callsTo } = renderForm(
      {},
      http.post("/api/time-reports", () => HttpResponse.json(saved, { status: 201 })),
    );
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
    await user.type(screen.getByLabelText("Timmar"), "1,5");
    await user.type(screen.getByLabelText("Beskrivning"), "Gjutning av bjälklag plan 2");
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await sentWhenShown(callsTo, "Tidrapport skapad", "POST", "/api/time-reports")).toMatchObject({ hours: "1.50" });
  });

  it("asks before throwing away typed changes on Esc, 'Avbryt' or the close button; closes at once when nothing changed", async () => {
    const { user, onOpenChange } = renderForm();
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();

    await user.type(screen.getByLabelText("Beskrivning"), "Halvvägs");
    await user.keyboard("{Escape}");
    const ask = await screen.findByRole("alertdialog", { name: "Osparade ändringar" });
    expect(ask).toHaveTextContent("Vill du kasta ändringarna?");
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole("button", { name: "Avbryt" }));
    expect(screen.getByLabelText("Beskrivning")).toHaveValue("Halvvägs");

    await user.click(screen.getByRole("button", { name: "Stäng" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Kasta ändringarna" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's sentence in the error toast, not only 'Fel'", async () => {
    const { user } = renderForm(
      {},
      http.post("/api/time-reports", () =>
        HttpResponse.json(
          { message: "Summan för dagen får vara högst 24 timmar", errors: { hours: "Summan för dagen får vara högst 24 timmar (2 timmar kvar den dagen)" } },
          { status: 400 },
        ),
      ),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    expect(await screen.findByText("Summan för dagen får vara högst 24 timmar (2 timmar kvar den dagen)")).toBeInTheDocument();
    expect(screen.getByText("Fel")).toBeInTheDocument();
    expect(screen.getByText("Summan för dagen får vara högst 24 timmar", { exact: true })).toBeInTheDocument();
  });
});
