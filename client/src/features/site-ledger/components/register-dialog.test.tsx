// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { RosterPerson } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation";
import { expectNoAxeViolations } from "@/test/axe";
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
    expect(within(dialog).getByText("Incheckad här sedan 06:01:02.")).toBeInTheDocument();
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
});
