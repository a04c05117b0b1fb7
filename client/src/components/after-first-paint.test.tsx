// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenNearView } from "./after-first-paint";

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The page scrolled: `near` tells whether the watched place is now within the margin. */
  scroll(near: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Lets the first-paint frame and its timer run. */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe("WhenNearView", () => {
  it("keeps the placeholder while the place is far below the view and shows the part once the page scrolls near it", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(
      <WhenNearView placeholder={<p>platshållare</p>}>
        <input aria-label="Startdatum" type="date" />
      </WhenNearView>,
    );
    await paint();
    expect(screen.getByText("platshållare")).toBeInTheDocument();
    expect(screen.queryByLabelText("Startdatum")).not.toBeInTheDocument();

    const [observer] = FakeObserver.all;
    expect(observer.options.rootMargin).toBe("25% 0px");
    await act(async () => observer.scroll(false));
    expect(screen.queryByLabelText("Startdatum")).not.toBeInTheDocument();

    await act(async () => observer.scroll(true));
    expect(await screen.findByLabelText("Startdatum")).toBeInTheDocument();
    expect(screen.queryByText("platshållare")).not.toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it("stays shown when the page scrolls away again", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(
      <WhenNearView placeholder={<p>platshållare</p>}>
        <p>PDF-kortet</p>
      </WhenNearView>,
    );
    await paint();
    await act(async () => FakeObserver.all[0].scroll(true));
    expect(await screen.findByText("PDF-kortet")).toBeInTheDocument();
    await act(async () => FakeObserver.all[0].scroll(false));
    await paint();
    expect(screen.getByText("PDF-kortet")).toBeInTheDocument();
    expect(screen.queryByText("platshållare")).not.toBeInTheDocument();
    expect(FakeObserver.all).toHaveLength(1);
  });

  it("shows the part after the first paint in a browser without IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenNearView placeholder={<p>platshållare</p>}>
        <p>PDF-kortet</p>
      </WhenNearView>,
    );
    await paint();
    expect(await screen.findByText("PDF-kortet")).toBeInTheDocument();
  });
});
