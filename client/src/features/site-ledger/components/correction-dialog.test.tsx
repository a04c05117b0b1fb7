// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildCorrection, buildLedgerEntry, DAY, SITE_ID, siteLedgerHandlers } from "@/test/site-ledger";
import { SiteLedgerView } from "./site-ledger-view";

const at = (time: string) => `${DAY}T${time}.000Z`;
const REASON = "Glömde checka ut, gick 16:05 enligt arbetsledaren.";

const CHECK_IN_LABEL = `Erik Andersson, In ${DAY} 06:58:12`;

/** Renders the day, opens 'Rätta' on `target`, named in the table by `label`, and answers its correction with `answer`. */
async function openCorrection(
  entries: LedgerEntry[],
  target: LedgerEntry,
  label: string,
  answer = reply(201, buildLedgerEntry({ method: "correction" })),
  date = DAY,
) {
  const log = mockApi(http.post(`/api/ledger/${target.id}/corrections`, answer), ...siteLedgerHandlers({ entries }));
  const user = userEvent.setup();
  renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={date} />);
  const table = await screen.findByRole("table");
  await user.click(within(table).getByRole("button", { name: `Rätta ${label}` }));
  const dialog = screen.getByRole("dialog", { name: "Rätta posten" });
  return { ...log, user, dialog, target, sent: () => log.callsTo("POST", `/api/ledger/${target.id}/corrections`).map((c) => c.body) };
}

