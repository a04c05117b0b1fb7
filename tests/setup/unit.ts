import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Dashboards load on demand; the first import of such a module is transformed on the spot,
// which on a busy 2-core machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});
