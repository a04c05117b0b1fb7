// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { RegisterForm } from "./register-form";
import { sentWhenShown } from "@/test/sent";

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.type(screen.getByLabelText("Användarnamn"), "erik");
  await user.type(screen.getByLabelText("Fullständigt namn"), "Erik Andersson");
  await user.type(screen.getByLabelText("E-post"), "Erik@Example.se");
  await user.type(screen.getByLabelText("Lösenord"), "hemligt1");
  await user.type(screen.getByLabelText("Bekräfta lösenord"), confirm);
  await user.click(screen.getByRole("button", { name: "Skapa konto" }));
}

describe("RegisterForm", () => {
  it("has no accessibility violations, with the messages under the fields", async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: "/register" });
    await user.click(screen.getByRole("button", { name: "Skapa konto" }));
    expect(await screen.findByText("Fullständigt namn krävs")).toBeInTheDocument();
    await expectNoAxeViolations("the registration with its messages");
  });

  it("says 'Lösenorden matchar inte' under the confirmation and sends nothing", async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: "/register" });

    await fillForm(user, "hemligt2");

    const confirm = screen.getByLabelText("Bekräfta lösenord");
    expect(await screen.findByText("Lösenorden matchar inte")).toBeInTheDocument();
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("validates the rules from shared/ on empty submit", async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: "/register" });
    await user.click(screen.getByRole("button", { name: "Skapa konto" }));
    expect(await screen.findByText("Användarnamn måste vara minst 3 tecken")).toBeInTheDocument();
    expect(screen.getByText("Fullständigt namn krävs")).toBeInTheDocument();
    expect(screen.getByText("Lösenord måste vara minst 8 tecken")).toBeInTheDocument();
  });

  it("sends the account without confirmPassword, toasts and goes to /", async () => {
    const { callsTo } = mockApi(http.post("/api/register", () => HttpResponse.json(buildUser(), { status: 201 })));
    const user = userEvent.setup();
    const { history } = renderWithProviders(<RegisterForm />, { path: "/register" });

    await fillForm(user, "hemligt1");

    expect(await sentWhenShown(callsTo, "Registrering lyckades", "POST", "/api/register")).toEqual({
      username: "erik",
      fullName: "Erik Andersson",
      email: "erik@example.se",
      password: "hemligt1",
    });
    expect(history.at(-1)).toBe("/");
  });

  it("puts the server's field errors on the fields, without repeating them in the toast", async () => {
    mockApi(http.post("/api/register", reply(400, { message: "Användarnamnet är upptaget", errors: { username: "Användarnamnet är upptaget" } })));
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: "/register" });

    await fillForm(user, "hemligt1");

    expect(await screen.findByText("Användarnamnet är upptaget")).toBeInTheDocument();
    expect(screen.getByLabelText("Användarnamn")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Registreringsfel")).toBeInTheDocument();
    expect(screen.getAllByText("Användarnamnet är upptaget")).toHaveLength(1);
  });

  it("toasts a conflict's message without marking a field", async () => {
    mockApi(http.post("/api/register", reply(409, { message: "E-postadressen används redan", errors: { email: "E-postadressen används redan" } })));
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: "/register" });

    await fillForm(user, "hemligt1");

    expect(await screen.findByText("Registreringsfel")).toBeInTheDocument();
    expect(screen.getAllByText("E-postadressen används redan")).toHaveLength(1);
    expect(screen.getByLabelText("E-post")).not.toHaveAttribute("aria-invalid");
  });

  it("falls back to 'Kunde inte skapa konto' when the server says nothing useful", async () => {
    mockApi(http.post("/api/register", reply(500)));
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />, { path: "/register" });
    await fillForm(user, "hemligt1");
    expect(await screen.findByText("Kunde inte skapa konto")).toBeInTheDocument();
  });

  it("has a way back to the login", () => {
    mockApi();
    renderWithProviders(<RegisterForm />, { path: "/register" });
    expect(screen.getByRole("link", { name: "Tillbaka till inloggning" })).toHaveAttribute("href", "/");
  });
});
