import { QueryClientProvider, useQuery, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { userQueryKey, userQueryOptions } from "@/api/auth/get-user";
import { Toaster } from "@/components/ui/toaster";
import { StaleBanner } from "@/features/offline/components/stale-banner";
import { UpdatePrompt } from "@/features/offline/components/update-prompt";
import { createQueryClient } from "@/lib/query-client";

/** A query client whose 401s mean "signed out": the user query then answers null and / shows the login. */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    onUnauthorized: () => client.setQueryData(userQueryKey, null),
  });
  return client;
}

/**
 * What a signed-in user gets beyond the screens: the offline banner, and the service worker,
 * registered only now (never on the login path) and only in a production build.
 */
function SignedInShell({ serviceWorker }: { serviceWorker: boolean }) {
  // Observes the user query without fetching it: /register and the like stay request-free.
  const { data: user } = useQuery({ ...userQueryOptions(), enabled: false });
  if (!user) return null;
  return (
    <>
      <StaleBanner />
      {serviceWorker ? <UpdatePrompt /> : null}
    </>
  );
}

const SERVICE_WORKER = import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * The theme needs no provider: it lives on <html> and in localStorage (lib/theme.ts) and is
 * applied before the first paint by public/theme-init.js.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SignedInShell serviceWorker={SERVICE_WORKER} />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
