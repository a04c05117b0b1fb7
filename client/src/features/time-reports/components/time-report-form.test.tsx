// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, type MockResponse, type RecordedCall } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { makeReport, PROJECTS } from "@/test/time-report-fixture";
import { CONFIRM_TEXT } from "./time-report-fields";
import { TimeReportForm, type RenderUploader } from "./time-report-form";

const TODAY = "2026-11-20";
const PHOTO_2 = "/objects/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const RECEIPT = "/objects/uploads/cccccccc-cccc-4ccc-8ccc-cccccccccccc";

/** Stands in for the uploads feature: one button per kind that "uploads" a known path. */
const fakeUploader: RenderUploader = (kind, slot) => (
  <button type="button" disabled={slot.disabled} onClick={() => slot.onUploaded([kind === "images" ? PHOTO_2 : RECEIPT])}>
    {`Ladda upp ${kind}`}
  </button>
);

afterEach(() => vi.unstubAllGlobals());

function renderForm(props: Partial<Parameters<typeof TimeReportForm>[0]> = {}, routes: Record<string, MockResponse | ((c: RecordedCall) => MockResponse)> = {}) {
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const fetch = mockFetch({ "GET /api/projects": { body: PROJECTS }, ...routes });
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

  it("limits the date to one year back up to today, and hours to 0–24 in steps of 0.5", async () => {
    const { user } = renderForm();
    const date = screen.getByLabelText("Datum");
    expect(date).toHaveValue(TODAY);
    expect(date).toHaveAttribute("min", "2025-11-20");
    expect(date).toHaveAttribute("max", TODAY);
    const hours = screen.getByLabelText("Timmar");
    expect(hours).toHaveAttribute("step", "0.5");
    expect(hours).toHaveAttribute("min", "0");
    expect(hours).toHaveAttribute("max", "24");

    const submit = screen.getByRole("button", { name: "Skicka tidrapport" });
    for (const [typed, message] of [
      ["7.3", "Timmar anges i steg om 0,5"],
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
    const saved = makeReport();
    const { user, callsTo, onSaved, onOpenChange } = renderForm({}, { "POST /api/time-reports": { status: 201, body: saved } });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Ladda upp images" }));
    await user.click(screen.getByRole("button", { name: "Ladda upp receipts" }));
    await user.click(screen.getByLabelText("Jag har laddat upp alla kvitton för den här dagen."));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));

    expect(await screen.findByText("Tidrapport skapad")).toBeInTheDocument();
    expect(callsTo("POST", "/api/time-reports")[0].body).toEqual({
      projectId: PROJECTS[0].id,
      date: TODAY,
      hours: "7.50",
      description: "Gjutning av bjälklag plan 2",
      imageUrls: [PHOTO_2],
      receiptsConfirmed: true,
      receiptImageUrls: [RECEIPT],
    });
    expect(onSaved).toHaveBeenCalledWith(saved, "created");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
