// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildOvertimeJournal, buildOvertimeJournalRow, ERIK_OVERTIME } from "@/test/working-time-handlers";
import { OvertimeJournalView } from "./overtime-journal-view";

/** The 'Övertidsjournal' screen in the admin's language; its CSV stays Swedish on the server. */
afterEach(async () => {
  await activateLocale("sv");
});

function setup() {
  const journal = buildOvertimeJournal({
    year: 2026,
    rows: [
      buildOvertimeJournalRow({ ...ERIK_OVERTIME, month: 3 }),
      buildOvertimeJournalRow({
        worker: { id: "00000000-0000-4000-8000-000000000002", fullName: "Karin Klar", employeeNumber: "1002" },
        month: 10,
        ot1: "40.00",
        ot2: "10.00",
        total: "50.00",
        yearToDate: "200.00",
        leftOfYear: "0.00",
      }),
    ],
  });
  mockApi(http.get("/api/working-time/journal", () => HttpResponse.json(journal)));
  renderWithProviders(<OvertimeJournalView today="2026-11-20" onClose={() => undefined} />);
}

describe("OvertimeJournalView in Polish", () => {
  it("names the columns and months in Polish and marks the row at the yearly limit", async () => {
    await activateLocale("pl", ["payroll", "shell"]);
    setup();
    const table = await screen.findByRole("table", { name: "Ewidencja nadgodzin 2026" });
    expect(screen.getByRole("heading", { name: "Ewidencja nadgodzin" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wróć do płac" })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Nr prac.",
      "Imię i nazwisko",
      "Miesiąc",
      "Nadgodziny zwykłe",
      "Nadgodziny kwalifikowane",
      "Suma",
      "Od początku roku",
      "Pozostało z limitu rocznego",
    ]);
    const karin = within(table).getByRole("row", { name: /Karin Klar/ });
    expect(karin).toHaveTextContent("październik");
    expect(karin).toHaveTextContent("Limit roczny osiągnięty");
    expect(screen.getByRole("button", { name: "Eksportuj PDF" })).toBeInTheDocument();
  });
});
