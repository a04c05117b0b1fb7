// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { fixClock } from "@/test/clock";
import { CONTROL_HEADER, controlHandlers } from "@/test/control-handlers";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { at, DAY, dayWithCorrections, PIOTR, SITE_ID } from "@/test/site-ledger";
import { SiteControl } from "./site-control";

// Friday 20 November 2026, 11:00 in Stockholm: today is DAY.
fixClock(at("10:00:00"));
afterEach(async () => {
  await activateLocale("sv");
});

describe("SiteControl for a reader in another language", () => {
  it("stays Swedish, the ledger's own words, though the day view beside it speaks Polish (docs/product-rules.md §17)", async () => {
    await activateLocale("pl", ["site", "shell"]);
    const { entries } = dayWithCorrections({ occurredAt: "09:02:03", recordedAt: "09:30:00" });
    mockApi(...controlHandlers({ entries, present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }] }));
    renderWithProviders(<SiteControl siteId={SITE_ID} back={<a href="/">Tillbaka</a>} logHref="/logg" />);
    const table = await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Tid", "Person", "Företag", "In/Ut", "Sätt"]);
    for (const text of ["Själv", "Registrerad av annan", "Rättelse", "Ersatt", "Struken", "Registrerad i efterhand"]) {
      expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(table).getByText(/Tiden rättad av Anna Lindqvist/)).toBeInTheDocument();
    expect(within(table).queryByText(/Wejście|Samodzielnie|Korekta/)).not.toBeInTheDocument();
    const present = await screen.findByRole("list", { name: "På plats nu" });
    expect(within(present).getByRole("listitem")).toHaveTextContent(`sedan ${DAY} 07:01:02`);
  });

  it("speaks Polish in the platsansvarig's controls around the record: the inspector's link and the event log", async () => {
    await activateLocale("pl", ["site", "shell"]);
    const { entries } = dayWithCorrections({ occurredAt: "09:02:03", recordedAt: "09:30:00" });
    mockApi(...controlHandlers({ entries, present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }] }));
    renderWithProviders(<SiteControl siteId={SITE_ID} back={<a href="/">Tillbaka</a>} logHref="/logg" />);
    expect(await screen.findByRole("button", { name: "Link dla inspektora" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dziennik zdarzeń" })).toHaveAttribute("href", "/logg");
    expect(screen.queryByRole("button", { name: "Länk till inspektör" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Händelselogg" })).not.toBeInTheDocument();
    // The record itself stays Swedish beside them.
    expect(await screen.findByRole("table", { name: `Personalliggare ${DAY}` })).toBeInTheDocument();
  });

  it("says the controls in English, and Swedish to a Swedish reader as before", async () => {
    await activateLocale("en", ["site", "shell"]);
    const { entries } = dayWithCorrections({ occurredAt: "09:02:03", recordedAt: "09:30:00" });
    mockApi(...controlHandlers({ entries, present: [] }));
    const { unmount } = renderWithProviders(<SiteControl siteId={SITE_ID} back={<a href="/">Back</a>} logHref="/logg" />);
    expect(await screen.findByRole("button", { name: "Link for the inspector" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Event log" })).toBeInTheDocument();
    unmount();
    await activateLocale("sv");
    renderWithProviders(<SiteControl siteId={SITE_ID} back={<a href="/">Tillbaka</a>} logHref="/logg" />);
    expect(await screen.findByRole("button", { name: "Länk till inspektör" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Händelselogg" })).toBeInTheDocument();
  });

  it("tells an English reader which of our company's settings cannot be read, while the record says so in Swedish", async () => {
    await activateLocale("en", ["site", "shell", "validation"]);
    mockApi(...controlHandlers({ header: { ...CONTROL_HEADER, ourCompany: { name: "", orgNumber: "", unreadable: ["companyName", "orgNumber"] } } }));
    renderWithProviders(<SiteControl siteId={SITE_ID} back={<a href="/">Back</a>} logHref="/logg" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The payroll setting Company name cannot be read – open Lön › Inställningar and save it again");
    expect(alert).toHaveTextContent("The payroll setting Organisation number cannot be read");
    expect(screen.getByText("Företagets namn kan inte läsas ur inställningarna")).toBeInTheDocument();
    expect(screen.getByText("Företagets organisationsnummer kan inte läsas ur inställningarna")).toBeInTheDocument();
  });
});
