import { QueryClientProvider, useQuery, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { userQueryKey, userQueryOptions } from "@/api/auth/get-user";
import { usePaintedOnce } from "@/components/after-first-paint";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { createQueryClient } from "@/lib/query-client";
import { LocaleSync } from "./locale-sync";

/** A query client whose 401s mean "signed out": the user query then answers null and / shows the login. */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    onUnauthorized: () => client.setQueryData(userQueryKey, null),
  });
  return client;
}

// Not needed to show or use the login form: its own chunk, loaded at sign-in
// (docs/decisions/2026-11-24-client-bundles.md).
const SignedInShell = lazy(() => import("./signed-in-shell").then((m) => ({ default: m.SignedInShell })));

const SERVICE_WORKER = import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/** The signed-in user, observed without fetching: /register and the like stay request-free. */
function useSignedIn(): boolean {
  const { data: user } = useQuery({ ...userQueryOptions(), enabled: false });
  return Boolean(user);
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Keep a signed-in worker's answers in IndexedDB (main.tsx; component tests leave it off). */
  persistCache?: boolean;
}

/**
 * The theme needs no provider: it lives on <html> and in localStorage (lib/theme.ts) and is
 * applied before the first paint by public/theme-init.js.
 */
export function AppProviders({ children, queryClient, persistCache = false }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Shell persistCache={persistCache}>{children}</Shell>
    </QueryClientProvider>
  );
}

function Shell({ children, persistCache }: { children: ReactNode; persistCache: boolean }) {
  const signedIn = useSignedIn();
  // Neither is needed for the first view: their scripts are fetched once it has painted.
  const painted = usePaintedOnce();
  return (
    <>
      <LocaleSync />
      {signedIn && painted ? (
        <Suspense fallback={null}>
          <SignedInShell serviceWorker={SERVICE_WORKER} persistCache={persistCache} />
        </Suspense>
      ) : null}
      {children}
      {/* Signed in, most actions toast: fetch it now rather than with the first one. */}
      <LazyToaster eager={signedIn && painted} />
    </>
  );
}
