// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { admin, ADMIN_ID, erik, gone, panelHandlers } from "@/test/users-panel-handlers";
import { UsersPanel } from "./users-panel";
import { sentWhenShown } from "@/test/sent";

const ERIK = `/api/users/${erik.id}`;

function renderPanel(...handlers: RequestHandler[]) {
  const mock = mockApi(
    ...handlers,
    http.get("/api/users", () => HttpResponse.json([erik, admin, gone])),
    ...panelHandlers(),
  );
  renderWithProviders(<UsersPanel currentUserId={ADMIN_ID} />);
  return mock;
}

const row = (name: string) => screen.getByRole("listitem", { name });

describe("UsersPanel", () => {
  it("lists roles, marks deactivated users and offers no delete on oneself", async () => {
    renderPanel();
    expect(await screen.findByText("Erik Andersson")).toBeInTheDocument();
    expect(within(row("Erik Andersson")).getByText("Byggarbetare")).toBeInTheDocument();
    expect(within(row("Anna Lindqvist")).getByText("Admin")).toBeInTheDocument();
    expect(within(row("Olle Berg")).getByText("Inaktiverad")).toBeInTheDocument();
    expect(within(row("Erik Andersson")).queryByText("Inaktiverad")).not.toBeInTheDocument();
    expect(within(row("Anna Lindqvist")).queryByRole("button", { name: /Radera/ })).not.toBeInTheDocument();
  });

  it("has no accessibility violations with its users, the user form with its messages, and the question before deleting", async () => {
    renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByText("Erik Andersson")).toBeInTheDocument();
    expect(await screen.findByText("Inga öppna inbjudningar.")).toBeInTheDocument();
    await expectNoAxeViolations("'Användare'");

    await user.click(screen.getByRole("button", { name: "Ny användare" }));
    await user.click(screen.getByRole("button", { name: "Skapa användare" }));
    expect(await screen.findByText("Lösenord måste vara minst 8 tecken")).toBeInTheDocument();
    await expectNoAxeViolations("the user form with its messages");
    await user.keyboard("{Escape}");

    await user.click(await screen.findByRole("button", { name: "Radera Erik Andersson" }));
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    await expectNoAxeViolations("the question before deleting a user");
  });

  it("reactivates a deactivated user", async () => {
    const { callsTo } = renderPanel(http.patch(`/api/users/${gone.id}`, () => HttpResponse.json({ ...gone, active: true })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Återaktivera Olle Berg" }));
    expect(await sentWhenShown(callsTo, "Olle Berg kan logga in igen", "PATCH", `/api/users/${gone.id}`)).toEqual({
      username: "olle",
      fullName: "Olle Berg",
      email: "olle@demo.se",
      role: "worker",
      active: true,
    });
    expect(within(row("Erik Andersson")).queryByRole("button", { name: /Återaktivera/ })).not.toBeInTheDocument();
  });

  it("needs a password for a new user and sends the account", async () => {
    const { callsTo } = renderPanel(http.post("/api/users", () => HttpResponse.json(erik, { status: 201 })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ny användare" }));
    await user.type(screen.getByLabelText("Användarnamn"), "kalle");
    await user.type(screen.getByLabelText("Fullständigt namn"), "Kalle Åberg");
    await user.type(screen.getByLabelText("E-post"), "kalle@example.se");
    await user.click(screen.getByRole("button", { name: "Skapa användare" }));
    expect(await screen.findByText("Lösenord måste vara minst 8 tecken")).toBeInTheDocument();
    expect(callsTo("POST", "/api/users")).toHaveLength(0);

    await user.type(screen.getByLabelText("Lösenord"), "hemligt1");
    await user.selectOptions(screen.getByLabelText("Roll"), "customer");
    await user.click(screen.getByRole("button", { name: "Skapa användare" }));
    expect(await sentWhenShown(callsTo, "Användaren har skapats", "POST", "/api/users")).toEqual({
      username: "kalle",
      fullName: "Kalle Åberg",
      email: "kalle@example.se",
      role: "customer",
      locale: "sv",
      employeeNumber: null,
      employedFrom: null,
      identityNumber: null,
      password: "hemligt1",
    });
  });

  it("sets a new password in the user form, and shows the server's refusal of a common one under the field", async () => {
    const common = "Lösenordet är för vanligt – välj ett annat";
    let tries = 0;
    const { callsTo } = renderPanel(
      http.patch(ERIK, () => {
        tries += 1;
        return tries === 1 ? HttpResponse.json({ message: common, errors: { password: common } }, { status: 400 }) : HttpResponse.json(erik);
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
    await user.type(screen.getByLabelText("Nytt lösenord"), "password123");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Nytt lösenord"));
    await user.type(screen.getByLabelText("Nytt lösenord"), "Takstol-Regn-47");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Användaren har uppdaterats")).toBeInTheDocument();
    expect(callsTo("PATCH", ERIK).map((call) => (call.body as { password?: string }).password)).toEqual(["password123", "Takstol-Regn-47"]);
  });

  it("on edit leaves the password out when it is empty, and says so under the field", async () => {
    const { callsTo } = renderPanel(http.patch(ERIK, () => HttpResponse.json(erik)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
    expect(screen.getByText(/^Lämna tomt för att behålla nuvarande lösenord\./)).toBeInTheDocument();
    expect(screen.getByLabelText("Nytt lösenord")).toHaveValue("");
    await waitFor(() => expect(screen.getByLabelText("Personnummer")).toHaveValue("19850412-3459"));
    await user.clear(screen.getByLabelText("Fullständigt namn"));
    await user.type(screen.getByLabelText("Fullständigt namn"), "Erik A. Andersson");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    const body = (await sentWhenShown(callsTo, "Användaren har uppdaterats", "PATCH", ERIK)) as Record<string, unknown>;
    expect(body).toEqual({
      username: "erik",
      fullName: "Erik A. Andersson",
      email: "arbetare@demo.se",
      role: "worker",
      locale: "sv",
      employeeNumber: null,
      employedFrom: null,
      identityNumber: "19850412-3459",
    });
    expect("password" in body).toBe(false);
  });

  it("sends the date typed in 'Anställd från' on edit", async () => {
    const { callsTo } = renderPanel(http.patch(ERIK, () => HttpResponse.json(erik)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
    const field = screen.getByLabelText("Anställd från");
    expect(field).toHaveValue("");
    await user.type(field, "2026-03-02");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await sentWhenShown(callsTo, "Användaren har uppdaterats", "PATCH", ERIK)).toMatchObject({ employedFrom: "2026-03-02" });
  });

  it("shows the server's 'Ogiltigt datum' under 'Anställd från'", async () => {
    renderPanel(http.patch(ERIK, () => HttpResponse.json({ message: "Ogiltigt datum", errors: { employedFrom: "Ogiltigt datum" } }, { status: 400 })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
    await user.type(screen.getByLabelText("Anställd från"), "2026-03-02");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Ogiltigt datum")).toBeInTheDocument();
    expect(screen.getByLabelText("Anställd från")).toHaveAttribute("aria-invalid", "true");
  });

  it("on edit sends a new password when one is typed", async () => {
    const { callsTo } = renderPanel(http.patch(ERIK, () => HttpResponse.json(erik)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
    await user.type(screen.getByLabelText("Nytt lösenord"), "nyttlosen");
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await sentWhenShown(callsTo, "Användaren har uppdaterats", "PATCH", ERIK)).toMatchObject({ password: "nyttlosen" });
  });

  it("asks before deleting and says when the user was deactivated instead", async () => {
    const { callsTo } = renderPanel(http.delete(ERIK, () => HttpResponse.json({ deactivated: true })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Radera Erik Andersson" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Är du säker på att du vill radera Erik Andersson?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Radera" }));
    expect(await screen.findByText("Användaren har historik och har inaktiverats i stället för att raderas")).toBeInTheDocument();
    expect(screen.getByText("Framgång")).toBeInTheDocument();
    expect(callsTo("DELETE", ERIK)).toHaveLength(1);
  });

  it("says when the user was deleted", async () => {
    renderPanel(http.delete(ERIK, () => HttpResponse.json({ deleted: true })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Radera Erik Andersson" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Radera" }));
    expect(await screen.findByText("Användaren har raderats")).toBeInTheDocument();
  });

  it("shows the server's 409 message", async () => {
    renderPanel(http.delete(ERIK, reply(409, { message: "Den sista administratören kan inte tas bort" })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Radera Erik Andersson" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Radera" }));
    expect(await screen.findByText("Den sista administratören kan inte tas bort")).toBeInTheDocument();
    expect(screen.getByText("Fel")).toBeInTheDocument();
  });

  it("returns focus to the button that opened the form or the question, and to the row once deactivated", async () => {
    let users = [erik, admin, gone];
    mockApi(
      http.get("/api/users", () => HttpResponse.json(users)),
      http.patch(ERIK, () => HttpResponse.json(erik)),
      http.delete(ERIK, () => {
        users = [{ ...erik, active: false }, admin, gone];
        return HttpResponse.json({ deactivated: true });
      }),
      ...panelHandlers(),
    );
    renderWithProviders(<UsersPanel currentUserId={ADMIN_ID} />);
    const user = userEvent.setup();

    const edit = await screen.findByRole("button", { name: "Redigera Erik Andersson" });
    await user.click(edit);
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Användaren har uppdaterats")).toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());

    const remove = screen.getByRole("button", { name: "Radera Erik Andersson" });
    await user.click(remove);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Avbryt" }));
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Radera" }));
    expect(await screen.findByText("Användaren har historik och har inaktiverats i stället för att raderas")).toBeInTheDocument();
    // 'Radera' is gone with the deactivation: focus stays on Erik's row.
    await waitFor(() => expect(within(row("Erik Andersson")).getByRole("button", { name: "Redigera Erik Andersson" })).toHaveFocus());
  });

  describe("Personnummer", () => {
    it("loads the full number into the form and sends a changed one", async () => {
      const { callsTo } = renderPanel(http.patch(ERIK, () => HttpResponse.json(erik)));
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
      const field = screen.getByLabelText("Personnummer");
      await waitFor(() => expect(field).toHaveValue("19850412-3459"));
      expect(field).toHaveAccessibleDescription("Valfritt. ÅÅÅÅMMDD-NNNN");
      await user.clear(field);
      await user.type(field, "198504723456");
      await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
      expect(await sentWhenShown(callsTo, "Användaren har uppdaterats", "PATCH", ERIK)).toMatchObject({ identityNumber: "19850472-3456" });
    });

    it("refuses a wrong check digit before sending", async () => {
      const { callsTo } = renderPanel();
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Redigera Erik Andersson" }));
      const field = screen.getByLabelText("Personnummer");
      await waitFor(() => expect(field).toHaveValue("19850412-3459"));
      await user.clear(field);
      await user.type(field, "19850412-3450");
      await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
      expect(await screen.findByText("Ogiltigt personnummer (kontrollsiffran stämmer inte)")).toBeInTheDocument();
      expect(callsTo("PATCH", ERIK)).toHaveLength(0);
    });
  });
});
