/** How long a page that paints no frame (a tab opened in the background) waits instead. */
export const NO_PAINT_WAIT_MS = 1000;

const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";

/** Whether this browser reports the page's first contentful paint (Paint Timing). */
function reportsFirstContent(): boolean {
  return typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");
}

/**
 * Runs `task` once, after the browser has painted its next frame, and returns a function that
 * cancels it. The frame callback runs just before the paint; the timer, after it. While the page
 * has not yet shown its first text (its first load), it waits instead until the browser reports
 * that first contentful paint: the paint reaches the screen some time after the frame callback,
 * and what the task fetches would otherwise share the phone's network and CPU with it
 * (docs/decisions/2026-11-24-first-screen-rendering.md). A hidden tab paints no
 * frames, so there the task runs after NO_PAINT_WAIT_MS instead. For work the first view can
 * show without (reading IndexedDB, the parts below the view), so that a phone paints first
 * (docs/decisions/2026-11-24-first-screen-rendering.md).
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const painted = () => {
    clearTimeout(fallback);
    timer = setTimeout(run, 0);
  };
  const fallback = setTimeout(run, NO_PAINT_WAIT_MS);
  if (reportsFirstContent() && performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
      observer?.disconnect();
      painted();
    });
    observer.observe({ type: "paint" });
  } else {
    frame = requestAnimationFrame(painted);
  }
  function cancel() {
    if (frame !== undefined) cancelAnimationFrame(frame);
    observer?.disconnect();
    clearTimeout(fallback);
    clearTimeout(timer);
  }
  return () => {
    done = true;
    cancel();
  };
}
