// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import "@/test/jsdom-polyfills";
import { LazyToaster, resetLazyToaster } from "./lazy-toaster";
import { resetToasts, toast } from "./use-toast";

// Another file in the same worker may have fetched the toaster already (vite.config.ts, isolate: false).
beforeEach(() => {
  resetToasts();
  resetLazyToaster();
});

describe("LazyToaster", () => {
  it("renders nothing until the first toast, then fetches the toaster and shows it", async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast({ variant: "destructive", title: "Inloggningsfel", description: "Felaktig e-post eller lösenord" });
    });
    expect(await screen.findByText("Felaktig e-post eller lösenord")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Meddelande/ })).toBeInTheDocument();
  });
});
