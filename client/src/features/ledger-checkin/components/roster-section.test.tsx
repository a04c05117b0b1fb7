// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { LedgerEntry, RosterPerson } from "@shared/types";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { buildLedgerMe, buildRosterPerson, buildSite, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi } from "@/test/msw";
import { renderCard, reportHandlers } from "@/test/ledger-card";

const SOLBACKEN = buildSite();
const ANNA = "aaaaaaaa-0000-4000-8000-000000000001";
const OLLE = "bbbbbbbb-0000-4000-8000-000000000002";
const LEDGER_PATH = `/api/sites/${SOLBACKEN_ID}/ledger`;

fixClock("2026-11-20T06:10:00Z");

/** Anna (ours) checked in since 06:45, Olle (of another company) not, Lisa on another site. */
function rosterApi({ responsible = true, annaSince = "2026-11-20T05:45:00Z" } = {}) {
  let roster = [
    buildRosterPerson("Anna Berg", { userId: ANNA, checkedInSince: annaSince }),
    buildRosterPerson("Olle Rörläggare", { personId: OLLE }),
    buildRosterPerson("Lisa Lind", { userId: "cccccccc-0000-4000-8000-000000000003", checkedInElsewhere: "Brf Kajen" }),
  ];
  const me = buildLedgerMe({ responsibleFor: responsible ? [{ id: SOLBACKEN_ID, name: SOLBACKEN.name }] : [] });
  const server = ledgerServer({ sites: [SOLBACKEN], me });
  const posted = http.post(LEDGER_PATH, async ({ request }) => {
    const body = (await request.json()) as { kind: LedgerEntry["kind"]; userId?: string; personId?: string };
    const named = (r: RosterPerson) => (body.userId ? r.person.userId === body.userId : r.person.personId === body.personId);
    roster = roster.map((r) => (named(r) ? { ...r, checkedInSince: body.kind === "in" ? new Date().toISOString() : null } : r));
    return HttpResponse.json({}, { status: 201 });
  });
  return mockApi(
    posted,
    ...server.handlers,
    http.get(`/api/sites/${SOLBACKEN_ID}/roster`, () => HttpResponse.json(roster)),
    ...reportHandlers(),
  );
}

describe("'Registrera någon annan'", () => {
  it("after 12 hours offers no 'Checka ut' but the site's list, where the time the person left is given", async () => {
    const log = rosterApi({ annaSince: "2026-11-19T15:34:00Z" });
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Registrera någon annan" }));
    const list = await screen.findByRole("list", { name: "Personer på byggarbetsplatsen" });
    const anna = within(list).getByText("Anna Berg").closest("li") as HTMLElement;
    expect(within(anna).queryByRole("button", { name: "Checka ut Anna Berg" })).not.toBeInTheDocument();
    expect(
      within(anna).getByText("Incheckad i mer än 12 timmar – ange när Anna Berg gick. Det görs med Registrera i platsens personalliggare."),
    ).toBeInTheDocument();
    expect(within(anna).getByRole("link", { name: "Ange tid" })).toHaveAttribute("href", `/platser/${SOLBACKEN_ID}/personalliggare`);
    expect(log.callsTo("POST", LEDGER_PATH)).toHaveLength(0);
    await expectNoAxeViolations("'Registrera någon annan' after 12 hours");
  });

  it("has no accessibility violations with the site's people listed", async () => {
    rosterApi();
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Registrera någon annan" }));
    expect(await screen.findByRole("list", { name: "Personer på byggarbetsplatsen" })).toBeInTheDocument();
    await expectNoAxeViolations("'Registrera någon annan'");
  });

  it("lists whom a platsansvarig may register, each with where they stand", async () => {
    const log = rosterApi();
    const { user } = renderCard();
    const toggle = await screen.findByRole("button", { name: "Registrera någon annan" });
    // The site's own list, 'Rätta' and all, is one tap away for a platsansvarig.
    expect(screen.getByRole("link", { name: "Platsens personalliggare" })).toHaveAttribute("href", `/platser/${SOLBACKEN_ID}/personalliggare`);
    // And the control view to hold out to an inspector: a link, which asks the server nothing until tapped.
    expect(screen.getByRole("link", { name: "Kontroll" })).toHaveAttribute("href", `/platser/${SOLBACKEN_ID}/kontroll`);
    expect(log.callsTo("GET", `/api/sites/${SOLBACKEN_ID}/control`)).toHaveLength(0);
    // Asked for only once opened.
    expect(log.callsTo("GET", `/api/sites/${SOLBACKEN_ID}/roster`)).toHaveLength(0);
    await user.click(toggle);
    const list = within(await screen.findByRole("list", { name: "Personer på byggarbetsplatsen" }));
    const rows = list.getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("Anna BergIncheckad sedan 06:45 på Villa Solbacken"),
      expect.stringContaining("Olle RörläggareEl & Rör ABInte incheckad"),
      expect.stringContaining("Lisa LindIncheckad på Brf Kajen"),
    ]);
    expect(within(rows[2]).getByRole("button", { name: "Checka in Lisa Lind" })).toBeDisabled();
  });

  it("checks a person of ours out by userId and one of another company in by personId", async () => {
    const log = rosterApi();
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Registrera någon annan" }));
    await user.click(await screen.findByRole("button", { name: "Checka ut Anna Berg" }));
    expect(await screen.findByRole("button", { name: "Checka in Anna Berg" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checka in Olle Rörläggare" }));
    expect(await screen.findByRole("button", { name: "Checka ut Olle Rörläggare" })).toBeInTheDocument();

    const bodies = log.callsTo("POST", LEDGER_PATH).map((c) => c.body);
    expect(bodies).toEqual([
      { kind: "out", userId: ANNA, clientId: expect.any(String) },
      { kind: "in", personId: OLLE, clientId: expect.any(String) },
    ]);
    // The worker's own state is untouched.
    expect(screen.getByText("Du är inte incheckad")).toBeInTheDocument();
  });

  it("shows the server's refusal at the person's row", async () => {
    rosterApi();
    mockApi(http.post(LEDGER_PATH, () => HttpResponse.json({ message: "Olle Rörläggare är redan incheckad på Brf Kajen" }, { status: 409 })));
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Registrera någon annan" }));
    await user.click(await screen.findByRole("button", { name: "Checka in Olle Rörläggare" }));
    const row = (await screen.findByRole("alert")).closest("li");
    expect(row).toHaveTextContent("Olle Rörläggare är redan incheckad på Brf Kajen");
    expect(row).toHaveTextContent("Olle Rörläggare");
  });

  it("is not offered to a worker who is not platsansvarig on the site", async () => {
    rosterApi({ responsible: false });
    renderCard();
    expect(await screen.findByRole("button", { name: "Checka in" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrera någon annan" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Platsens personalliggare" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Kontroll" })).not.toBeInTheDocument();
  });
});
