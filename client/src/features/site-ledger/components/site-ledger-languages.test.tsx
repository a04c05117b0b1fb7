// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { at, DAY, dayWithCorrections, PIOTR, SITE_ID, siteLedgerHandlers } from "@/test/site-ledger";
import { SiteLedgerView } from "./site-ledger-view";

/**
 * The platsansvarig's day in the reader's language (docs/i18n.md): columns, kinds, methods,
 * marks and corrections; the times, dates and identity numbers stay as the ledger writes them.
 */
afterEach(async () => {
  await activateLocale("sv");
});

async function renderDay() {
  const { entries } = dayWithCorrections({ occurredAt: "15:02:03", recordedAt: "16:30:00" });
  mockApi(...siteLedgerHandlers({ entries, present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }] }));
  renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
  const table = await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
  return { table, rows: within(table).getAllByRole("row") };
}

describe("the site's day in Polish", () => {
  it("heads the columns, names kinds, methods and marks, and says who corrected what and why", async () => {
    await activateLocale("pl", ["site", "shell"]);
    const { table, rows } = await renderDay();
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Godzina", "Osoba", "Firma", "Wejście/wyjście", "Sposób", "Czynność"]);
    const texts = rows.slice(1).map((r) => r.textContent ?? "");
    expect(texts[0]).toContain("Wejście");
    expect(texts[0]).toContain("Samodzielnie");
    expect(texts[0]).toContain("Zastąpiony");
    expect(texts[1]).toContain("Korekta");
    expect(texts[2]).toBe(`Czas poprawiony przez Anna Lindqvist ${DAY} 16:40:00Powód: Kom 06:45 enligt arbetsledaren.`);
    expect(texts[3]).toContain("Przez inną osobę");
    expect(texts[3]).toContain("Skreślony");
    expect(texts[5]).toContain("Wpis skreślony przez Anna Lindqvist");
    expect(texts[6]).toContain("Wyjście");
    expect(texts[6]).toContain("Zarejestrowano po czasie");
    expect(
      within(table)
        .getAllByRole("button", { name: /^Popraw/ })
        .map((b) => [b.textContent, b.getAttribute("aria-label")]),
    ).toEqual([
      ["Popraw", `Popraw Erik Andersson, Wejście ${DAY} 06:45:00`],
      ["Popraw", `Popraw Erik Andersson, Wyjście ${DAY} 16:02:03`],
    ]);
  });

  it("lists who is on site now, the day picker and the buttons in Polish", async () => {
    await activateLocale("pl", ["site", "shell"]);
    await renderDay();
    const present = screen.getByRole("list", { name: "Teraz na budowie" });
    expect(within(present).getByRole("listitem")).toHaveTextContent(`od 07:01:02 ${DAY}`);
    expect(screen.getByRole("heading", { name: "Wejścia i wyjścia" })).toBeInTheDocument();
    expect(screen.getByLabelText("Dzień")).toHaveValue(DAY);
    for (const name of ["Poprzedni dzień", "Następny dzień", "Dziś", "Odśwież", "Zarejestruj"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expect(screen.getByText("ID w Skatteverket")).toBeInTheDocument();
    expect(screen.queryByText("Registreringar")).not.toBeInTheDocument();
  });

  it("says so when nobody is checked in and the day has no entries", async () => {
    await activateLocale("pl", ["site", "shell"]);
    mockApi(...siteLedgerHandlers());
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
    expect(await screen.findByText("Tego dnia nie ma wejść ani wyjść.")).toBeInTheDocument();
    expect(await screen.findByText("Teraz nie ma nikogo na budowie.")).toBeInTheDocument();
  });
});

describe("the site's day in English", () => {
  it("heads the columns and names kinds, methods, marks and corrections in English", async () => {
    await activateLocale("en", ["site", "shell"]);
    const { table, rows } = await renderDay();
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Time", "Person", "Company", "In/Out", "How", "Action"]);
    const texts = rows.slice(1).map((r) => r.textContent ?? "");
    expect(texts[0]).toContain("Replaced");
    expect(texts[2]).toBe(`Time corrected by Anna Lindqvist ${DAY} 16:40:00Reason: Kom 06:45 enligt arbetsledaren.`);
    expect(texts[3]).toContain("By someone else");
    expect(texts[5]).toContain("Entry struck out by Anna Lindqvist");
    expect(texts[6]).toContain("Out");
    expect(texts[6]).toContain("Registered afterwards");
    expect(screen.getByRole("list", { name: "On site now" })).toHaveTextContent(`since 07:01:02 ${DAY}`);
    expect(within(table).getByRole("button", { name: `Correct Erik Andersson, In ${DAY} 06:45:00` })).toBeInTheDocument();
  });
});
