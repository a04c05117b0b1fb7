import "./jsdom-polyfills";
import { render, type RenderResult } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders, createAppQueryClient } from "@/app/providers";
import { preloadToaster } from "@/components/ui/lazy-toaster";
import { resetToasts } from "@/components/ui/use-toast";

// The app fetches the toaster's code with the first toast (lazy-toaster.test.tsx covers that);
// screen tests get it up front, so a toast shows in the same render as in a warm app.
await preloadToaster();

interface Options {
  /** Starting URL, e.g. '/reset-password?token=abc'. */
  path?: string;
  queryClient?: QueryClient;
}

export interface ProvidersRender extends RenderResult {
  queryClient: QueryClient;
  /** Every URL visited, the current one last. */
  history: string[];
}

/** Renders `ui` as the app would: query client, toaster, and a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = "/", queryClient }: Options = {}): ProvidersRender {
  resetToasts();
  const client = queryClient ?? createAppQueryClient();
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const result = render(
    <AppProviders queryClient={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...result, queryClient: client, history: location.history };
}
