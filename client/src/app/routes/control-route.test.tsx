// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { controlHandlers } from "@/test/control-handlers";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { at, dayWithCorrections, LEDGER_SITE, PIOTR, SITE_ID, siteLedgerHandlers } from "@/test/site-ledger";
import { AppRouter } from "../router";
import { loadScreensFirst } from "@/test/screens";

const signedInAs = (user: ReturnType<typeof buildUser>) => http.get("/api/user", () => HttpResponse.json(user));
const ADMIN_CONTROL = `/admin/byggarbetsplatser/${SITE_ID}/kontroll`;
const PHONE_CONTROL = `/platser/${SITE_ID}/kontroll`;
const ADMIN_LOG = `/admin/byggarbetsplatser/${SITE_ID}/logg`;
const noOtherCompanies = [
  http.get(`/api/sites/${SITE_ID}/companies`, () => HttpResponse.json([])),
  http.get(`/api/sites/${SITE_ID}/people`, () => HttpResponse.json([])),
];

loadScreensFirst();

describe("a site's 'Kontroll' and 'Händelselogg'", () => {
  it(`opens for an admin at ${ADMIN_CONTROL}, with the way back to the site's ledger and the event log`, async () => {
    mockApi(signedInAs(buildUser({ role: "admin", fullName: "Anna Lindqvist" })), ...controlHandlers());
    renderWithProviders(<AppRouter />, { path: ADMIN_CONTROL });
    expect(await screen.findByRole("heading", { name: "Kontroll", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Till personalliggaren" })[0]).toHaveAttribute("href", `/admin/byggarbetsplatser/${SITE_ID}`);
    expect(screen.getByRole("link", { name: "Händelselogg" })).toHaveAttribute("href", ADMIN_LOG);
  });

  it("has no accessibility violations on the admin's 'Kontroll', with who is present and a day of corrected entries", async () => {
    mockApi(
      signedInAs(buildUser({ role: "admin", fullName: "Anna Lindqvist" })),
      ...controlHandlers({
        entries: dayWithCorrections({ occurredAt: "15:02:03", recordedAt: "15:30:00" }).entries,
        present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }],
      }),
    );
    renderWithProviders(<AppRouter />, { path: ADMIN_CONTROL });
    expect(await screen.findByRole("list", { name: "På plats nu" })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: /^Personalliggare / })).toBeInTheDocument();
    await expectNoAxeViolations("the admin's 'Kontroll'");
  });

  it("sends a worker from the admin path to the phone's, without the event log", async () => {
    mockApi(signedInAs(buildUser()), ...controlHandlers());
    const { history } = renderWithProviders(<AppRouter />, { path: ADMIN_CONTROL });
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(history.at(-1)).toBe(PHONE_CONTROL);
    expect(screen.getAllByRole("link", { name: "Till startsidan" })[0]).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Länk till inspektör" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Händelselogg" })).not.toBeInTheDocument();
  });

  it("is one tap from the site's ledger, on the admin's page and on the phone", async () => {
    mockApi(signedInAs(buildUser({ role: "admin" })), ...siteLedgerHandlers(), ...noOtherCompanies);
    const admin = renderWithProviders(<AppRouter />, { path: `/admin/byggarbetsplatser/${SITE_ID}` });
    expect(await screen.findByRole("link", { name: "Kontroll" })).toHaveAttribute("href", ADMIN_CONTROL);
    admin.unmount();

    mockApi(signedInAs(buildUser()), ...siteLedgerHandlers(), ...noOtherCompanies);
    renderWithProviders(<AppRouter />, { path: `/platser/${SITE_ID}/personalliggare` });
    expect(await screen.findByRole("link", { name: "Kontroll" })).toHaveAttribute("href", PHONE_CONTROL);
  });

  it(`opens the event log for an admin at ${ADMIN_LOG}, with the way back to 'Kontroll'`, async () => {
    mockApi(
      signedInAs(buildUser({ role: "admin" })),
      http.get(`/api/sites/${SITE_ID}/ledger/log`, () => HttpResponse.json([])),
      http.get(`/api/sites/${SITE_ID}`, () => HttpResponse.json(LEDGER_SITE)),
      ...noOtherCompanies,
    );
    renderWithProviders(<AppRouter />, { path: ADMIN_LOG });
    expect(await screen.findByRole("heading", { name: "Händelselogg", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Inga händelser ännu.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Till kontroll" })[0]).toHaveAttribute("href", ADMIN_CONTROL);
  });

  it("shows a worker on the log's path that it is for admins only", async () => {
    mockApi(
      signedInAs(buildUser()),
      http.get(`/api/sites/${SITE_ID}/ledger/log`, reply(403, { message: "Åtkomst nekad" })),
      http.get(`/api/sites/${SITE_ID}`, reply(404, { message: "Hittades inte" })),
      http.get(`/api/sites/${SITE_ID}/companies`, reply(403, { message: "Åtkomst nekad" })),
    );
    renderWithProviders(<AppRouter />, { path: ADMIN_LOG });
    expect(await screen.findByText("Händelseloggen visas bara för administratörer.")).toBeInTheDocument();
  });
});
