import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { StaleBanner } from "@/features/offline/components/stale-banner";
import { UpdatePrompt } from "@/features/offline/components/update-prompt";
import { persistQueryCache } from "@/features/offline/lib/query-persistence";
import { APP_VERSION } from "@/lib/app-version";

/** A client's cache is kept in IndexedDB from its first sign-in to the end of the page. */
const persisting = new WeakSet<QueryClient>();

interface SignedInShellProps {
  /** Registers the service worker (a production build in a browser that has them). */
  serviceWorker: boolean;
  /** Keeps the worker's answers in IndexedDB for offline use (the app; not component tests). */
  persistCache: boolean;
}

/**
 * What a signed-in user gets beyond the screens: the offline banner, the saved answers and
 * the service worker. Its own chunk, loaded once someone is signed in, so the login screen
 * downloads none of it (docs/decisions/2026-11-24-client-bundles.md).
 */
export function SignedInShell({ serviceWorker, persistCache }: SignedInShellProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!persistCache || persisting.has(queryClient)) return;
    persisting.add(queryClient);
    // Never stopped: it also has to see the sign-out, after which this shell is gone.
    persistQueryCache(queryClient, { appVersion: APP_VERSION });
  }, [persistCache, queryClient]);
  return (
    <>
      <StaleBanner />
      {serviceWorker ? <UpdatePrompt /> : null}
    </>
  );
}
