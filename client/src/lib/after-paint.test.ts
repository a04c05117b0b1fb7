import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, NO_PAINT_WAIT_MS } from "./after-paint";

/** Frames the test paints by hand; a hidden tab paints none. */
let frames: FrameRequestCallback[] = [];
function paintFrame() {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    frames[id - 1] = () => undefined;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** `afterNextPaint`'s task runs once the next frame has painted, not before, and only once. */
function expectTaskAfterNextFrame() {
  const task = vi.fn();
  afterNextPaint(task);
  vi.advanceTimersByTime(0);
  expect(task).not.toHaveBeenCalled();
  paintFrame();
  vi.advanceTimersByTime(0);
  expect(task).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(NO_PAINT_WAIT_MS * 2);
  expect(task).toHaveBeenCalledTimes(1);
}

describe("afterNextPaint", () => {
  it("runs the task right after the next frame, once", () => {
    expectTaskAfterNextFrame();
  });

  it("runs it anyway in a tab that paints no frame (opened in the background)", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(NO_PAINT_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled", () => {
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    cancel();
    paintFrame();
    vi.advanceTimersByTime(NO_PAINT_WAIT_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});

/** A browser that reports paints (Paint Timing): the test says when the first text shows. */
describe("afterNextPaint on a page that has not shown its first text yet", () => {
  let shown: string[] = [];
  const observers = new Set<(names: string[]) => void>();
  function showPaint(name: string) {
    shown.push(name);
    observers.forEach((notify) => notify([name]));
  }

  beforeEach(() => {
    shown = [];
    observers.clear();
    class FakePerformanceObserver {
      static supportedEntryTypes = ["paint"];
      private readonly notify: (names: string[]) => void;
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        this.notify = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      observe() {
        observers.add(this.notify);
      }
      disconnect() {
        observers.delete(this.notify);
      }
    }
    vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
    vi.spyOn(performance, "getEntriesByName").mockImplementation((name: string) => shown.filter((n) => n === name) as unknown as PerformanceEntryList);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("waits past the frame for the first contentful paint the browser reports, then runs it once", () => {
    const task = vi.fn();
    afterNextPaint(task);
    paintFrame();
    vi.advanceTimersByTime(0);
    showPaint("first-paint");
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    showPaint("first-contentful-paint");
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers.size).toBe(0);
    vi.advanceTimersByTime(NO_PAINT_WAIT_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs it after the next frame once the first text has been shown (a later screen of the same page)", () => {
    showPaint("first-contentful-paint");
    expectTaskAfterNextFrame();
    expect(observers.size).toBe(0);
  });

  it("runs it anyway when no first contentful paint comes, and nothing once cancelled", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(NO_PAINT_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers.size).toBe(0);
    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    expect(observers.size).toBe(0);
    showPaint("first-contentful-paint");
    vi.advanceTimersByTime(NO_PAINT_WAIT_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
