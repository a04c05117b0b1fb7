// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { adminDashboardHandlers, workerDashboardHandlers } from "@/test/handlers";
import { mockApi, reply, SIGNED_OUT_BODY } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "./router";
import { loadScreensFirst } from "@/test/screens";
import { sentWhenShown } from "@/test/sent";

const signedInAs = (user: ReturnType<typeof buildUser>) => http.get("/api/user", () => HttpResponse.json(user));
const noDemoAccounts = http.get("/api/demo-accounts", () => HttpResponse.json([]));
const adminStatus = (registration: "invite" | "open") =>
  http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false, mailConfigured: true, registration }));

loadScreensFirst();

describe("/", () => {
  it("shows the login when signed out", async () => {
    mockApi(http.get("/api/user", reply(401, SIGNED_OUT_BODY)), noDemoAccounts, adminStatus("invite"));
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Logga in" })).toBeInTheDocument();
    expect(screen.getByText("Byggbranschens tidrapporteringssystem")).toBeInTheDocument();
  });

  it("welcomes a worker by first name and signs out to the login", async () => {
    const { callsTo } = mockApi(
      signedInAs(buildUser()),
      http.post("/api/logout", reply(200)),
      noDemoAccounts,
      adminStatus("invite"),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    const { history } = renderWithProviders(<AppRouter />);

    expect(await screen.findByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    const header = screen.getByRole("banner");
    expect(within(header).getByText("Erik Andersson")).toBeInTheDocument();
    expect(within(header).getByText("Byggarbetare")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Logga ut" }));
    expect(await screen.findByRole("heading", { name: "Logga in" })).toBeInTheDocument();
    expect(callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(history.at(-1)).toBe("/");
  });

  it("toasts 'Kunde inte logga ut' when sign-out fails", async () => {
    mockApi(signedInAs(buildUser()), http.post("/api/logout", reply(500)), ...workerDashboardHandlers());
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    await user.click(await screen.findByRole("button", { name: "Logga ut" }));
    expect(await screen.findByText("Kunde inte logga ut")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
  });

  it("shows the admin dashboard to an admin", async () => {
    mockApi(signedInAs(buildUser({ fullName: "Anna Lindqvist", role: "admin" })), ...adminDashboardHandlers());
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Adminpanel" })).toBeInTheDocument();
  });

  it("has no accessibility violations on the admin's page with its tabs", async () => {
    mockApi(signedInAs(buildUser({ fullName: "Anna Lindqvist", role: "admin" })), ...adminDashboardHandlers());
    renderWithProviders(<AppRouter />);
    // The admin dashboard is a lazy chunk: its first import is transformed on the spot.
    expect(await screen.findByRole("tablist", { name: "Adminpanelens delar" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText("Inga aktiva arbetare")).toBeInTheDocument();
    await expectNoAxeViolations("the admin's page");
  });

  it("turns a customer away with a way to sign out", async () => {
    mockApi(signedInAs(buildUser({ fullName: "Karin Kund", role: "customer" })));
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Åtkomst nekad" })).toBeInTheDocument();
    expect(screen.getByText("Kunder har en separat portal")).toBeInTheDocument();
    expect(screen.getByText(/Kontakta administratören/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logga ut" })).toBeInTheDocument();
  });

  it("offers a retry when the server cannot answer", async () => {
    mockApi(http.get("/api/user", reply(503, { message: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund." })));
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText("Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Försök igen" })).toBeInTheDocument();
  });
});

describe("other routes", () => {
  it("shows the 404 page for an unknown path", () => {
    mockApi();
    renderWithProviders(<AppRouter />, { path: "/finns-inte" });
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it("reads the reset token from the query string", async () => {
    mockApi();
    renderWithProviders(<AppRouter />, { path: "/reset-password?token=abc" });
    expect(await screen.findByLabelText("Nytt lösenord")).toBeInTheDocument();
  });

  it("shows 'Ogiltig länk' on /reset-password without a token", async () => {
    mockApi();
    renderWithProviders(<AppRouter />, { path: "/reset-password" });
    expect(await screen.findByRole("heading", { name: "Ogiltig länk" })).toBeInTheDocument();
  });

  it("has no accessibility violations on an invitation's form, on /register without one, and on the 404", async () => {
    mockApi(
      http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
      adminStatus("invite"),
      http.post("/api/invitations/lookup", () => HttpResponse.json({ email: "ny@bygg.se", fullName: "Nils Nilsson", locale: "sv" })),
    );
    const invited = renderWithProviders(<AppRouter />, { path: "/register?token=inbjudan-123" });
    expect(await screen.findByLabelText("E-post")).toHaveValue("ny@bygg.se");
    await expectNoAxeViolations("the invitation's registration");
    invited.unmount();

    const uninvited = renderWithProviders(<AppRouter />, { path: "/register" });
    expect(await screen.findByText("Registrering kräver en inbjudan – be din arbetsledare om en")).toBeInTheDocument();
    await expectNoAxeViolations("/register without an invitation");
    uninvited.unmount();

    renderWithProviders(<AppRouter />, { path: "/finns-inte" });
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    await expectNoAxeViolations("the 404");
  });

  it("on /register without an invitation, says registration needs one while the company invites", async () => {
    mockApi(http.get("/api/user", reply(401, SIGNED_OUT_BODY)), adminStatus("invite"));
    renderWithProviders(<AppRouter />, { path: "/register" });
    expect(await screen.findByText("Registrering kräver en inbjudan – be din arbetsledare om en")).toBeInTheDocument();
    expect(screen.queryByLabelText("Användarnamn")).not.toBeInTheDocument();
  });

  it("on /register with an invitation link, fills in the e-mail and name and sends the token", async () => {
    const { callsTo } = mockApi(
      http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
      adminStatus("invite"),
      http.post("/api/invitations/lookup", () => HttpResponse.json({ email: "ny@bygg.se", fullName: "Nils Nilsson", locale: "sv" })),
      http.post("/api/register", () => HttpResponse.json(buildUser({ email: "ny@bygg.se", fullName: "Nils Nilsson" }), { status: 201 })),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />, { path: "/register?token=inbjudan-123" });
    expect(await screen.findByLabelText("E-post")).toHaveValue("ny@bygg.se");
    expect(screen.getByLabelText("Fullständigt namn")).toHaveValue("Nils Nilsson");
    expect(screen.getByLabelText("E-post")).toHaveAttribute("readonly");
    await user.type(screen.getByLabelText("Användarnamn"), "nils");
    await user.type(screen.getByLabelText("Lösenord"), "Takstol-Regn-47");
    await user.type(screen.getByLabelText("Bekräfta lösenord"), "Takstol-Regn-47");
    await user.click(screen.getByRole("button", { name: "Skapa konto" }));
    expect(await sentWhenShown(callsTo, "Registrering lyckades", "POST", "/api/invitations/lookup")).toEqual({ token: "inbjudan-123" });
    expect(callsTo("POST", "/api/register")[0].body).toEqual({
      username: "nils",
      fullName: "Nils Nilsson",
      email: "ny@bygg.se",
      password: "Takstol-Regn-47",
      invitationToken: "inbjudan-123",
    });
  });

  it("on /register with a spent or unknown invitation, says the invitation is no good", async () => {
    mockApi(
      http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
      adminStatus("invite"),
      http.post("/api/invitations/lookup", reply(404, { message: "Inbjudan är ogiltig eller har gått ut" })),
    );
    renderWithProviders(<AppRouter />, { path: "/register?token=gammal" });
    expect(await screen.findByText("Inbjudan är ogiltig eller har gått ut")).toBeInTheDocument();
    expect(screen.queryByLabelText("Användarnamn")).not.toBeInTheDocument();
  });

  it("sends a signed-in user away from /register", async () => {
    mockApi(signedInAs(buildUser()), adminStatus("open"), ...workerDashboardHandlers());
    const { history } = renderWithProviders(<AppRouter />, { path: "/register" });
    expect(await screen.findByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    expect(history.at(-1)).toBe("/");
  });
});
