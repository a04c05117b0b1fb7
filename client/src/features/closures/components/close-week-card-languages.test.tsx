// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { CloseWeekCard } from "./close-week-card";

/** 'Jag är klar med veckan' in the worker's language (docs/i18n.md), the weekdays' names with it. */
afterEach(async () => {
  await activateLocale("sv");
});

describe("CloseWeekCard in Polish", () => {
  it("asks 'Zamknąć tydzień 47?' and names each weekday without a report in Polish", async () => {
    await activateLocale("pl", ["week", "shell"]);
    mockApi(
      http.get("/api/weekly-closures/status", () => HttpResponse.json({ isClosed: false })),
      http.get("/api/report-calendar", () =>
        HttpResponse.json({
          "2026-11-16": { hasReport: true, isVerified: true },
          "2026-11-17": { hasReport: true, isVerified: false },
          "2026-11-19": { hasReport: true, isVerified: false },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CloseWeekCard today="2026-11-21" />);
    expect(await screen.findByText("Tydzień gotowy")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zamknij tydzień 47" }));
    const ask = await screen.findByRole("alertdialog", { name: "Zamknąć tydzień 47?" });
    const missing = await within(ask).findByRole("list", { name: "Dni bez raportu" });
    const days = within(missing)
      .getAllByRole("listitem")
      .map((d) => d.textContent);
    expect(days).toHaveLength(2);
    expect(days[0]).toMatch(/^środa.*18.*: brak raportu$/i);
    expect(days[1]).toMatch(/^piątek.*20.*: brak raportu$/i);
    expect(within(ask).getByRole("button", { name: "Anuluj" })).toBeInTheDocument();
    expect(within(ask).getByRole("button", { name: "Tak, zamknij tydzień" })).toBeInTheDocument();
  });
});
