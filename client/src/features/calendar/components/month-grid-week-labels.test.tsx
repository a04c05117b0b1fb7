// @vitest-environment jsdom
import { render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { monthWeeks, type DayContext } from "../lib/month-grid";
import { MonthGridView } from "./month-grid-view";

/*
 * The week labels of the month grid stay on one line in every language (docs/i18n.md): on a
 * 390px phone the week column is 1.5rem, so a row shows its number alone under the column's
 * heading, and from `sm` (3rem) the heading's letter before it; a screen reader hears the week
 * named in full everywhere.
 */
afterEach(async () => {
  await activateLocale("sv");
});

const NOVEMBER = { year: 2026, month: 11 };
const context: DayContext = {
  today: "2026-11-21",
  calendar: {},
  loadingDate: null,
  onOpen: () => {},
  closedWeeks: new Set(["2026-47"]),
  employedFrom: null,
};

function weekRow(week: number) {
  const { container } = render(<MonthGridView weeks={monthWeeks(NOVEMBER)} month={NOVEMBER} context={context} />);
  const row = container.querySelector<HTMLElement>(`[data-week="${week}"]`);
  if (!row) throw new Error(`no row for week ${week}`);
  return { container, label: row.firstElementChild as HTMLElement };
}

describe("the month grid's week labels", () => {
  it.each([
    ["sv", "V.", "Vecka 45"],
    ["en", "W.", "Week 45"],
    ["pl", "T.", "Tydzień 45"],
  ] as const)("in %s: the heading and each row's label never wrap, the phone shows the number alone", async (locale, letter, spoken) => {
    await activateLocale(locale, ["week"]);
    const { container, label } = weekRow(45);
    const shown = label.querySelector("[aria-hidden='true']") as HTMLElement;
    expect(shown).toHaveClass("whitespace-nowrap");
    expect(shown).toHaveTextContent(`${letter} 45`);
    expect(within(shown).getByText(letter)).toHaveClass("max-sm:hidden");
    expect(within(label).getByText(spoken)).toHaveClass("sr-only");
    // The heading is a letter and a point, which fits the phone's 1.5rem column.
    const heading = container.querySelector<HTMLElement>("[aria-hidden='true']")!.firstElementChild!;
    expect(heading).toHaveTextContent(letter);
    expect(heading).toHaveClass("whitespace-nowrap");
  });

  it("keeps the padlock of a closed week below the label", () => {
    const { label } = weekRow(47);
    expect(within(label).getByRole("img", { name: "stängd" })).toBeInTheDocument();
    expect(within(label).getByText("Vecka 47")).toBeInTheDocument();
  });
});
