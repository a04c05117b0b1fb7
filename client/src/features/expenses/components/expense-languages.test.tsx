// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { buildMil, buildTrakt, buildUtlagg, expenseListHandler, expenseRatesHandler, expenseServer } from "@/test/expense-handlers";
import { formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { ExpenseList } from "./expense-list";
import { MilForm } from "./mil-form";
import { TraktForm } from "./trakt-form";
import { UtlaggForm } from "./utlagg-form";

/** The ersättningar in the worker's language (docs/i18n.md): traktamente and utlägg keep their names, explained. */
const TODAY = "2026-11-20";
/** An accessible name as read aloud: the kronor's no-break spaces are spaces. */
const named = (text: string) => (name: string) => name.replace(/\s+/g, " ") === text;

afterEach(async () => {
  await activateLocale("sv");
});

function renderTrakt() {
  mockApi(expenseServer().handler, expenseRatesHandler(), formProjectsHandler(), lockedPeriodsHandler());
  renderWithProviders(<TraktForm today={TODAY} onDone={vi.fn()} onCancel={() => {}} />);
  return userEvent.setup();
}

function setTimes(departAt: string, returnAt: string) {
  fireEvent.change(screen.getByLabelText("Wyjazd"), { target: { value: departAt } });
  fireEvent.change(screen.getByLabelText("Powrót"), { target: { value: returnAt } });
}

describe("the expense forms in Polish", () => {
  it("counts a trip's days in Polish plurals: 1 pełny dzień, 2 półdniówki, 4 pełne dni, 0 półdniówek, 3 noce", async () => {
    await activateLocale("pl", ["expenses", "shell", "report"]);
    const user = renderTrakt();
    expect(screen.getByRole("heading", { name: "Nowa dieta (traktamente)" })).toBeInTheDocument();
    expect(screen.getByText("Wpisz wyjazd i powrót, a dni i kwoty zostaną przeliczone.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Cel podróży"), "Budowa w Sundsvall");
    await user.click(within(screen.getByRole("group", { name: "Nocleg" })).getByLabelText("Tak"));
    await user.click(within(screen.getByRole("group", { name: /^Ponad 50 km/ })).getByLabelText("Tak"));
    const summary = () => screen.getByRole("region", { name: "Dieta" });

    setTimes("2026-11-16T11:59", "2026-11-17T18:00");
    expect(await within(summary()).findByText("1 pełny dzień, 1 półdniówka, 1 noc")).toBeInTheDocument();
    expect(within(summary()).getByText("Razem 600,00 kr")).toBeInTheDocument();

    setTimes("2026-11-16T12:00", "2026-11-17T18:00");
    expect(await within(summary()).findByText("0 pełnych dni, 2 półdniówki, 1 noc")).toBeInTheDocument();

    setTimes("2026-11-16T07:00", "2026-11-19T20:00");
    expect(await within(summary()).findByText("4 pełne dni, 0 półdniówek, 3 noce")).toBeInTheDocument();
    const meals = screen.getByRole("group", { name: "Darmowe posiłki" });
    expect(within(meals).getAllByLabelText("Śnia\u00addanie")).toHaveLength(4);
    const tuesday = within(meals).getByRole("group", { name: /wtorek/i });
    // Each box as wide as its word first: in equal thirds a 390px phone broke 'Śnia-danie'.
    expect(within(tuesday).getByLabelText("Śnia\u00addanie").closest(".grid")).toHaveClass("grid-cols-[repeat(3,auto)]");
    expect(screen.getByRole("button", { name: "Wyślij dietę" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Anuluj" })).toBeInTheDocument();
  });

  it("asks for an utlägg's receipt and amounts in Polish", async () => {
    await activateLocale("pl", ["expenses", "shell", "report"]);
    mockApi(expenseServer().handler, formProjectsHandler(), lockedPeriodsHandler());
    renderWithProviders(<UtlaggForm today={TODAY} onDone={vi.fn()} onCancel={() => {}} renderUploader={() => null} />);
    expect(screen.getByRole("heading", { name: "Nowy wydatek (utlägg)" })).toBeInTheDocument();
    expect(screen.getByText("Zakup w pracy opłacony z własnej kieszeni. Zrób zdjęcie paragonu.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Paragon" })).toBeInTheDocument();
    expect(screen.getByLabelText("Kwota (kr z VAT)")).toHaveAttribute("placeholder", "np. 249,50");
    expect(screen.getByLabelText("Data")).toHaveValue(TODAY);
    expect(await screen.findByRole("combobox", { name: "Projekt (opcjonalnie)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wyślij wydatek" })).toBeInTheDocument();
  });

  it("says what a Swedish mil is, in Polish and in English, where the drive is asked for", async () => {
    for (const [locale, intro] of [
      ["pl", "Przejazd służbowy własnym samochodem. Płatne za szwedzką milę (1 mila = 10 km)."],
      ["en", "A work trip in your own car. Paid per Swedish mil (1 mil = 10 km)."],
    ] as const) {
      await activateLocale(locale, ["expenses", "shell", "report"]);
      mockApi(expenseServer().handler, expenseRatesHandler(), formProjectsHandler(), lockedPeriodsHandler());
      const { unmount } = renderWithProviders(<MilForm today={TODAY} onDone={vi.fn()} onCancel={() => {}} />);
      expect(screen.getByText(intro)).toBeInTheDocument();
      unmount();
    }
  });

  it("says what is missing in Polish when an empty utlägg is sent, not in the schema's Swedish", async () => {
    await activateLocale("pl", ["expenses", "shell", "report"]);
    mockApi(expenseServer().handler, formProjectsHandler(), lockedPeriodsHandler());
    renderWithProviders(<UtlaggForm today={TODAY} onDone={vi.fn()} onCancel={() => {}} renderUploader={() => null} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Wyślij wydatek" }));
    expect(await screen.findByText("Zrób zdjęcie paragonu – wydatek wymaga co najmniej jednego paragonu")).toBeInTheDocument();
    expect(screen.getByText("Napisz, za co zapłacono (co najmniej 3 znaki)")).toBeInTheDocument();
    expect(screen.queryByText(/kvitto|Ange|Skriv/)).toBeNull();
  });

  it("says a traktamente's missing answers in Polish", async () => {
    await activateLocale("pl", ["expenses", "shell", "report"]);
    const user = renderTrakt();
    await user.click(screen.getByRole("button", { name: "Wyślij dietę" }));
    expect(await screen.findAllByText("Podaj datę i godzinę, RRRR-MM-DD GG:MM")).toHaveLength(2);
    expect(screen.getAllByText("Odpowiedz tak lub nie").length).toBeGreaterThan(0);
    expect(screen.queryByText(/Ange|Svara/)).toBeNull();
  });
});

describe("'Mina ersättningar' in English", () => {
  it("names the weeks, the kinds and the states in English, kronor with a decimal point", async () => {
    await activateLocale("en", ["expenses", "shell", "report"]);
    mockApi(
      expenseListHandler([
        buildUtlagg({ date: "2026-11-18", amount: "1234.50", vat: "246.90", status: "draft", returnReason: "Can't read the receipt" }),
        buildMil({ date: "2026-11-17", km: 40, status: "verified", lockedForPayroll: true }),
        buildTrakt({ date: "2025-12-22", departAt: "2025-12-22T07:00", returnAt: "2025-12-23T20:00", destination: "Sundsvall" }),
      ]),
    );
    renderWithProviders(<ExpenseList today={TODAY} expenseHref={(id) => `/ersattningar/${id}`} />);
    expect(await screen.findByRole("heading", { name: "My expenses" })).toBeInTheDocument();
    const week47 = within(await screen.findByRole("list", { name: "Week 47" })).getAllByRole("link");
    expect(within(week47[0]).getByText("Outlay (utlägg)")).toBeInTheDocument();
    expect(within(week47[0]).getByText("Sent back: Can't read the receipt")).toBeInTheDocument();
    expect(within(week47[0]).getByText(named("1,234.50 kr"))).toBeInTheDocument();
    expect(within(week47[1]).getByText("Mileage (milersättning)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: named("Week 52 2025: 750.00 kr") })).toBeInTheDocument();
  });
});
