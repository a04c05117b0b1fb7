// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { buildUser } from "@tests/support/builders";
import { workerDashboardHandlers } from "@/test/handlers";
import { mockApi, reply, SIGNED_OUT_BODY } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { loadScreensFirst } from "@/test/screens";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n/locale-choice";
import { activateLocale } from "@/lib/i18n/runtime";
import { AppRouter } from "./router";

/**
 * The language a person reads (docs/product-rules.md §17): signed out, the login's menu decides
 * and is remembered; signed in, the user's `locale`, changed from the header without a reload.
 */
loadScreensFirst();

const signedOut = [
  http.get("/api/user", reply(401, SIGNED_OUT_BODY)),
  http.get("/api/demo-accounts", () => HttpResponse.json([])),
  http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false, mailConfigured: true, registration: "open" })),
];

// Files share this module's language: each test leaves Swedish behind, and no remembered choice.
afterEach(async () => {
  window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  await activateLocale("sv");
});

describe("signed out", () => {
  it("the login's menu switches the screen to Polish, sets <html lang> and remembers the choice, sending nothing", async () => {
    const { calls } = mockApi(...signedOut);
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Logga in" })).toBeInTheDocument();

    const menu = screen.getByRole("combobox", { name: "Språk" });
    expect(
      within(menu)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Svenska", "English", "Polski"]);
    await user.selectOptions(menu, "pl");

    expect(await screen.findByRole("heading", { name: "Zaloguj się" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zaloguj się" })).toBeInTheDocument();
    expect(screen.getByText("Raportowanie czasu pracy na budowie")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Język" })).toHaveValue("pl");
    expect(document.documentElement.lang).toBe("pl");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("pl");
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });
});

describe("an invitation's language", () => {
  const lookup = http.post("/api/invitations/lookup", () => HttpResponse.json({ email: "tomasz@bygg.se", fullName: "Tomasz Kowalczyk", locale: "pl" }));

  it("opens the register screen in the invitation's language when this browser has chosen none", async () => {
    mockApi(...signedOut, lookup);
    renderWithProviders(<AppRouter />, { path: "/register?token=zaproszenie-1" });
    expect(await screen.findByRole("heading", { name: "Załóż konto" })).toBeInTheDocument();
    expect(screen.getByText("Masz zaproszenie. Wybierz nazwę użytkownika i hasło do swojego konta.")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("pl");
  });

  it("leaves a language chosen on this browser's login as it is", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    await activateLocale("en");
    mockApi(...signedOut, lookup);
    renderWithProviders(<AppRouter />, { path: "/register?token=zaproszenie-1" });
    expect(await screen.findByLabelText("Email")).toHaveValue("tomasz@bygg.se");
    expect(document.documentElement.lang).toBe("en");
  });
});

describe("signed in", () => {
  it("the user's locale decides: a Polish worker's home is in Polish", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser({ locale: "pl" }))),
      ...workerDashboardHandlers(),
    );
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Witaj, Erik!" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ostatnie raporty" })).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByText("Pracownik budowlany")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("pl");
  });

  it("the header's menu switches the screen at once and saves the locale", async () => {
    const { callsTo } = mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      http.patch("/api/user", () => HttpResponse.json(buildUser({ locale: "en" }))),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();

    await user.selectOptions(within(screen.getByRole("banner")).getByRole("combobox", { name: "Språk" }), "en");

    expect(await screen.findByRole("heading", { name: "Welcome, Erik!" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
    await waitFor(() => expect(callsTo("PATCH", "/api/user").map((c) => c.body)).toEqual([{ locale: "en" }]));
  });

  it("when the choice cannot be saved, the screen goes back to its language and says so", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(buildUser())),
      http.patch("/api/user", reply(500, { message: "Ett oväntat fel inträffade" })),
      ...workerDashboardHandlers(),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();

    await user.selectOptions(within(screen.getByRole("banner")).getByRole("combobox", { name: "Språk" }), "pl");

    expect(await screen.findByText("Språket kunde inte sparas")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Välkommen, Erik!" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("sv");
  });
});
