import { onlineManager } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { INSPECTION_SSR_MARK } from "@shared/first-screen";
import { App } from "@/app/app";
import { prepareFirstScreen } from "@/app/first-screen";
import { createAppQueryClient } from "@/app/providers";
import { APP_VERSION } from "@/lib/app-version";
import { followSystemTheme } from "@/lib/theme";
import "./index.css";

// public/theme-init.js normally applied the theme already; repeat it in case that script was
// blocked, and follow the system's light or dark setting while no theme is picked.
followSystemTheme();

async function start(): Promise<void> {
  const page = document.getElementById("root");
  const token = /^\/kontroll\/([^/]+)$/.exec(location.pathname)?.[1];
  if (page?.dataset.ssr === INSPECTION_SSR_MARK && token) {
    // The inspector's page came rendered: React takes over that markup, nothing of the app.
    const { hydrateInspection } = await import("@/app/inspection-hydrate");
    await hydrateInspection(page, decodeURIComponent(token));
    return;
  }
  const queryClient = createAppQueryClient();
  // React Query assumes online until an event says otherwise; a page opened in a basement
  // must pause its queries (keeping what was restored) instead of failing them.
  onlineManager.setOnline(navigator.onLine);
  if (!navigator.onLine) {
    // Offline only: online, the server decides who is signed in before anything is shown.
    // Loaded here and only then, so the login screen never downloads IndexedDB code.
    await import("@/features/offline/lib/query-persistence").then(({ restoreQueryCache }) => restoreQueryCache(queryClient, APP_VERSION)).catch(() => null);
  } else {
    await prepareFirstScreen(queryClient);
  }

  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  // As a transition, React renders the first screen in slices of a few milliseconds and
  // yields between them, instead of one long task that a phone cannot answer a tap during.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} persistCache={typeof indexedDB !== "undefined"} />
      </StrictMode>,
    );
  });
}

void start();
