import { onlineManager } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { createAppQueryClient } from "@/app/providers";
import { persistQueryCache, restoreQueryCache } from "@/features/offline/lib/query-persistence";
import { applyTheme, readStoredTheme } from "@/lib/theme";
import "./index.css";

// public/theme-init.js normally did this already; repeat it in case that script was blocked.
applyTheme(readStoredTheme());

// Ties the saved answers to this build: a new build never reads shapes it no longer knows.
const APP_VERSION = String(import.meta.env.VITE_APP_VERSION ?? "dev");

async function start(): Promise<void> {
  const queryClient = createAppQueryClient();
  // React Query assumes online until an event says otherwise; a page opened in a basement
  // must pause its queries (keeping what was restored) instead of failing them.
  onlineManager.setOnline(navigator.onLine);
  if (!navigator.onLine) {
    // Offline only: online, the server decides who is signed in before anything is shown.
    await restoreQueryCache(queryClient, APP_VERSION).catch(() => null);
  }
  if (typeof indexedDB !== "undefined") persistQueryCache(queryClient, { appVersion: APP_VERSION });

  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