describe("'Rätta'", () => {
  it("has no accessibility violations, with the messages under the fields", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { user, dialog } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL);
    await user.click(within(dialog).getByRole("radio", { name: /Lägg till glömd utcheckning/ }));
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    expect(await within(dialog).findAllByText(LEDGER_MSG.invalidTime)).toHaveLength(1);
    await expectNoAxeViolations("'Rätta posten' with its messages");
  });

  it("writes the choices' hints and the reason's count at 14px on a phone, 12px only from sm", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { dialog } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL);
    expect([...dialog.querySelectorAll("[class]")].filter((el) => el.classList.contains("text-xs")).map((el) => el.textContent)).toEqual([]);
    expect(within(dialog).getByText("0 / 500 tecken (minst 10)")).toHaveClass("text-sm", "sm:text-xs");
  });

  it("'Ändra tid' sends the new Stockholm time with the reason, and the list is read again", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { user, dialog, sent, callsTo } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL);
    expect(within(dialog).getByText(CHECK_IN_LABEL)).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: /Ändra tid/ })).toBeChecked();
    expect(within(dialog).getByLabelText("Datum")).toHaveValue(DAY);
    const time = within(dialog).getByLabelText("Ny tid");
    expect(time).toHaveValue("06:58:12");

    await user.clear(time);
    await user.type(time, "06:30");
    await user.type(within(dialog).getByLabelText("Anledning"), REASON);
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));

    expect(await screen.findByText("Rättelsen är sparad")).toBeInTheDocument();
    expect(sent()).toEqual([{ occurredAt: `${DAY}T06:30:00+01:00`, reason: REASON }]);
    expect(screen.queryByRole("dialog", { name: "Rätta posten" })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo("GET", `/api/sites/${SITE_ID}/ledger`)).toHaveLength(2));
  });

  it("'Lägg till glömd utcheckning' asks for the check-out's time and sends it as kind 'out'", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { user, dialog, sent } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL);
    await user.click(within(dialog).getByRole("radio", { name: /Lägg till glömd utcheckning/ }));
    const time = within(dialog).getByLabelText("Utcheckad");
    expect(time).toHaveValue("");
    await user.type(within(dialog).getByLabelText("Anledning"), REASON);
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    expect(await within(dialog).findAllByText(LEDGER_MSG.invalidTime)).toHaveLength(1);
    expect(sent()).toEqual([]);

    await user.type(time, "16:05");
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    await screen.findByText("Rättelsen är sparad");
    expect(sent()).toEqual([{ occurredAt: `${DAY}T16:05:00+01:00`, kind: "out", reason: REASON }]);
  });

  it("'Stryk posten' sends void with the reason and no time", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { user, dialog, sent } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL);
    await user.click(within(dialog).getByRole("radio", { name: /Stryk posten/ }));
    expect(within(dialog).queryByLabelText("Ny tid")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Anledning"), "  Fel person registrerad, det var Pawel. ");
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    await screen.findByText("Rättelsen är sparad");
    expect(sent()).toEqual([{ void: true, reason: "Fel person registrerad, det var Pawel." }]);
  });

  it("offers the forgotten check-out only on a check-in with no check-out after it", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const checkOut = buildCorrection(checkIn, { kind: "out", occurredAt: at("15:05:00") });
    const { user, dialog } = await openCorrection([checkIn, checkOut], checkIn, CHECK_IN_LABEL);
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.querySelector("span span")?.textContent),
    ).toEqual(["Ändra tid", "Stryk posten"]);
    await user.click(within(dialog).getByRole("button", { name: "Avbryt" }));
    await user.click(within(screen.getByRole("table")).getByRole("button", { name: `Rätta Erik Andersson, Ut ${DAY} 16:05:00` }));
    expect(within(screen.getByRole("dialog")).queryByRole("radio", { name: /glömd utcheckning/ })).not.toBeInTheDocument();
  });

  it("asks for a reason of at least 10 characters, counting as it is typed, before sending anything", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { user, dialog, sent } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL);
    expect(within(dialog).getByText("0 / 500 tecken (minst 10)")).toBeInTheDocument();
    const reason = within(dialog).getByLabelText("Anledning");
    await user.type(reason, "Fel tid");
    expect(within(dialog).getByText("7 / 500 tecken (minst 10)")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    expect(await within(dialog).findByText(LEDGER_MSG.reasonLength)).toBeInTheDocument();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAttribute("maxLength", "500");
    expect(sent()).toEqual([]);
  });

  it("shows the server's sentence on a 409 and keeps the dialog and the reason", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { user, dialog } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL, reply(409, { message: LEDGER_MSG.correctionSuperseded }));
    await user.type(within(dialog).getByLabelText("Anledning"), REASON);
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(LEDGER_MSG.correctionSuperseded);
    expect(within(dialog).getByLabelText("Anledning")).toHaveValue(REASON);
  });

  it("puts a 400's message about the time under the time field, and nowhere else", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const { user, dialog } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL, () =>
      HttpResponse.json({ message: LEDGER_MSG.correctionInFuture, errors: { occurredAt: LEDGER_MSG.correctionInFuture } }, { status: 400 }),
    );
    await user.type(within(dialog).getByLabelText("Anledning"), REASON);
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Ny tid")).toHaveAccessibleDescription(LEDGER_MSG.correctionInFuture));
    // Said once: under the field, not again in a box above the buttons.
    expect(within(dialog).getAllByText(LEDGER_MSG.correctionInFuture)).toHaveLength(1);
  });

  it("puts a 400's message about the reason under 'Anledning' once", async () => {
    const checkIn = buildLedgerEntry({ occurredAt: at("05:58:12") });
    const message = "Anledningen får vara högst 500 tecken";
    const { user, dialog } = await openCorrection([checkIn], checkIn, CHECK_IN_LABEL, () =>
      HttpResponse.json({ message, errors: { reason: message } }, { status: 400 }),
    );
    await user.type(within(dialog).getByLabelText("Anledning"), REASON);
    await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Anledning")).toHaveAccessibleDescription(new RegExp(message)));
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
  });

  describe("on the autumn night, when the clock shows 02:00-02:59 twice (docs/product-rules.md §5)", () => {
    const AUTUMN = "2026-10-25";
    const showing = (dialog: HTMLElement, time: string) => within(dialog).getByRole("group", { name: `Vilken ${time}?` });

    it("keeps a check-out made in the second showing where it was: 02:30 winter time stays 02:30 winter time", async () => {
      // 01:30 UTC is 02:30 the second time the clock showed it, in winter time (+01:00).
      const checkOut = buildLedgerEntry({ kind: "out", occurredAt: "2026-10-25T01:30:00.000Z" });
      const { user, dialog, sent } = await openCorrection([checkOut], checkOut, `Erik Andersson, Ut ${AUTUMN} 02:30:00`, undefined, AUTUMN);
      expect(within(dialog).getByLabelText("Ny tid")).toHaveValue("02:30:00");
      await user.type(within(dialog).getByLabelText("Anledning"), "Bekräftar tiden efter kontroll med arbetsledaren.");
      await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
      await screen.findByText("Rättelsen är sparad");
      expect(sent()).toEqual([{ occurredAt: "2026-10-25T02:30:00+01:00", reason: "Bekräftar tiden efter kontroll med arbetsledaren." }]);
    });

    it("moves it to the first showing only when summer time is chosen; a time the clock showed once asks nothing", async () => {
      const checkOut = buildLedgerEntry({ kind: "out", occurredAt: "2026-10-25T01:30:00.000Z" });
      const { user, dialog, sent } = await openCorrection([checkOut], checkOut, `Erik Andersson, Ut ${AUTUMN} 02:30:00`, undefined, AUTUMN);
      expect(within(showing(dialog, "02:30")).getByRole("radio", { name: "vintertid (+01:00)" })).toBeChecked();
      expect(within(showing(dialog, "02:30")).getByRole("radio", { name: "sommartid (+02:00)" })).not.toBeChecked();
      const time = within(dialog).getByLabelText("Ny tid");
      await user.clear(time);
      await user.type(time, "03:15");
      expect(within(dialog).queryByRole("group", { name: /Vilken/ })).not.toBeInTheDocument();
      await user.clear(time);
      await user.type(time, "02:15");
      await user.click(within(showing(dialog, "02:15")).getByRole("radio", { name: "sommartid (+02:00)" }));
      await user.type(within(dialog).getByLabelText("Anledning"), REASON);
      await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
      await screen.findByText("Rättelsen är sparad");
      expect(sent()).toEqual([{ occurredAt: "2026-10-25T02:15:00+02:00", reason: REASON }]);
    });

    it("takes a new time in the repeated hour as its first showing unless winter time is chosen", async () => {
      // Checked in at 00:10 (+02:00) on the autumn night, the check-out forgotten.
      const checkIn = buildLedgerEntry({ occurredAt: "2026-10-24T22:10:00.000Z" });
      const { user, dialog, sent } = await openCorrection([checkIn], checkIn, `Erik Andersson, In ${AUTUMN} 00:10:00`, undefined, AUTUMN);
      await user.click(within(dialog).getByRole("radio", { name: /Lägg till glömd utcheckning/ }));
      await user.type(within(dialog).getByLabelText("Utcheckad"), "02:45");
      expect(within(showing(dialog, "02:45")).getByRole("radio", { name: "sommartid (+02:00)" })).toBeChecked();
      await user.click(within(showing(dialog, "02:45")).getByRole("radio", { name: "vintertid (+01:00)" }));
      await user.type(within(dialog).getByLabelText("Anledning"), REASON);
      await user.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
      await screen.findByText("Rättelsen är sparad");
      expect(sent()).toEqual([{ occurredAt: "2026-10-25T02:45:00+01:00", kind: "out", reason: REASON }]);
      await expectNoAxeViolations("'Rätta posten' asking which 02:45");
    });
  });
});
