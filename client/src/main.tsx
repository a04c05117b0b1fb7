import { onlineManager } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { INSPECTION_SSR_MARK } from "@shared/first-screen";
import type { PublicUser } from "@shared/types";
import { userQueryKey } from "@/api/auth/get-user";
import { App } from "@/app/app";
import { prepareFirstScreen } from "@/app/first-screen";
import { createAppQueryClient } from "@/app/providers";
import { APP_VERSION } from "@/lib/app-version";
import { signedOutLocale } from "@/lib/i18n/locale-choice";
import { activateLocale } from "@/lib/i18n/runtime";
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

  // The first screen in its language (docs/product-rules.md §17): the user's, or signed out the
  // one chosen on this browser or its own; another language than Swedish fetches the first
  // screen's catalogs now, beside nothing else (Swedish comes inside the scripts).
  const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
  const signedOutAreas = location.pathname === "/" ? ["auth", "shell"] : ["auth", "account", "shell"];
  const areas = user ? (user.role === "worker" ? ["shell", "dashboard"] : ["shell"]) : signedOutAreas;
  await activateLocale(user?.locale ?? signedOutLocale(), areas, Boolean(user)).catch(() => undefined);

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
