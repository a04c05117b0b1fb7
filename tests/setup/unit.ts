import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";

// Dashboards load on demand; the first import of such a module is transformed on the spot,
// which on a busy 2-core machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

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
