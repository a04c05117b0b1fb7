// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply, SIGNED_OUT_BODY } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { DAY, dayWithCorrections, PIOTR, SITE_ID, siteLedgerHandlers } from "@/test/site-ledger";
import { AppRouter } from "../router";
import { loadScreensFirst } from "@/test/screens";

const signedInAs = (user: ReturnType<typeof buildUser>) => http.get("/api/user", () => HttpResponse.json(user));
const ADMIN_PATH = `/admin/byggarbetsplatser/${SITE_ID}`;
const PHONE_PATH = `/platser/${SITE_ID}/personalliggare`;
// The site's other companies and people, shown below the entries once the ledger is readable.
const noOtherCompanies = [
  http.get(`/api/sites/${SITE_ID}/companies`, () => HttpResponse.json([])),
  http.get(`/api/sites/${SITE_ID}/people`, () => HttpResponse.json([])),
];
const refused = [
  http.get(`/api/sites/${SITE_ID}/control`, reply(403, { message: "Åtkomst nekad" })),
  http.get(`/api/sites/${SITE_ID}/ledger`, reply(403, { message: "Åtkomst nekad" })),
  http.get(`/api/sites/${SITE_ID}/present`, reply(403, { message: "Åtkomst nekad" })),
];

loadScreensFirst();

describe("a site's personalliggare", () => {
  it(`opens for an admin at ${ADMIN_PATH} on the day of ?datum, with the way back to the admin panel`, async () => {
    const { callsTo } = mockApi(signedInAs(buildUser({ role: "admin", fullName: "Anna Lindqvist" })), ...siteLedgerHandlers(), ...noOtherCompanies);
    renderWithProviders(<AppRouter />, { path: `${ADMIN_PATH}?datum=${DAY}` });
    expect(await screen.findByRole("heading", { name: "Personalliggare" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Till adminpanelen" })[0]).toHaveAttribute("href", "/admin");
    await screen.findByText("Inga registreringar den här dagen.");
    expect(callsTo("GET", `/api/sites/${SITE_ID}/ledger?from=${DAY}&to=${DAY}`)).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "Företag på platsen" })).toBeInTheDocument();
  });

  it("has no accessibility violations on the admin's page, with who is present and a day of corrected entries", async () => {
    mockApi(
      signedInAs(buildUser({ role: "admin", fullName: "Anna Lindqvist" })),
      ...siteLedgerHandlers({ entries: dayWithCorrections().entries, present: [{ person: PIOTR, since: `${DAY}T06:01:02.000Z`, entryId: "e1" }] }),
      ...noOtherCompanies,
    );
    renderWithProviders(<AppRouter />, { path: `${ADMIN_PATH}?datum=${DAY}` });
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Företag på platsen" })).toBeInTheDocument();
    await expectNoAxeViolations("a site's personalliggare");
  });

  it("sends a worker from the admin path to the phone's, where a worker not responsible for the site is told so", async () => {
    mockApi(signedInAs(buildUser()), ...refused);
    const { history } = renderWithProviders(<AppRouter />, { path: ADMIN_PATH });
    expect(await screen.findByRole("heading", { name: "Du har inte behörighet" })).toBeInTheDocument();
    expect(history.at(-1)).toBe(PHONE_PATH);
    expect(screen.getAllByRole("link", { name: "Till startsidan" })[0]).toHaveAttribute("href", "/");
  });

  it("opens for a platsansvarig on the phone's path", async () => {
    mockApi(signedInAs(buildUser()), ...siteLedgerHandlers(), ...noOtherCompanies);
    renderWithProviders(<AppRouter />, { path: PHONE_PATH });
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Registrera" })).toBeInTheDocument();
  });

  it("asks a signed-out visitor to sign in, and turns a customer away", async () => {
    mockApi(
      http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
      http.get("/api/demo-accounts", () => HttpResponse.json([])),
      http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false, mailConfigured: true, registration: "invite" })),
    );
    const signedOut = renderWithProviders(<AppRouter />, { path: PHONE_PATH });
    expect(await screen.findByRole("heading", { name: "Logga in" })).toBeInTheDocument();
    signedOut.unmount();

    mockApi(signedInAs(buildUser({ role: "customer" })));
    renderWithProviders(<AppRouter />, { path: PHONE_PATH });
    expect(await screen.findByRole("heading", { name: "Åtkomst nekad" })).toBeInTheDocument();
  });
});
