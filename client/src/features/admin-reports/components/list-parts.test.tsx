// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SelectableRow } from "./list-parts";

describe("SelectableRow", () => {
  it("ticks the box from anywhere in its 44 px cell, not only on the 20 px box", () => {
    const onSelectedChange = vi.fn();
    render(
      <ul>
        <SelectableRow selectable selected={false} onSelectedChange={onSelectedChange} selectLabel="Markera rapport">
          <span>Rapport</span>
        </SelectableRow>
      </ul>,
    );
    const cell = screen.getByRole("checkbox", { name: "Markera rapport" }).closest("label");
    expect(cell).toHaveClass("w-11", "min-h-11");
    fireEvent.click(cell as HTMLElement);
    expect(onSelectedChange).toHaveBeenCalledWith(true);
  });

  it("keeps the column without a box for a row that cannot be picked", () => {
    render(
      <ul>
        <SelectableRow selectable={false} selected={false} onSelectedChange={vi.fn()} selectLabel="Markera rapport">
          <span>Rapport</span>
        </SelectableRow>
      </ul>,
    );
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });
});
