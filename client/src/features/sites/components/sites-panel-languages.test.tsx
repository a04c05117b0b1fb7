// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { kajen, renderSitesPanel } from "@/test/sites-panel";

/** 'Byggarbetsplatser' in the admin's language; the personalliggare keeps its Swedish name, explained. */
afterEach(async () => {
  await activateLocale("sv");
});

describe("SitesPanel in Polish", () => {
  it("names the site's facts and the ledger's scope in Polish, dates with Polish months", async () => {
    await activateLocale("pl", ["sites", "shell"]);
    renderSitesPanel([{ ...kajen, endDate: null }]);
    const card = await screen.findByRole("article", { name: "Kv. Kajen" });
    expect(screen.getByRole("heading", { name: "Place budowy" })).toBeInTheDocument();
    expect(within(card).getByText("Aktywny")).toBeInTheDocument();
    expect(within(card).getByText("Nasza własna personalliggare")).toBeInTheDocument();
    expect(within(card).getByText("Gotowe do meldowania")).toBeInTheDocument();
    expect(within(card).getByText("Kierownicy budowy (platsansvariga)")).toBeInTheDocument();
    expect(within(card).getByText(/^Od 1 wrz.* 2026, bezterminowo$/)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Drukuj plakat QR dla Kv. Kajen" })).toBeInTheDocument();
  });
});

describe("SitesPanel in English", () => {
  it("labels the site form in English", async () => {
    await activateLocale("en", ["sites", "shell"]);
    renderSitesPanel([kajen]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New building site" }));
    const dialog = await screen.findByRole("dialog", { name: "New building site" });
    expect(within(dialog).getByRole("textbox", { name: "Skatteverket's ID" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Our own personalliggare" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create building site" })).toBeInTheDocument();
  });
});
