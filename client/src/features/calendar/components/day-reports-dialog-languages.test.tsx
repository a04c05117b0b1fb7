// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { activateLocale } from "@/lib/i18n/runtime";
import { renderWithProviders } from "@/test/render";
import { DayReportsDialog } from "./day-reports-dialog";

/** A day's reports in the worker's language (docs/i18n.md): Polish plurals, codes' and states' names. */
const reports = (n: number) => Array.from({ length: n }, (_, i) => buildTimeReport({ id: `r${i}`, timeCode: i === 0 ? "RE1" : "ARB", status: "submitted" }));

afterEach(async () => {
  await activateLocale("sv");
});

describe("DayReportsDialog in Polish", () => {
  it.each([
    [1, "1 raport tego dnia. Wybierz jeden, aby go zobaczyć."],
    [2, "2 raporty tego dnia. Wybierz jeden, aby go zobaczyć."],
    [5, "5 raportów tego dnia. Wybierz jeden, aby go zobaczyć."],
  ])("%i: %s", async (n, text) => {
    await activateLocale("pl", ["week", "report", "shell"]);
    renderWithProviders(<DayReportsDialog date="2026-11-20" reports={reports(n)} onClose={vi.fn()} onPick={vi.fn()} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole("list", { name: "Raporty z tego dnia" })).toBeInTheDocument();
    expect(within(dialog).getByText("Czas podróży")).toBeInTheDocument();
    expect(within(dialog).getAllByText("Wysłany")).toHaveLength(n);
    expect(within(dialog).getByRole("button", { name: "Zamknij" })).toBeInTheDocument();
  });
});
