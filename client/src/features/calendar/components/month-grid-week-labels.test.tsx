// @vitest-environment jsdom
import { render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { monthWeeks, type DayContext } from "../lib/month-grid";
import { MonthGridView } from "./month-grid-view";

/*
 * The week labels of the month grid stay on one line in every language (docs/i18n.md): on a
 * 390px phone the week column is 1.5rem, so a row shows its number alone under a heading of two
 * characters, and from `sm` the whole label under the whole heading; a screen reader hears the whole label everywhere.
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
    ["sv", "V.", "V.", "V. 45"],
    ["en", "W.", "W.", "W. 45"],
    ["pl", "T.", "Tydz.", "Tydz. 45"],
  ] as const)("in %s: the heading and each row's label never wrap, the phone shows the number alone", async (locale, narrow, heading, full) => {
    await activateLocale(locale, ["week"]);
    const { container, label } = weekRow(45);
    const whole = within(label).getByText(full);
    expect(whole).toHaveClass("whitespace-nowrap", "max-sm:sr-only");
    const phone = within(label).getByText("45");
    expect(phone).toHaveClass("sm:hidden");
    expect(phone).toHaveAttribute("aria-hidden", "true");
    // The phone's heading fits the 1.5rem column: two characters at most ('Tydz.' ran into Monday's).
    const headings = container.querySelector<HTMLElement>("[aria-hidden='true']")!;
    const [phoneHeading, wideHeading] = [...headings.children].slice(0, 2);
    expect(phoneHeading).toHaveTextContent(narrow);
    expect(phoneHeading.textContent!.length).toBeLessThanOrEqual(2);
    expect(phoneHeading).toHaveClass("whitespace-nowrap", "sm:hidden");
    expect(wideHeading).toHaveTextContent(heading);
    expect(wideHeading).toHaveClass("whitespace-nowrap", "max-sm:hidden");
  });

  it("keeps the padlock of a closed week below the label", () => {
    const { label } = weekRow(47);
    expect(within(label).getByRole("img", { name: "stängd" })).toBeInTheDocument();
    expect(within(label).getByText("V. 47")).toBeInTheDocument();
  });
});
