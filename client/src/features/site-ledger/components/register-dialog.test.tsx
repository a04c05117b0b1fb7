// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { RosterPerson } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildLedgerEntry, buildRosterPerson, DAY, ERIK, PIOTR, SITE_ID, siteLedgerHandlers } from "@/test/site-ledger";
import { SiteLedgerView } from "./site-ledger-view";

const ENTRIES = `/api/sites/${SITE_ID}/ledger`;

async function openRegister(roster: RosterPerson[], answer = reply(201, buildLedgerEntry({ method: "registered" }))) {
  const log = mockApi(
    http.get(`/api/sites/${SITE_ID}/roster`, () => HttpResponse.json(roster)),
    http.post(ENTRIES, answer),
    ...siteLedgerHandlers(),
  );
  const user = userEvent.setup();
  renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
  await screen.findByText("Inga registreringar den här dagen.");
  expect(log.callsTo("GET", `/api/sites/${SITE_ID}/roster`)).toHaveLength(0);
  await user.click(screen.getByRole("button", { name: "Registrera" }));
  const dialog = screen.getByRole("dialog", { name: "Registrera" });
  const person = await within(dialog).findByLabelText("Person");
  return { ...log, user, dialog, person, sent: () => log.callsTo("POST", ENTRIES).map((c) => c.body) };
}

// The day after DAY, 16:00 in Stockholm: the list's day is yesterday.
fixClock("2026-11-21T15:00:00Z");

