// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/test/jsdom-polyfills";
import { expectNoAxeViolations } from "@/test/axe";
import { Toaster } from "./toaster";
import { resetToasts, toast } from "./use-toast";

beforeEach(() => resetToasts());

describe("Toaster", () => {
  it("shows at most one toast: a new one replaces the old", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Inloggning lyckades", description: "Välkommen!" });
    });
    expect(screen.getByText("Inloggning lyckades")).toBeInTheDocument();

    act(() => {
      toast({ variant: "destructive", title: "Fel", description: "Kunde inte logga ut" });
    });
    expect(screen.getByText("Kunde inte logga ut")).toBeInTheDocument();
    expect(screen.queryByText("Inloggning lyckades")).not.toBeInTheDocument();
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("has no accessibility violations showing an error with an action", async () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: "destructive", title: "Fel", description: "Kunde inte neka rapporten", action: { label: "Ångra", onClick: vi.fn() } });
    });
    expect(screen.getByText("Kunde inte neka rapporten")).toBeInTheDocument();
    await expectNoAxeViolations("a toast");
  });

  it("runs the action and closes with the close button", async () => {
    const user = userEvent.setup();
    const onUndo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: "Nekad", action: { label: "Ångra", onClick: onUndo } });
    });
    await user.click(screen.getByRole("button", { name: "Ångra" }));
    expect(onUndo).toHaveBeenCalledOnce();

    act(() => {
      toast({ title: "Export lyckades" });
    });
    await user.click(screen.getByRole("button", { name: "Stäng" }));
    await vi.waitFor(() => expect(screen.queryByText("Export lyckades")).not.toBeInTheDocument());
  });
});
