// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollButtons } from "./scroll-buttons";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe("ScrollButtons", () => {
  it("appears only after scrolling more than 200px, and scrolls both ways", () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(<ScrollButtons />);
    expect(screen.queryByRole("button", { name: "Till toppen" })).not.toBeInTheDocument();
    scrollTo(200);
    expect(screen.queryByRole("button", { name: "Till toppen" })).not.toBeInTheDocument();
    scrollTo(201);
    fireEvent.click(screen.getByRole("button", { name: "Till toppen" }));
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    fireEvent.click(screen.getByRole("button", { name: "Till botten" }));
    expect(scroll).toHaveBeenCalledTimes(2);
    scrollTo(50);
    expect(screen.queryByRole("button", { name: "Till botten" })).not.toBeInTheDocument();
  });
});
