import "@testing-library/jest-dom/vitest";
import { cleanup, configure, getConfig } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";

// Dashboards load on demand; the first import of such a module is transformed on the spot,
// which on a busy 2-core machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Files share their worker's modules and, one after another, its jsdom window
// (vite.config.ts, isolate: false; docs/decisions/2026-11-23-unit-files-share-modules.md).
// This file runs again for each file, so what it installs on the window or in Testing
// Library's configuration is installed once, and each file starts from an empty page.
const INSTALLED = Symbol.for("tidrapport.unit-setup");
type Marked = { [INSTALLED]?: true };

// Testing Library asks jsdom for an element's computed style for every element it names or
// checks for visibility: a `getByRole("button", { name })` over a 50-row table asks hundreds
// of times, and jsdom builds a full style declaration each time. `findBy…` asks again every
// 50 ms while the DOM stands still. The answers are kept until the document changes: a
// MutationObserver's pending records, taken synchronously on every call, say whether it has.
// Every fired event forgets them too, to be safe for what a stylesheet could match without a
// mutation (:focus, :checked).
if (typeof window !== "undefined" && !(window as Marked)[INSTALLED]) {
  (window as Marked)[INSTALLED] = true;
  const computeStyle = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    styles = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement);
    if (changes.takeRecords().length > 0) forget();
    let style = styles.get(element);
    if (!style) {
      style = computeStyle(element);
      styles.set(element, style);
    }
    return style;
  };
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
