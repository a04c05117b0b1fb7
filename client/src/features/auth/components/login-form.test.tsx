// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser, mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { userQueryKey } from "../api/get-user";
import { LoginForm } from "./login-form";

const DEMO = [
  { label: "Byggarbetare", email: "arbetare@demo.se", password: "demo1234" },
  { label: "Admin", email: "admin@demo.se", password: "admin1234" },
];

afterEach(() => vi.unstubAllGlobals());

describe("LoginForm", () => {
  it("shows the Swedish messages when submitted empty, and sends nothing", async () => {
    const { callsTo } = mockFetch({ "GET /api/demo-accounts": { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);

    await user.click(screen.getByRole("button", { name: "Logga in" }));

    expect(await screen.findByText("Ogiltig e-postadress")).toBeInTheDocument();
    expect(screen.getByText("Lösenord krävs")).toBeInTheDocument();
    expect(screen.getByLabelText("E-post")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("POST", "/api/login")).toHaveLength(0);
  });

  it("links to the forgot-password and register screens", () => {
    mockFetch({ "GET /api/demo-accounts": { body: [] } });
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole("link", { name: "Glömt lösenord?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Skapa konto" })).toHaveAttribute("href", "/register");
  });

  it("hides the demo card when the server lists no demo accounts", async () => {
    const { callsTo } = mockFetch({ "GET /api/demo-accounts": { body: [] } });
    renderWithProviders(<LoginForm />);
    await waitFor(() => expect(callsTo("GET", "/api/demo-accounts")).toHaveLength(1));
    expect(screen.queryByText("Demo-konton")).not.toBeInTheDocument();
  });

  it("fills the form from a demo account and signs in with it", async () => {
    const worker = makeUser();
    const { callsTo } = mockFetch({ "GET /api/demo-accounts": { body: DEMO }, "POST /api/login": { body: worker } });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<LoginForm />);

    expect(await screen.findByText("Demo-konton")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Fyll i" })[1]);
    expect(screen.getByLabelText("E-post")).toHaveValue("admin@demo.se");
    expect(screen.getByLabelText("Lösenord")).toHaveValue("admin1234");

    await user.click(screen.getAllByRole("button", { name: "Fyll i" })[0]);
    await user.click(screen.getByRole("button", { name: "Logga in" }));

    expect(await screen.findByText("Inloggning lyckades")).toBeInTheDocument();
    expect(screen.getByText("Välkommen!")).toBeInTheDocument();
    expect(callsTo("POST", "/api/login")[0].body).toEqual({ email: "arbetare@demo.se", password: "demo1234" });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(worker);
  });

  it("shows the server's message in an 'Inloggningsfel' toast when sign-in fails", async () => {
    mockFetch({
      "GET /api/demo-accounts": { body: [] },
      "POST /api/login": { status: 401, body: { message: "Ogiltiga inloggningsuppgifter" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText("E-post"), "arbetare@demo.se");
    await user.type(screen.getByLabelText("Lösenord"), "fel");
    await user.click(screen.getByRole("button", { name: "Logga in" }));

    expect(await screen.findByText("Inloggningsfel")).toBeInTheDocument();
    expect(screen.getByText("Ogiltiga inloggningsuppgifter")).toBeInTheDocument();
  });
});
