export interface SettleOptions {
  /** How long the page must fetch nothing. */
  quietMs?: number;
  /** Resolve by then whatever happens: a page that keeps fetching still gets its worker. */
  maxMs?: number;
  /** Calls `onResource` whenever a fetch of the page ends; returns the stop function. */
  observe?: (onResource: () => void) => () => void;
}

/** Resource Timing: one entry each time a request of the page completes. */
function observeResources(onResource: () => void): () => void {
  if (typeof PerformanceObserver === "undefined") return () => undefined;
  const observer = new PerformanceObserver(onResource);
  try {
    observer.observe({ type: "resource" });
  } catch {
    return () => undefined;
  }
  return () => observer.disconnect();
}

/**
 * Resolves once the page has loaded, then fetched nothing for `quietMs` (or `maxMs` passed),
 * and the main thread is idle. The service worker registers only then, so installing it (its
 * precache is a few hundred kB) never competes with the dashboard's own first requests on a
 * slow line (docs/decisions/2026-11-24-client-bundles.md).
 */
export function whenPageSettled({ quietMs = 2000, maxMs = 15_000, observe = observeResources }: SettleOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let latest: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    const settle = () => {
      clearTimeout(quiet);
      clearTimeout(latest);
      stop();
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 2000 });
      else resolve();
    };
    const start = () => {
      const wait = () => {
        clearTimeout(quiet);
        quiet = setTimeout(settle, quietMs);
      };
      stop = observe(wait);
      latest = setTimeout(settle, maxMs);
      wait();
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  });
}
