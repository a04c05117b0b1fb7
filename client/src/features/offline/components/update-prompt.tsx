import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { whenPageSettled } from "../lib/page-settled";
import offlineSv from "@shared/i18n/catalogs/offline/sv";
import { useT } from "@/lib/i18n/runtime";

/** What the prompt needs of a registered service worker (workbox-window's Workbox in the app). */
export interface UpdateSource {
  /** Calls back when a new version is installed and waits for the open tabs to let go. */
  onWaiting: (callback: () => void) => void;
  /** Lets the waiting version take over and reloads the page on it. */
  activate: () => void;
}

/**
 * Registers /sw.js with workbox-window, loaded only now so the login path never pays for it,
 * and only once the signed-in screen has fetched what it shows (its precache waits for that).
 */
export async function registerAppServiceWorker(): Promise<UpdateSource> {
  await whenPageSettled();
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/" });
  const source: UpdateSource = {
    onWaiting: (callback) => wb.addEventListener("waiting", callback),
    activate: () => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    },
  };
  await wb.register();
  return source;
}

interface UpdatePromptProps {
  /** Registers the worker; a stand-in in tests. */
  register?: () => Promise<UpdateSource>;
}

/**
 * Mounted once someone is signed in. A new build installs in the background and waits; the
 * worker chooses when to switch ('Uppdatera'), so a half-filled report is never reloaded away.
 */
export function UpdatePrompt({ register = registerAppServiceWorker }: UpdatePromptProps) {
  const t = useT(offlineSv);
  const [waiting, setWaiting] = useState<UpdateSource | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    let active = true;
    register()
      .then((source) => source.onWaiting(() => active && setWaiting(source)))
      // No service worker (an old browser, a private window): the app works as a plain site.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [register]);

  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 top-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border bg-card p-3 text-card-foreground shadow-lg"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="flex-1 text-sm">{t("offline.update.text")}</p>
      <Button
        size="sm"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          waiting.activate();
        }}
      >
        {t("offline.update.button")}
      </Button>
    </div>
  );
}
