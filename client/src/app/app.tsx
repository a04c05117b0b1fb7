import type { QueryClient } from "@tanstack/react-query";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export function App({ queryClient, persistCache }: { queryClient?: QueryClient; persistCache?: boolean }) {
  return (
    <AppProviders queryClient={queryClient} persistCache={persistCache}>
      <AppRouter />
    </AppProviders>
  );
}