describe("'Registrera'", () => {
  it("has no accessibility violations with a person chosen", async () => {
    const { user, dialog, person } = await openRegister([buildRosterPerson(), buildRosterPerson({ person: PIOTR })]);
    await user.selectOptions(person, "Erik Andersson – Bygg AB");
    expect(within(dialog).getByText("Inte incheckad.")).toBeInTheDocument();
    await expectNoAxeViolations("'Registrera'");
  });

  it("checks in a person of ours who is not checked in, and reads the day again", async () => {
    const { user, dialog, person, sent, callsTo } = await openRegister([buildRosterPerson(), buildRosterPerson({ person: PIOTR })]);
    expect(within(dialog).queryByRole("button", { name: LEDGER_MSG.checkIn })).not.toBeInTheDocument();
    await user.selectOptions(person, "Erik Andersson – Bygg AB");
    expect(within(dialog).getByText("Inte incheckad.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: LEDGER_MSG.checkIn }));

    expect(await screen.findByText("Erik Andersson är incheckad")).toBeInTheDocument();
    expect(sent()).toEqual([{ kind: "in", userId: ERIK.userId }]);
    expect(screen.queryByRole("dialog", { name: "Registrera" })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo("GET", ENTRIES)).toHaveLength(2));
  });

  it("checks out a person of another company who is checked in here", async () => {
    const { user, dialog, person, sent } = await openRegister([buildRosterPerson({ person: PIOTR, checkedInSince: `${DAY}T05:01:02.000Z` })]);
    await user.selectOptions(person, within(person).getByRole("option", { name: "Piotr Nowak – Golv & Kakel HB" }));
    // Another day than today: its date follows the time, as 'På plats nu' writes it.
    expect(within(dialog).getByText("Incheckad här sedan 06:01:02 2026-11-20.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: LEDGER_MSG.checkOut }));
    await screen.findByText("Piotr Nowak är utcheckad");
    expect(sent()).toEqual([{ kind: "out", personId: PIOTR.personId }]);
  });

  it("tells that someone is checked in on another site and offers nothing to send", async () => {
    const { user, dialog, person } = await openRegister([buildRosterPerson({ checkedInElsewhere: "Kv. Tornet" })]);
    await user.selectOptions(person, "Erik Andersson – Bygg AB");
    expect(within(dialog).getByText(LEDGER_MSG.alreadyCheckedIn("Erik Andersson", "Kv. Tornet"))).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: LEDGER_MSG.checkIn })).not.toBeInTheDocument();
  });

  it("shows the server's sentence and stays open when the entry is refused", async () => {
    const { user, dialog, person } = await openRegister([buildRosterPerson()], reply(409, { message: "Byggarbetsplatsen saknar ID från Skatteverket" }));
    await user.selectOptions(person, "Erik Andersson – Bygg AB");
    await user.click(within(dialog).getByRole("button", { name: LEDGER_MSG.checkIn }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Byggarbetsplatsen saknar ID från Skatteverket");
    expect(screen.getByRole("dialog", { name: "Registrera" })).toBeInTheDocument();
  });

  describe("a check-out after more than 12 hours", () => {
    const CHECK_IN_ID = "00000000-0000-4000-8000-00000000e1e1";
    const CORRECTIONS = `/api/ledger/${CHECK_IN_ID}/corrections`;
    const since = (hours: number) => new Date(Date.now() - hours * 60 * 60_000).toISOString();

    it("asks for the time the person left and sends it as a correction with the reason, never 'now'", async () => {
      const checkedIn = since(15);
      const { user, dialog, person, sent, callsTo } = await openRegister([
        buildRosterPerson({ person: PIOTR, checkedInSince: checkedIn, checkedInEntryId: CHECK_IN_ID }),
      ]);
      mockApi(http.post(CORRECTIONS, reply(201, buildLedgerEntry({ kind: "out", method: "correction" }))));
      await user.selectOptions(person, within(person).getByRole("option", { name: "Piotr Nowak – Golv & Kakel HB" }));
      expect(within(dialog).getByText("Incheckad i mer än 12 timmar – ange när Piotr Nowak gick")).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Datum")).toHaveValue(stockholmParts(checkedIn).date);
      await user.type(within(dialog).getByLabelText("Gick"), "16:05");
      await user.type(within(dialog).getByLabelText("Anledning"), "Glömde checka ut, gick 16:05 enligt arbetsledaren");
      await expectNoAxeViolations("'Registrera' after 12 hours");
      await user.click(within(dialog).getByRole("button", { name: LEDGER_MSG.checkOut }));

      expect(await screen.findByText("Piotr Nowak är utcheckad")).toBeInTheDocument();
      const [correction] = callsTo("POST", CORRECTIONS).map((c) => c.body as { kind: string; occurredAt: string; reason: string });
      expect(correction).toMatchObject({ kind: "out", reason: "Glömde checka ut, gick 16:05 enligt arbetsledaren" });
      expect(stockholmParts(correction.occurredAt)).toMatchObject({ date: stockholmParts(checkedIn).date, time: "16:05:00" });
      expect(sent()).toEqual([]);
    });

    it("keeps the focus on 'Person' when the one chosen is asked for the time", async () => {
      const { user, dialog, person } = await openRegister([buildRosterPerson({ checkedInSince: since(13), checkedInEntryId: CHECK_IN_ID })]);
      // As a keyboard steps through the people with the arrow keys: each step chooses one.
      person.focus();
      await user.selectOptions(person, "Erik Andersson – Bygg AB");
      expect(await within(dialog).findByLabelText("Gick")).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Person")).toHaveFocus();
      // Today's check-in (03:00 in Stockholm): the time alone.
      expect(within(dialog).getByText("Incheckad här sedan 03:00:00.")).toBeInTheDocument();
    });

    it("wants the time before it sends anything", async () => {
      const { user, dialog, person, sent, callsTo } = await openRegister([buildRosterPerson({ checkedInSince: since(13), checkedInEntryId: CHECK_IN_ID })]);
      await user.selectOptions(person, "Erik Andersson – Bygg AB");
      await user.type(within(dialog).getByLabelText("Anledning"), "Glömde checka ut igår kväll");
      await user.click(within(dialog).getByRole("button", { name: LEDGER_MSG.checkOut }));
      expect(await within(dialog).findByText(LEDGER_MSG.invalidTime)).toBeInTheDocument();
      expect(callsTo("POST", CORRECTIONS)).toHaveLength(0);
      expect(sent()).toEqual([]);
    });

    it("at under 12 hours, checks out at once", async () => {
      const { user, dialog, person, sent } = await openRegister([buildRosterPerson({ checkedInSince: since(11), checkedInEntryId: CHECK_IN_ID })]);
      await user.selectOptions(person, "Erik Andersson – Bygg AB");
      expect(within(dialog).queryByLabelText("Gick")).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: LEDGER_MSG.checkOut }));
      await screen.findByText("Erik Andersson är utcheckad");
      expect(sent()).toEqual([{ kind: "out", userId: ERIK.userId }]);
    });
  });
});
