// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { buildPayrollSettings } from "@/test/payroll-handlers";
import { blocked, setup, setupSettingsForm } from "@/test/payroll-panel";

/** 'Lön' in the admin's language (docs/i18n.md); PAXml and the CSV stay Swedish on the server. */
afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale("sv");
});

const columns = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((h) => h.textContent);

describe("PayrollPanel in Polish", () => {
  it("previews October by worker and time code in Polish and asks before locking the period", async () => {
    await activateLocale("pl", ["payroll", "report", "shell"]);
    setup();
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "Godziny zatwierdzone do wypłaty według pracownika i kodu czasu" });
    expect(screen.getByRole("heading", { name: "Płace" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Październik 2026" })).toBeInTheDocument();
    expect(columns(table)).toEqual(["Pracownik", "Nr prac.", "Czas przepracowany", "Nadgodziny zwykłe", "Choroba", "Suma"]);
    expect(within(table).getByRole("row", { name: /Razem/ })).toHaveTextContent("200,5");
    await user.click(screen.getByRole("button", { name: "Eksportuj do wynagrodzeń" }));
    const ask = await screen.findByRole("alertdialog", { name: "Eksportuj do wynagrodzeń" });
    expect(ask).toHaveTextContent("Okres październik 2026 (2026-10-01 – 2026-10-31) zostanie zablokowany");
    expect(within(ask).getByRole("button", { name: "Eksportuj i zablokuj" })).toBeInTheDocument();
  });

  it("names what blocks the export with Polish plurals, attest and sent back kept apart", async () => {
    await activateLocale("pl", ["payroll", "report", "shell"]);
    setup(blocked);
    const list = await screen.findByRole("list", { name: "Do poprawienia przed eksportem" });
    expect(list).toHaveTextContent("3 raporty w okresie nie są zatwierdzone do wypłaty albo odesłano je do poprawy");
    expect(list).toHaveTextContent("Brak numeru pracownika dla: Karin Sjöberg");
    expect(list).toHaveTextContent("1 raport odesłano do poprawy i musi zostać wysłane ponownie");
    expect(within(list).getByRole("button", { name: "Pokaż niezatwierdzone" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Wpisz numer pracownika dla Karin Sjöberg" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eksportuj do wynagrodzeń" })).toBeDisabled();
  });
});

describe("PayrollPanel in English", () => {
  it("writes hours with a decimal point and the blockers in English", async () => {
    await activateLocale("en", ["payroll", "report", "shell"]);
    setup(blocked);
    const table = await screen.findByRole("table", { name: "Attested hours per worker and time code" });
    expect(columns(table)).toEqual(["Worker", "Empl. no.", "Hours worked", "Total"]);
    expect(within(table).getByRole("row", { name: /Karin Sjöberg/ })).toHaveTextContent("16.0");
    const list = screen.getByRole("list", { name: "To fix before the export" });
    expect(list).toHaveTextContent("3 reports in the period are not attested or were sent back");
    expect(within(list).getByRole("button", { name: "Show sent back" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Exported periods" })).toBeInTheDocument();
  });

  it("labels the payroll settings in English", async () => {
    await activateLocale("en", ["payroll", "report", "shell"]);
    setupSettingsForm();
    expect(await screen.findByRole("textbox", { name: "Company name" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Working time limits" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Ordinary time per week (h)" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Pay code for Hours worked" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save settings" })).toBeInTheDocument();
  });

  it("names a stored setting that cannot be read in English", async () => {
    const unreadable = [{ setting: "codeMap" as const, name: "Lönekoder" }];
    const settings = () => http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings({ unreadable })));
    await activateLocale("en", ["payroll", "report", "shell"]);
    setupSettingsForm(settings());
    const notices = await screen.findByRole("list", { name: "Settings that can't be read" });
    expect(notices).toHaveTextContent("The saved setting Pay codes can't be read and is shown with its default.");
    expect(notices).not.toHaveTextContent("Lönekoder");
  });
});

describe("the payroll settings in Polish", () => {
  it("names a stored setting that cannot be read in Polish", async () => {
    const unreadable = [{ setting: "mileageRate" as const, name: "Milersättning" }];
    await activateLocale("pl", ["payroll", "report", "shell"]);
    setupSettingsForm(http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings({ unreadable }))));
    const notices = await screen.findByRole("list", { name: "Ustawienia, których nie da się odczytać" });
    expect(notices).toHaveTextContent("Nie można odczytać zapisanego ustawienia Kilometrówka (milersättning), więc pokazano wartość domyślną.");
  });
});
