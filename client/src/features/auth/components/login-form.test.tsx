// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { userQueryKey } from "@/api/auth/get-user";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { LoginForm } from "./login-form";

const DEMO = [
  { label: "Byggarbetare", email: "arbetare@demo.se", password: "demo1234" },
  { label: "Admin", email: "admin@demo.se", password: "admin1234" },
];

const demoAccounts = http.get("/api/demo-accounts", () => HttpResponse.json([]));
const status = (registration: "invite" | "open", hasAdmin = true) =>
  http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin, resetLinkInLog: false, mailConfigured: true, registration }));
/** What the login asks besides signing in: the demo accounts (none) and whether registration is open. */
const noDemoAccounts = [demoAccounts, status("open")] as const;

describe("LoginForm", () => {
  it("shows the Swedish messages when submitted empty, and sends nothing", async () => {
    const { callsTo } = mockApi(...noDemoAccounts);
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);

    await user.click(screen.getByRole("button", { name: "Logga in" }));

    expect(await screen.findByText("Ogiltig e-postadress")).toBeInTheDocument();
    expect(screen.getByText("Lösenord krävs")).toBeInTheDocument();
    expect(screen.getByLabelText("E-post")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("POST", "/api/login")).toHaveLength(0);
  });

  it("has no accessibility violations, with the demo accounts and with the messages under the fields", async () => {
    mockApi(
      http.get("/api/demo-accounts", () => HttpResponse.json(DEMO)),
      status("open"),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    expect(await screen.findByRole("button", { name: "Fyll i Admin" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Skapa konto" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Logga in" }));
    expect(await screen.findByText("Lösenord krävs")).toBeInTheDocument();
    await expectNoAxeViolations("the login with its messages");
  });

  it("links to the forgot-password and register screens while registration is open", async () => {
    mockApi(...noDemoAccounts);
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole("link", { name: "Glömt lösenord?" })).toHaveAttribute("href", "/forgot-password");
    expect(await screen.findByRole("link", { name: "Skapa konto" })).toHaveAttribute("href", "/register");
  });

  it("offers no 'Skapa konto' when registration needs an invitation", async () => {
    mockApi(demoAccounts, status("invite"));
    renderWithProviders(<LoginForm />);
    expect(await screen.findByText("Konton skapas med en inbjudan från din arbetsledare.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Skapa konto" })).not.toBeInTheDocument();
    expect(screen.queryByText("Skapa konto")).not.toBeInTheDocument();
  });

  it("leads to the first-admin setup at /admin while no admin exists, beside the invitation note", async () => {
    mockApi(demoAccounts, status("invite", false));
    renderWithProviders(<LoginForm />);
    expect(await screen.findByRole("link", { name: "Skapa admin-konto" })).toHaveAttribute("href", "/admin");
    expect(screen.getByText("Konton skapas med en inbjudan från din arbetsledare.")).toBeInTheDocument();
    await expectNoAxeViolations("the login of a fresh installation");
  });

  it("offers no 'Skapa admin-konto' once an admin exists", async () => {
    mockApi(demoAccounts, status("invite", true));
    renderWithProviders(<LoginForm />);
    expect(await screen.findByText("Konton skapas med en inbjudan från din arbetsledare.")).toBeInTheDocument();
    expect(screen.queryByText("Skapa admin-konto")).not.toBeInTheDocument();
  });

  it("keeps the 429's 'Försök igen om {n} minuter' on screen under the fields until the next try", async () => {
    const message = "För många försök. Försök igen om 12 minuter";
    mockApi(
      ...noDemoAccounts,
      http.post("/api/login", () => HttpResponse.json({ message }, { status: 429, headers: { "Retry-After": "700" } })),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText("E-post"), "erik@example.se");
    await user.type(screen.getByLabelText("Lösenord"), "fel-lösenord");
    await user.click(screen.getByRole("button", { name: "Logga in" }));
    const form = screen.getByRole("button", { name: "Logga in" }).closest("form");
    await waitFor(() => expect(form).toHaveTextContent(message));
    expect(screen.getAllByRole("alert").some((el) => el.textContent === message && form?.contains(el))).toBe(true);
  });

  it("hides the demo card when the server lists no demo accounts", async () => {
    const { callsTo } = mockApi(...noDemoAccounts);
    renderWithProviders(<LoginForm />);
    await waitFor(() => expect(callsTo("GET", "/api/demo-accounts")).toHaveLength(1));
    expect(screen.queryByText("Demo-konton")).not.toBeInTheDocument();
  });

  it("fills the form from a demo account and signs in with it", async () => {
    const worker = buildUser();
    const { callsTo } = mockApi(
      http.get("/api/demo-accounts", () => HttpResponse.json(DEMO)),
      status("open"),
      http.post("/api/login", () => HttpResponse.json(worker)),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<LoginForm />);

    expect(await screen.findByText("Demo-konton")).toBeInTheDocument();
    // Each 'Fyll i' is named by its account, so a screen reader tells them apart.
    await user.click(screen.getByRole("button", { name: "Fyll i Admin" }));
    expect(screen.getByLabelText("E-post")).toHaveValue("admin@demo.se");
    expect(screen.getByLabelText("Lösenord")).toHaveValue("admin1234");

    await user.click(screen.getByRole("button", { name: "Fyll i Byggarbetare" }));
    await user.click(screen.getByRole("button", { name: "Logga in" }));

    expect(await screen.findByText("Inloggning lyckades")).toBeInTheDocument();
    expect(screen.getByText("Välkommen!")).toBeInTheDocument();
    expect(callsTo("POST", "/api/login")[0].body).toEqual({ email: "arbetare@demo.se", password: "demo1234" });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(worker);
  });

  it("welcomes no customer: 'Åtkomst nekad' follows at once", async () => {
    mockApi(
      ...noDemoAccounts,
      http.post("/api/login", () => HttpResponse.json(buildUser({ role: "customer" }))),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText("E-post"), "kund@demo.se");
    await user.type(screen.getByLabelText("Lösenord"), "kund1234");
    await user.click(screen.getByRole("button", { name: "Logga in" }));
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ role: "customer" }));
    expect(screen.queryByText("Inloggning lyckades")).not.toBeInTheDocument();
    expect(screen.queryByText("Välkommen!")).not.toBeInTheDocument();
  });

  it("shows the server's message in an 'Inloggningsfel' toast when sign-in fails", async () => {
    mockApi(...noDemoAccounts, http.post("/api/login", reply(401, { message: "Ogiltiga inloggningsuppgifter" })));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.type(screen.getByLabelText("Lösenord"), "fel");
    await user.click(screen.getByRole("button", { name: "Logga in" }));

    expect(await screen.findByText("Inloggningsfel")).toBeInTheDocument();
    expect(screen.getByText("Ogiltiga inloggningsuppgifter")).toBeInTheDocument();
  });
});
