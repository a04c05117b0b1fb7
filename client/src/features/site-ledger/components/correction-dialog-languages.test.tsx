// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { at, buildLedgerEntry, DAY, SITE_ID, siteLedgerHandlers } from "@/test/site-ledger";
import { SiteLedgerView } from "./site-ledger-view";

/** 'Rätta' in the platsansvarig's language (docs/i18n.md): the choices, fields, counter and toast. */
afterEach(async () => {
  await activateLocale("sv");
});

const REASON = "Brak wymeldowania, wyjście o 16:05.";

async function openCorrection(button: string, dialogName: string) {
  const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
  const { callsTo } = mockApi(
    http.post(`/api/ledger/${checkIn.id}/corrections`, reply(201, buildLedgerEntry({ method: "correction" }))),
    ...siteLedgerHandlers({ entries: [checkIn] }),
  );
  const user = userEvent.setup();
  renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
  const table = await screen.findByRole("table");
  await user.click(within(table).getByRole("button", { name: button }));
  const dialog = screen.getByRole("dialog", { name: dialogName });
  return { user, dialog, sent: () => callsTo("POST", `/api/ledger/${checkIn.id}/corrections`).map((c) => c.body) };
}

describe("'Rätta' in Polish", () => {
  it("offers the three corrections, names the fields and counts the reason in Polish, and saves", async () => {
    await activateLocale("pl", ["site", "shell"]);
    const { user, dialog, sent } = await openCorrection(`Popraw Erik Andersson, Wejście ${DAY} 06:58:12`, "Popraw wpis");
    expect(within(dialog).getByText(`Erik Andersson, Wejście ${DAY} 06:58:12`)).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Co trzeba poprawić?" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: /Zmień godzinę/ })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /Dodaj zapomniane wyjście/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Data")).toHaveValue(DAY);
    expect(within(dialog).getByText("0 / 500 znaków (co najmniej 10)")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: /Skreśl wpis/ }));
    expect(within(dialog).getByText(/Wpis zostaje skreślony, ale widać go dalej/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: /Zmień godzinę/ }));
    const time = within(dialog).getByLabelText("Nowa godzina");
    await user.clear(time);
    await user.type(time, "06:30");
    await user.type(within(dialog).getByLabelText("Powód"), REASON);
    expect(within(dialog).getByRole("button", { name: "Anuluj" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Zapisz korektę" }));

    expect(await screen.findByText("Korekta zapisana")).toBeInTheDocument();
    expect(screen.getByText("Pierwotny wpis zostaje obok korekty.")).toBeInTheDocument();
    expect(sent()).toEqual([{ occurredAt: `${DAY}T06:30:00+01:00`, reason: REASON }]);
  });
});

describe("'Rätta' in English", () => {
  it("asks for the forgotten check-out's time in English and saves it", async () => {
    await activateLocale("en", ["site", "shell"]);
    const { user, dialog, sent } = await openCorrection(`Correct Erik Andersson, In ${DAY} 06:58:12`, "Correct the entry");
    expect(within(dialog).getByRole("radio", { name: /Change the time/ })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: /Add a forgotten check-out/ }));
    const time = within(dialog).getByLabelText("Checked out");
    expect(time).toHaveValue("");
    await user.type(time, "16:05");
    await user.type(within(dialog).getByLabelText("Reason"), "Forgot to check out, left at 16:05.");
    expect(within(dialog).getByText("35 / 500 characters (at least 10)")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save correction" }));

    expect(await screen.findByText("Correction saved")).toBeInTheDocument();
    expect(sent()).toEqual([{ occurredAt: `${DAY}T16:05:00+01:00`, kind: "out", reason: "Forgot to check out, left at 16:05." }]);
  });
});
