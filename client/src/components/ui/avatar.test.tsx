// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar";

describe("Avatar", () => {
  it("shows the name, the role and at most two initials when there is no picture", () => {
    const { container } = render(<Avatar name="Anna Maria Lindqvist" role="Admin" />);
    expect(screen.getByText("Anna Maria Lindqvist")).toBeInTheDocument();
    expect(screen.getByText("Admin")).toBeInTheDocument();
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("falls back to the initials when the picture does not load", () => {
    const { container } = render(<Avatar name="Erik Andersson" imageUrl="/objects/uploads/x.png" />);
    const img = container.querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(screen.getByText("EA")).toBeInTheDocument();
  });
});
