// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { admin, ADMIN_ID, erik, gone, panelHandlers } from "@/test/users-panel-handlers";
import { UsersPanel } from "./users-panel";

/** 'Användare' in the admin's language (docs/i18n.md). */
afterEach(async () => {
  await activateLocale("sv");
});

function renderPanel() {
  mockApi(
    http.get("/api/users", () => HttpResponse.json([erik, admin, gone])),
    ...panelHandlers(),
  );
  renderWithProviders(<UsersPanel currentUserId={ADMIN_ID} />);
}

const row = (name: string) => screen.getByRole("listitem", { name });

describe("UsersPanel in Polish", () => {
  it("names roles and states in Polish and asks in Polish before deleting", async () => {
    await activateLocale("pl", ["users", "shell"]);
    renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Użytkownicy" })).toBeInTheDocument();
    expect(await screen.findByText("Erik Andersson")).toBeInTheDocument();
    expect(within(row("Erik Andersson")).getByText("Pracownik budowlany")).toBeInTheDocument();
    expect(within(row("Olle Berg")).getByText("Dezaktywowany")).toBeInTheDocument();
    expect(within(row("Anna Lindqvist")).getByText("Ty")).toBeInTheDocument();
    expect(await screen.findByText("Brak otwartych zaproszeń.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Tylko z zaproszeniem/ })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Usuń: Erik Andersson" }));
    const ask = await screen.findByRole("alertdialog", { name: "Usuń użytkownika" });
    expect(ask).toHaveTextContent("Czy na pewno chcesz usunąć: Erik Andersson?");
  });

  it("labels the new user's form in Polish with the password's rule", async () => {
    await activateLocale("pl", ["users", "shell"]);
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Nowy użytkownik" }));
    const dialog = await screen.findByRole("dialog", { name: "Nowy użytkownik" });
    expect(within(dialog).getByRole("textbox", { name: "Imię i nazwisko" })).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: "Rola" })).toHaveDisplayValue("Pracownik budowlany");
    expect(within(dialog).getByText("Co najmniej 8 znaków, nie popularne hasło.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Utwórz użytkownika" })).toBeInTheDocument();
  });
});

describe("UsersPanel in English", () => {
  it("lists users and the invitations in English", async () => {
    await activateLocale("en", ["users", "shell"]);
    renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Users" })).toBeInTheDocument();
    expect(await screen.findByText("Anna Lindqvist")).toBeInTheDocument();
    expect(within(row("Anna Lindqvist")).getByText("You")).toBeInTheDocument();
    expect(within(row("Olle Berg")).getByRole("button", { name: "Reactivate Olle Berg" })).toBeInTheDocument();
    expect(await screen.findByText("No open invitations.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite" });
    expect(within(dialog).getByRole("button", { name: "Create invitation" })).toBeInTheDocument();
  });
});
