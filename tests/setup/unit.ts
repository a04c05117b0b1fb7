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

// jsdom's computed styles are kept until the document changes, and the three properties
// Testing Library asks for are found without jsdom's whole declaration
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
