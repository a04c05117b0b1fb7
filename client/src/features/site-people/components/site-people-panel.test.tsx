// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import type { SiteCompany } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger";
import { MSG } from "@shared/validation/messages";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { SITE_ID, anna, bo, elCompany, rörCompany, sitePeopleHandlers } from "@/test/site-people-handlers";
import { shownToast } from "@/test/toasts";
import { SitePeoplePanel } from "./site-people-panel";

const COMPANIES = `/api/sites/${SITE_ID}/companies`;

function renderSamlad(...handlers: RequestHandler[]) {
  const mock = mockApi(...handlers, ...sitePeopleHandlers());
  renderWithProviders(<SitePeoplePanel siteId={SITE_ID} ledgerScope="site" />);
  return mock;
}

const region = (name: string) => screen.getByRole("region", { name });

async function openCompanyForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Lägg till företag" }));
  return user;
}

describe("SitePeoplePanel", () => {
  it("on a site with our own ledger explains why there is nothing to register, and asks the server nothing", async () => {
    const { calls } = mockApi();
    renderWithProviders(<SitePeoplePanel siteId={SITE_ID} ledgerScope="own" />);
    expect(screen.getByRole("heading", { name: "Andra företag på platsen" })).toBeInTheDocument();
    expect(screen.getByText(/Personalliggaren här är vår egen/)).toBeInTheDocument();
    expect(screen.getByText(/registreras bara när vår personalliggare är platsens samlade/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Lägg till/ })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it("lists the companies with org number and head count, and their people under each, identity numbers masked", async () => {
    renderSamlad();
    const companies = region("Företag på platsen");
    const el = await within(companies).findByRole("listitem", { name: "El-Bolaget AB" });
    expect(el).toHaveTextContent("559900-1236");
    expect(within(companies).getByRole("listitem", { name: "Rör & Vent AB" })).toHaveTextContent("556012-3456");
    await waitFor(() => expect(el).toHaveTextContent("1 person"));

    const people = region("Personer från andra företag");
    const rörGroup = within(people).getByRole("region", { name: "Rör & Vent AB" });
    const annaRow = within(rörGroup).getByRole("listitem", { name: "Anna Berg" });
    expect(annaRow).toHaveTextContent("19900101-****");
    expect(annaRow).toHaveTextContent("ID06 ID06-1");
    const boRow = within(within(people).getByRole("region", { name: "El-Bolaget AB" })).getByRole("listitem", { name: "Bo Ek" });
    expect(boRow).toHaveTextContent("19750203-****");
    expect(boRow).toHaveTextContent("Inget ID06-kort");
    expect(within(rörGroup).queryByText("Bo Ek")).not.toBeInTheDocument();
    // On the phone 'Redigera' is its pencil alone: still 44px wide to tap (size sm is 44px high there).
    expect(within(annaRow).getByRole("button", { name: "Redigera Anna Berg" })).toHaveClass("max-sm:min-w-11");
  });

  it("has no accessibility violations with companies and their people listed, and the company form with its messages", async () => {
    renderSamlad();
    await waitFor(() => expect(within(region("Företag på platsen")).getByRole("listitem", { name: "El-Bolaget AB" })).toHaveTextContent("1 person"));
    await expectNoAxeViolations("'Andra företag på platsen'");
    const user = await openCompanyForm();
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Lägg till företag" }));
    expect(await screen.findByText(LEDGER_MSG.companyName)).toBeInTheDocument();
    await expectNoAxeViolations("the company form with its messages");
  });

  it("adds a company with the org number written as NNNNNN-NNNN and shows it in the list", async () => {
    const added: SiteCompany = { id: "00000000-0000-4000-b000-0000000000c3", siteId: SITE_ID, name: "Mark & Schakt AB", orgNumber: "556036-0793" };
    let companies = [elCompany, rörCompany];
    const { callsTo } = mockApi(
      http.post(COMPANIES, () => {
        companies = [elCompany, added, rörCompany];
        return HttpResponse.json(added, { status: 201 });
      }),
      http.get(COMPANIES, () => HttpResponse.json(companies)),
      ...sitePeopleHandlers(),
    );
    renderWithProviders(<SitePeoplePanel siteId={SITE_ID} ledgerScope="site" />);
    const user = await openCompanyForm();
    await user.type(screen.getByLabelText("Företagets namn"), "  Mark & Schakt AB ");
    await user.type(screen.getByLabelText("Organisationsnummer"), "5560360793");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Lägg till företag" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo("POST", COMPANIES)[0].body).toEqual({ name: "Mark & Schakt AB", orgNumber: "556036-0793" });
    expect(shownToast()).toMatchObject({ title: "Framgång", description: "Företaget har lagts till" });
    expect(await within(region("Företag på platsen")).findByRole("listitem", { name: "Mark & Schakt AB" })).toHaveTextContent("Inga personer");
  });

  it("shows the shared schema's messages and sends nothing when the company form is wrong", async () => {
    const { callsTo } = renderSamlad();
    const user = await openCompanyForm();
    await user.type(screen.getByLabelText("Organisationsnummer"), "556036-0794");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Lägg till företag" }));
    expect(await screen.findByText(LEDGER_MSG.companyName)).toBeInTheDocument();
    expect(screen.getByLabelText("Organisationsnummer")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("POST", COMPANIES)).toHaveLength(0);
  });

  it("puts a 409 for an org number already on the site under the org number, and keeps the form open", async () => {
    renderSamlad(http.post(COMPANIES, reply(409, { message: LEDGER_MSG.companyTaken, errors: { orgNumber: LEDGER_MSG.companyTaken } })));
    const user = await openCompanyForm();
    await user.type(screen.getByLabelText("Företagets namn"), "Rör och Vent");
    await user.type(screen.getByLabelText("Organisationsnummer"), "556012-3456");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Lägg till företag" }));

    const field = screen.getByLabelText("Organisationsnummer");
    await waitFor(() => expect(field).toHaveAccessibleDescription(LEDGER_MSG.companyTaken));
    expect(field).toHaveFocus();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(shownToast()).toBeUndefined();
  });

  it("says in a toast what the server refuses without naming a field, such as a site no longer samlad", async () => {
    renderSamlad(http.post(COMPANIES, reply(409, { message: LEDGER_MSG.notSamlad })));
    const user = await openCompanyForm();
    await user.type(screen.getByLabelText("Företagets namn"), "Mark & Schakt AB");
    await user.type(screen.getByLabelText("Organisationsnummer"), "556036-0793");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Lägg till företag" }));
    await waitFor(() => expect(shownToast()).toMatchObject({ variant: "destructive", title: "Fel", description: LEDGER_MSG.notSamlad }));
  });

  it("offers no person form before there is a company, and says why", async () => {
    mockApi(...sitePeopleHandlers([], []));
    renderWithProviders(<SitePeoplePanel siteId={SITE_ID} ledgerScope="site" />);
    expect(await screen.findByText("Inga företag ännu")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lägg till person" })).toBeDisabled();
    expect(screen.getByText("Lägg först till personens företag under Företag på platsen.")).toBeInTheDocument();
  });

  it("shows the server's sentence when the lists may not be read", async () => {
    mockApi(http.get(COMPANIES, reply(403, { message: MSG.forbidden })), http.get(`/api/sites/${SITE_ID}/people`, reply(403, { message: MSG.forbidden })));
    renderWithProviders(<SitePeoplePanel siteId={SITE_ID} ledgerScope="site" />);
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([MSG.forbidden, MSG.forbidden]));
    expect(screen.queryByText(anna.fullName)).not.toBeInTheDocument();
    expect(screen.queryByText(bo.fullName)).not.toBeInTheDocument();
  });
});
