// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenPageSettled } from "./page-settled";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page whose fetches the test ends by calling `fetched()`. */
function fakePage() {
  let onResource = () => {};
  return {
    observe: (callback: () => void) => {
      onResource = callback;
      return () => {
        onResource = () => {};
      };
    },
    fetched: () => onResource(),
  };
}

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe("whenPageSettled", () => {
  it("waits until the page has fetched nothing for the quiet time", async () => {
    const page = fakePage();
    const settled = whenPageSettled({ quietMs: 2000, maxMs: 60_000, observe: page.observe });
    await vi.advanceTimersByTimeAsync(1500);
    page.fetched();
    await vi.advanceTimersByTimeAsync(1500);
    expect(await isSettled(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(await isSettled(settled)).toBe(true);
  });

  it("gives up waiting after the longest wait, however busy the page", async () => {
    const page = fakePage();
    const settled = whenPageSettled({ quietMs: 2000, maxMs: 10_000, observe: page.observe });
    for (let t = 0; t < 9; t++) {
      await vi.advanceTimersByTimeAsync(1000);
      page.fetched();
    }
    expect(await isSettled(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await isSettled(settled)).toBe(true);
  });
});
