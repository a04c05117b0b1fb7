// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import type { SitePerson } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { SITE_ID, anna, elCompany, rörCompany, sitePeopleHandlers } from "@/test/site-people-handlers";
import { shownToast } from "@/test/toasts";
import { SitePeoplePanel } from "./site-people-panel";

const PEOPLE = `/api/sites/${SITE_ID}/people`;
const ANNA = `${PEOPLE}/${anna.id}`;

function renderSamlad(...handlers: RequestHandler[]) {
  const mock = mockApi(...handlers, ...sitePeopleHandlers());
  renderWithProviders(<SitePeoplePanel siteId={SITE_ID} ledgerScope="site" />);
  return mock;
}

const dialog = () => screen.getByRole("dialog");

async function openAddForm() {
  const user = userEvent.setup();
  const add = await screen.findByRole("button", { name: "Lägg till person" });
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  return user;
}

describe("Person form", () => {
  it("adds a person of the chosen company with the personnummer written ÅÅÅÅMMDD-NNNN and no ID06 card", async () => {
    const carl: SitePerson = {
      ...anna,
      id: "00000000-0000-4000-b000-0000000000a3",
      fullName: "Carl Dahl",
      identityNumber: "19750203-****",
      id06CardNumber: null,
    };
    const { callsTo } = renderSamlad(http.post(PEOPLE, () => HttpResponse.json(carl, { status: 201 })));
    const user = await openAddForm();
    const company = screen.getByLabelText("Företag");
    expect(
      within(company)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Välj företag", "El-Bolaget AB", "Rör & Vent AB"]);
    await user.selectOptions(company, rörCompany.id);
    await user.type(screen.getByLabelText("Fullständigt namn"), "Carl Dahl");
    await user.type(screen.getByLabelText("Personnummer"), "197502034569");
    await user.click(within(dialog()).getByRole("button", { name: "Lägg till person" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo("POST", PEOPLE)[0].body).toEqual({
      companyId: rörCompany.id,
      fullName: "Carl Dahl",
      identityNumber: "19750203-4569",
      id06CardNumber: null,
    });
    expect(shownToast()).toMatchObject({ title: "Framgång", description: "Personen har lagts till" });
    // The list is asked again: the new person comes from the server, masked.
    await waitFor(() => expect(callsTo("GET", PEOPLE).length).toBeGreaterThan(1));
  });

  it("has no accessibility violations with the messages under the fields", async () => {
    renderSamlad();
    const user = await openAddForm();
    await user.click(within(dialog()).getByRole("button", { name: "Lägg till person" }));
    expect(await screen.findByText(LEDGER_MSG.companyChoose)).toBeInTheDocument();
    await expectNoAxeViolations("the person form with its messages");
  });

  it("says what is missing, in the shared schema's words, and sends nothing", async () => {
    const { callsTo } = renderSamlad();
    const user = await openAddForm();
    await user.type(screen.getByLabelText("Personnummer"), "19750203-4568");
    await user.type(screen.getByLabelText("ID06-kortnummer (valfritt)"), "ID06 778");
    await user.click(within(dialog()).getByRole("button", { name: "Lägg till person" }));

    expect(await screen.findByText(LEDGER_MSG.companyChoose)).toBeInTheDocument();
    expect(screen.getByLabelText("Fullständigt namn")).toHaveAccessibleDescription(LEDGER_MSG.personName);
    expect(screen.getByLabelText("Personnummer")).toHaveAccessibleDescription("Ogiltigt personnummer (kontrollsiffran stämmer inte)");
    expect(screen.getByLabelText("ID06-kortnummer (valfritt)")).toHaveAccessibleDescription(LEDGER_MSG.id06Format);
    expect(callsTo("POST", PEOPLE)).toHaveLength(0);
  });

  it("puts a 409 for a person already on the site under the personnummer", async () => {
    renderSamlad(http.post(PEOPLE, reply(409, { message: LEDGER_MSG.personTaken, errors: { identityNumber: LEDGER_MSG.personTaken } })));
    const user = await openAddForm();
    await user.selectOptions(screen.getByLabelText("Företag"), elCompany.id);
    await user.type(screen.getByLabelText("Fullständigt namn"), "Anna Berg");
    await user.type(screen.getByLabelText("Personnummer"), "19900101-1239");
    await user.click(within(dialog()).getByRole("button", { name: "Lägg till person" }));

    const field = screen.getByLabelText("Personnummer");
    await waitFor(() => expect(field).toHaveAccessibleDescription(LEDGER_MSG.personTaken));
    expect(field).toHaveFocus();
    expect(shownToast()).toBeUndefined();
  });

  it("edits a person: starts from the stored values, keeps the personnummer when left empty, clears an emptied ID06 card", async () => {
    const { callsTo } = renderSamlad(
      http.patch(ANNA, () => HttpResponse.json({ ...anna, fullName: "Anna Berg-Ek", companyId: elCompany.id, id06CardNumber: null })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Redigera Anna Berg" }));
    expect(screen.getByRole("heading", { name: "Redigera person" })).toBeInTheDocument();
    expect(screen.getByLabelText("Företag")).toHaveValue(rörCompany.id);
    expect(screen.getByLabelText("Fullständigt namn")).toHaveValue("Anna Berg");
    expect(screen.getByLabelText("ID06-kortnummer (valfritt)")).toHaveValue("ID06-1");
    const identity = screen.getByLabelText("Personnummer");
    expect(identity).toHaveValue("");
    expect(identity).toHaveAccessibleDescription("Sparat: 19900101-****. Lämna tomt för att behålla det.");

    await user.selectOptions(screen.getByLabelText("Företag"), elCompany.id);
    await user.clear(screen.getByLabelText("Fullständigt namn"));
    await user.type(screen.getByLabelText("Fullständigt namn"), "Anna Berg-Ek");
    await user.clear(screen.getByLabelText("ID06-kortnummer (valfritt)"));
    await user.click(within(dialog()).getByRole("button", { name: "Spara ändringar" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo("PATCH", ANNA)[0].body).toEqual({ companyId: elCompany.id, fullName: "Anna Berg-Ek", id06CardNumber: null });
    expect(shownToast()).toMatchObject({ title: "Framgång", description: "Personen har uppdaterats" });
  });

  it("sends a new personnummer when one is typed, and shows a 409 for it under the field", async () => {
    const { callsTo } = renderSamlad(http.patch(ANNA, reply(409, { message: LEDGER_MSG.personTaken, errors: { identityNumber: LEDGER_MSG.personTaken } })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Redigera Anna Berg" }));
    await user.type(screen.getByLabelText("Personnummer"), "19750203-4569");
    await user.click(within(dialog()).getByRole("button", { name: "Spara ändringar" }));

    await waitFor(() => expect(screen.getByLabelText("Personnummer")).toHaveAccessibleDescription(LEDGER_MSG.personTaken));
    expect(callsTo("PATCH", ANNA)[0].body).toEqual({
      companyId: rörCompany.id,
      fullName: "Anna Berg",
      identityNumber: "19750203-4569",
      id06CardNumber: "ID06-1",
    });
  });

  it("chooses the company when the site has only one", async () => {
    mockApi(...sitePeopleHandlers([elCompany], []));
    renderWithProviders(<SitePeoplePanel siteId={SITE_ID} ledgerScope="site" />);
    expect(await screen.findByText("Inga personer ännu")).toBeInTheDocument();
    await openAddForm();
    expect(screen.getByLabelText("Företag")).toHaveValue(elCompany.id);
  });
});
