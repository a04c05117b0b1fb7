import { within } from "@testing-library/react";

/** A table's body rows as the text of each cell, the header row left out. */
export const cellTexts = (table: HTMLElement): (string | null)[][] =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
