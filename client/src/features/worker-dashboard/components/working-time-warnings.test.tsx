// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { http } from "msw";
import { mockApi, reply } from "@/test/msw";
import { activateLocale } from "@/lib/i18n/runtime";
import { renderWithProviders } from "@/test/render";
import { buildWorkingTimeWarning, warningsHandler } from "@/test/working-time-handlers";
import { WorkingTimeWarnings } from "./working-time-warnings";

const TODAY = "2026-11-20";

afterEach(async () => {
  await activateLocale("sv");
});

describe("WorkingTimeWarnings", () => {
  it("lists the worker's warnings of this week and the four before it", async () => {
    const overtime = buildWorkingTimeWarning({
      rule: "overtime-month",
      message: "Övertid 52,0 h i november 2026 – gränsen är 50 h per månad",
      figures: { amount: 52, limit: 50 },
    });
    const { callsTo } = mockApi(warningsHandler([buildWorkingTimeWarning(), overtime]));
    renderWithProviders(<WorkingTimeWarnings today={TODAY} />);

    const list = await screen.findByRole("list", { name: "Arbetstidsvarningar" });
    expect(list).toHaveTextContent("Varning: Ordinarie arbetstid 44,0 h i vecka 47 2026 – gränsen är 40 h per vecka");
    expect(list).toHaveTextContent("Varning: Övertid 52,0 h i november 2026 – gränsen är 50 h per månad");
    // Monday of week 47 less four weeks, to today.
    expect(callsTo("GET", "/api/working-time/warnings?startDate=2026-10-19&endDate=2026-11-20")).toHaveLength(1);
  });

  it("says the limits cannot be checked, with the server's reason, while a limit cannot be read", async () => {
    const reason = "Löneinställningen Arbetstidsgränser kan inte läsas – öppna Lön › Inställningar och spara den igen";
    mockApi(http.get("/api/working-time/warnings", reply(409, { message: reason })));
    renderWithProviders(<WorkingTimeWarnings today={TODAY} />);
    const list = await screen.findByRole("list", { name: "Arbetstidsvarningar" });
    expect(list).toHaveTextContent(`Varning: Arbetstiden kan inte kontrolleras: ${reason}`);
  });

  it("says the warnings and why they cannot be judged in the worker's language, from the figures", async () => {
    await activateLocale("pl", ["dashboard", "shell"]);
    const rest = buildWorkingTimeWarning({
      date: "2026-11-17",
      rule: "daily-rest",
      message: "Dygnsvila 9 h 30 min mellan 16 och 17 november 2026 – gränsen är 11 h i följd",
      figures: { amount: 570, limit: 660, since: "2026-11-16" },
    });
    mockApi(warningsHandler([buildWorkingTimeWarning(), rest]));
    const { unmount } = renderWithProviders(<WorkingTimeWarnings today={TODAY} />);
    const list = await screen.findByRole("list", { name: "Ostrzeżenia o czasie pracy" });
    expect(list).toHaveTextContent("Uwaga: Normalny czas pracy 44,0 h w tygodniu 47 (2026) – limit to 40 h tygodniowo");
    expect(list).toHaveTextContent("Uwaga: Odpoczynek dobowy tylko 9 godz. 30 min między 16 a 17 listopada 2026 – przepisy wymagają 11 godz. bez przerwy");
    expect(list).not.toHaveTextContent(/Dygnsvila|gränsen/);
    unmount();

    const reason = "Nie można odczytać ustawienia płacowego Limity czasu pracy";
    mockApi(http.get("/api/working-time/warnings", reply(409, { message: reason })));
    renderWithProviders(<WorkingTimeWarnings today={TODAY} />);
    expect(await screen.findByRole("list", { name: "Ostrzeżenia o czasie pracy" })).toHaveTextContent(`Uwaga: Nie da się sprawdzić czasu pracy: ${reason}`);
  });

  it("shows nothing when there are no warnings", async () => {
    const { calls } = mockApi(warningsHandler([]));
    renderWithProviders(<WorkingTimeWarnings today={TODAY} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: "Arbetstid" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Varning/)).not.toBeInTheDocument();
  });
});
