import "@testing-library/jest-dom/vitest";
import { cleanup, configure, getConfig } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { installComputedStyleCache } from "./computed-style";

// Dashboards load on demand; the first import of such a module is transformed on the spot,
// which on a busy 2-core machine can take longer than Testing Library's 1 s default. A query
// that waits costs nothing more while it passes, and a failing one is told after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Files share their worker's modules and, one after another, its jsdom window
// (vite.config.ts, isolate: false; docs/decisions/2026-11-23-unit-files-share-modules.md).
// This file runs again for each file, so what it installs on the window or in Testing
// Library's configuration is installed once, and each file starts from an empty page.
const INSTALLED = Symbol.for("tidrapport.unit-setup");
type Marked = { [INSTALLED]?: true };

/**
 * Testing Library's error for a query that finds nothing carries the page, printed. `waitFor`
 * and `findBy…` query again on every change until one finds, and each miss printed the page for
 * nothing: 5 of 81 s of CPU in eight of the slowest component files. A miss
 * while they query (Testing Library then says `_disableExpensiveErrorDiagnostics`) is printed
 * when its message is first read: at the time-out, by the last one, with the page as it is
 * then. Any other miss is printed at once, as before.
 */
type ElementError = ReturnType<typeof getConfig>["getElementError"];
const PRINTS = Symbol.for("tidrapport.unit-setup.getElementError");
function printedWhenRead(current: ElementError): ElementError {
  // Testing Library's own, not this wrapper of it, when the setup runs again for the next file.
  const prints = (current as ElementError & { [PRINTS]?: ElementError })[PRINTS] ?? current;
  const wrapper: ElementError = (message, container) => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) return prints(message, container);
    const error = new Error(message ?? "");
    error.name = "TestingLibraryElementError";
    let printed: string | undefined;
    Object.defineProperty(error, "message", {
      configurable: true,
      get: () => (printed ??= prints(message, container).message),
      set: (value: string) => (printed = value),
    });
    return error;
  };
  return Object.assign(wrapper, { [PRINTS]: prints });
}

// jsdom's computed styles are kept until the document changes, and the properties Testing
// Library, user-event, axe and Radix ask for are found without jsdom's whole declaration
// (tests/setup/computed-style.ts). Every fired event forgets them too.
if (typeof window !== "undefined" && !(window as Marked)[INSTALLED]) {
  (window as Marked)[INSTALLED] = true;
  const forget = installComputedStyleCache(window);
  // The wrapper Testing Library had before this window's, so that wrappers never stack.
  const config = getConfig() as ReturnType<typeof getConfig> & { [INSTALLED]?: ReturnType<typeof getConfig>["eventWrapper"] };
  const eventWrapper = config[INSTALLED] ?? config.eventWrapper;
  configure({
    eventWrapper: (dispatch) => {
      forget();
      try {
        return eventWrapper(dispatch);
      } finally {
        forget();
      }
    },
  });
  (getConfig() as typeof config)[INSTALLED] = eventWrapper;
  configure({ getElementError: printedWhenRead(getConfig().getElementError) });
}

if (typeof window !== "undefined") {
  beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const element of [document.documentElement, document.body]) for (const name of element.getAttributeNames()) element.removeAttribute(name);
    document.head.replaceChildren();
    document.body.replaceChildren();
  });
  // The offline queue's files install a fake IndexedDB on the shared window; what one of them
  // left waiting would be sent by the next file's dashboard, so each file starts with it empty.
  beforeAll(async () => {
    if (!("indexedDB" in globalThis)) return;
    const [{ IDBFactory }, { resetQueueConnection }] = await Promise.all([
      import("fake-indexeddb"),
      import("../../client/src/features/offline/lib/queue-store"),
    ]);
    globalThis.indexedDB = new IDBFactory();
    resetQueueConnection();
  });
}

// Client tests run in jsdom and get MSW, which fails them on any request without a handler.
// Server and shared tests run in node without it: storage tests use real fetch against
// servers of their own.
const msw = typeof window === "undefined" ? undefined : await import("../../client/src/test/msw");

if (msw) {
  beforeAll(() => msw.startMockServer());
  afterAll(() => msw.stopMockServer());
}

afterEach(() => {
  if (typeof document !== "undefined") cleanup();
  msw?.resetMockServer();
});
