// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildMil, expenseRatesHandler, expenseServer } from "@/test/expense-handlers";
import { formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { MilForm } from "./mil-form";
import type { RenderReceiptUploader } from "./receipt-section";
import { TraktForm } from "./trakt-form";
import { UtlaggForm } from "./utlagg-form";

const TODAY = "2026-11-20";
/** Week 45 of 2026 was exported to payroll and not reopened. */
const LOCKED = [{ startDate: "2026-11-02", endDate: "2026-11-08" }];
const SENTENCE = "Perioden 2026-11-02 – 2026-11-08 är låst för lön. Kontakta lönekontoret om något behöver rättas.";

const uploader: RenderReceiptUploader = (slot) => (
  <button type="button" disabled={slot.disabled} onClick={() => slot.onUploaded(["/objects/uploads/cccccccc-cccc-4ccc-8ccc-cccccccccccc"])}>
    Ta bild av kvittot
  </button>
);

function serve() {
  const server = expenseServer();
  const log = mockApi(server.handler, expenseRatesHandler(), formProjectsHandler(), lockedPeriodsHandler(LOCKED));
  return { ...log, user: userEvent.setup() };
}

const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const controls = (labels: string[]) => labels.map((label) => screen.getByLabelText(label));

/** Each kind: its date field, a free and a locked value of it, what else the worker fills in, and its send button. */
const KINDS = [
  {
    name: "utlägg",
    render: () => renderWithProviders(<UtlaggForm today={TODAY} onDone={() => {}} onCancel={() => {}} renderUploader={uploader} />),
    date: "Datum",
    locked: "2026-11-05",
    free: "2026-11-09",
    others: ["Belopp (kr inkl. moms)", "Moms (kr)", "Vad", "Projekt (valfritt)"],
    buttons: ["Ta bild av kvittot"],
    send: "Skicka utlägg",
  },
  {
    name: "milersättning",
    render: () => renderWithProviders(<MilForm today={TODAY} onDone={() => {}} onCancel={() => {}} />),
    date: "Datum",
    locked: "2026-11-08",
    free: "2026-11-09",
    others: ["Kilometer", "Sträcka och syfte", "Projekt (valfritt)"],
    buttons: [],
    send: "Skicka milersättning",
  },
  {
    name: "traktamente",
    render: () => renderWithProviders(<TraktForm today={TODAY} onDone={() => {}} onCancel={() => {}} />),
    date: "Avresa",
    locked: "2026-11-02T07:00",
    free: "2026-11-09T07:00",
    others: ["Hemkomst", "Resmål", "Projekt (valfritt)"],
    buttons: [],
    send: "Skicka traktamente",
  },
];

describe.each(KINDS)("the $name form and a date in a locked pay period", (kind) => {
  it("says so under the date before anything else is typed, disables the rest and the send button; another date frees the form", async () => {
    const { callsTo } = serve();
    kind.render();
    await waitFor(() => expect(callsTo("GET", "/api/locked-periods")).toHaveLength(1));
    const others = () => [...controls(kind.others), ...kind.buttons.map((name) => screen.getByRole("button", { name }))];
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    for (const control of others()) expect(control).toBeEnabled();

    pick(kind.date, kind.locked);
    expect(await screen.findByRole("alert")).toHaveTextContent(SENTENCE);
    const date = screen.getByLabelText(kind.date);
    expect(date).toBeEnabled();
    expect(date).toHaveAccessibleDescription(SENTENCE);
    for (const control of others()) expect(control).toBeDisabled();
    expect(screen.getByRole("button", { name: kind.send })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Avbryt" })).toBeEnabled();
    // Enter in the date field sends nothing and judges no other field.
    fireEvent.submit(date.closest("form") as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(others().filter((control) => control.getAttribute("aria-invalid") === "true")).toEqual([]);
    expect(callsTo("POST", "/api/expenses")).toHaveLength(0);

    pick(kind.date, kind.free);
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    for (const control of others()) expect(control).toBeEnabled();
    expect(screen.getByRole("button", { name: kind.send })).toBeEnabled();
  });
});

describe("an expense already dated in a locked pay period", () => {
  it("stays closed, its date included, when its page was opened before the export", async () => {
    serve();
    renderWithProviders(<MilForm today={TODAY} expense={buildMil({ date: "2026-11-04" })} onDone={() => {}} onCancel={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(SENTENCE);
    expect(screen.getByLabelText("Datum")).toBeDisabled();
    for (const control of controls(["Kilometer", "Sträcka och syfte", "Projekt (valfritt)"])) expect(control).toBeDisabled();
    expect(screen.getByRole("button", { name: "Skicka milersättning" })).toBeDisabled();
  });
});
