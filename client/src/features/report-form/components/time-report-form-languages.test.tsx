// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler, latestWorkHandler } from "@/test/form-projects";
import { dailyNormHandler, lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { TimeReportForm } from "./time-report-form";
import { sentWhenShown } from "@/test/sent";

/**
 * The report form in the worker's language (docs/i18n.md): its words, the time codes' names,
 * 'Dela upp' and its toast in Polish and English; the Swedish is the other tests' own.
 */
const TODAY = "2026-11-20";

function renderForm() {
  const log = mockApi(
    formProjectsHandler(),
    latestWorkHandler(),
    lockedPeriodsHandler(),
    http.get("/api/time-reports", () => HttpResponse.json([])),
    dailyNormHandler(8),
    http.post("/api/time-reports/split", () =>
      HttpResponse.json(
        {
          reports: [buildTimeReport({ timeCode: "ARB", hours: "8.00" }), buildTimeReport({ timeCode: "ÖT1", hours: "4.50" })],
        },
        { status: 201 },
      ),
    ),
  );
  renderWithProviders(<TimeReportForm open onOpenChange={() => {}} report={null} renderUploader={() => null} today={TODAY} offerDaySplit />);
  return { ...log, user: userEvent.setup() };
}

// Files share the module's language: each test leaves Swedish behind.
afterEach(async () => {
  await activateLocale("sv");
});

describe("TimeReportForm in the worker's language", () => {
  it("in Polish: the form, the codes' names, and 'Dela upp' with its toast", async () => {
    await activateLocale("pl", ["report"]);
    const { user, callsTo } = renderForm();
    expect(await screen.findByRole("heading", { name: "Raport czasu pracy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wyślij raport" })).toBeInTheDocument();
    const type = screen.getByLabelText("Rodzaj");
    expect(within(type).getByRole("option", { name: "Czas przepracowany" })).toBeInTheDocument();
    expect(within(type).getByRole("option", { name: "VAB (opieka nad chorym dzieckiem)" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Nieobecność cały dzień, 8 h" })).toBeInTheDocument();

    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.selectOptions(screen.getByLabelText("Projekt"), PROJECTS[0].id);
    await user.type(screen.getByLabelText("Opis"), "Betonowanie stropu");
    await user.click(screen.getByLabelText("Potwierdzam, że powyższe dane są prawdziwe, a czas pracy jest zgłoszony poprawnie."));
    await user.type(screen.getByLabelText("Godziny"), "12,5");
    // The day of the form's date, which need not be today: Swedish says 'Dagens', the day's.
    expect(await screen.findByText("Tego dnia „Czas przepracowany” wynosi 12,5 h, więcej niż norma 8 h.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Podziel: 8 h Czas przepracowany + 4,5 h Nadgodziny zwykłe" }));
    expect(
      await sentWhenShown(callsTo, "Wysłano do sprawdzenia: 8 h Czas przepracowany i 4,5 h Nadgodziny zwykłe.", "POST", "/api/time-reports/split"),
    ).toMatchObject({ timeCode: "ARB", hours: "12.50" });
  });

  it("in English: a point for decimals, and the question before overtime goes as 'Hours worked'", async () => {
    await activateLocale("en", ["report"]);
    const { user } = renderForm();
    expect(await screen.findByRole("heading", { name: "Time report" })).toBeInTheDocument();
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.selectOptions(screen.getByLabelText("Project"), PROJECTS[0].id);
    await user.type(screen.getByLabelText("Description"), "Casting the slab");
    await user.click(screen.getByLabelText("I confirm that the information above is correct and my working time is reported correctly."));
    await user.type(screen.getByLabelText("Hours"), "10.5");
    expect(await screen.findByText("“Hours worked” for the day comes to 10.5 h, over the 8 h norm.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send time report" }));

    const question = await screen.findByRole("alertdialog", { name: "The day is over the norm" });
    expect(within(question).getByRole("button", { name: "Split: 8 h Hours worked + 2.5 h Overtime, simple" })).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: "Send as Hours worked" })).toBeInTheDocument();
  });
});
