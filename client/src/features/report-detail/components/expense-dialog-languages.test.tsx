// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Expense } from "@shared/types";
import { activateLocale } from "@/lib/i18n/runtime";
import { buildMil, buildTrakt, buildUtlagg } from "@/test/admin-expense-handlers";
import { renderWithProviders } from "@/test/render";
import { ExpenseDialog } from "./expense-dialog";

/** The expense dialog in the reader's language (docs/i18n.md): its sums and pay lines; the payroll file keeps the Swedish. */
afterEach(async () => {
  await activateLocale("sv");
});

const plain = (el: HTMLElement) => (el.textContent ?? "").replace(/\u00a0/g, " ");

function renderDialog(expenses: Expense[], title: string) {
  renderWithProviders(<ExpenseDialog expenses={expenses} context="Erik Andersson" open onOpenChange={vi.fn()} />);
  return screen.getByRole("dialog", { name: title });
}

const payLines = (card: HTMLElement, name: string) => within(within(card).getByRole("list", { name })).getAllByRole("listitem").map(plain);

describe("the expense dialog in another language", () => {
  it("writes the sum, the pay lines' names, units and kronor in English", async () => {
    await activateLocale("en", ["expenses", "report", "review", "shell"]);
    const dialog = renderDialog([buildUtlagg(), buildMil(), buildTrakt()], "Expenses");
    expect(plain(dialog)).toContain("Erik Andersson · 3 expenses, 1,339.25 kr");
    const cards = within(dialog)
      .getAllByRole("listitem")
      .filter((li) => li.hasAttribute("data-expense-id"));
    expect(payLines(cards[1]!, "Pay lines")).toEqual(["Mileage, tax-free 12.30 mil × 25.00 kr307.50 kr", "Mileage, taxable 12.30 mil × 7.50 kr92.25 kr"]);
    expect(payLines(cards[2]!, "Pay lines")).toEqual([
      "Allowance, full day 2 days × 300.00 kr600.00 kr",
      "Night allowance 1 night × 150.00 kr150.00 kr",
      "Meal deduction, breakfast 1 meal × 60.00 kr−60.00 kr",
    ]);
  });

  it("writes them in Polish, with Polish plurals", async () => {
    await activateLocale("pl", ["expenses", "report", "review", "shell"]);
    const dialog = renderDialog([buildMil(), buildTrakt()], "Zwroty kosztów");
    expect(plain(dialog)).toContain("Erik Andersson · 2 zwroty, 1 089,75 kr");
    const cards = within(dialog)
      .getAllByRole("listitem")
      .filter((li) => li.hasAttribute("data-expense-id"));
    expect(payLines(cards[1]!, "Pozycje płacowe")).toEqual([
      "Dieta, pełny dzień 2 dni × 300,00 kr600,00 kr",
      "Dieta za nocleg 1 noc × 150,00 kr150,00 kr",
      "Potrącenie za posiłek, śniadanie 1 posiłek × 60,00 kr−60,00 kr",
    ]);
  });

  it("names each expense by its kind and marks a sent one as waiting for review, in the admin's language", async () => {
    await activateLocale("en", ["expenses", "report", "review", "shell", "adminReports"]);
    const dialog = renderDialog([buildMil({ status: "submitted" })], "Expenses");
    const card = within(dialog).getByRole("listitem", { name: "Mileage (milersättning): Kontoret - Bygget, materialhämtning" });
    expect(within(card).getByText("Waiting for review")).toBeInTheDocument();
    expect(plain(dialog)).not.toContain("Väntar granskning");
  });
});
