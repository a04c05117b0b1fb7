/** How long a page that paints no frame (a tab opened in the background) waits instead. */
export const NO_PAINT_WAIT_MS = 1000;

/**
 * Runs `task` once, after the browser has painted its next frame, and returns a function that
 * cancels it. The frame callback runs just before the paint; the timer, after it. A hidden
 * tab paints no frames, so there the task runs after NO_PAINT_WAIT_MS instead. For work the
 * first view can show without (reading IndexedDB, the parts below the view), so that a phone
 * paints first (docs/decisions/2026-11-23-first-screen-in-the-html.md).
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, NO_PAINT_WAIT_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  }
  return () => {
    done = true;
    cancel();
  };
}
