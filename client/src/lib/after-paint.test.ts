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

describe("afterNextPaint", () => {
  it("runs the task right after the next frame, once", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(NO_PAINT_WAIT_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
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
