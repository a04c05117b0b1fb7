import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useFormat } from "@/lib/i18n/use-format";
import offlineSv from "@shared/i18n/catalogs/offline/sv";
import { useT } from "@/lib/i18n/runtime";

export const OFFLINE_TEXT = offlineSv["offline.banner"];

/** React Query's own idea of the network, so the banner agrees with which queries pause. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** When the oldest answer on screen was fetched: the honest age of what the worker sees. */
function oldestAnswer(timestamps: number[]): string | null {
  const fetched = timestamps.filter((t) => t > 0);
  return fetched.length > 0 ? new Date(Math.min(...fetched)).toISOString() : null;
}

/**
 * Offline, everything on screen is what the server last said, possibly days ago: say so above
 * the page, so no figure passes for fresh (issue 10 item 1).
 */
export function StaleBanner() {
  const t = useT(offlineSv);
  const format = useFormat();
  const online = useIsOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const since = oldestAnswer(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "success")
      .map((query) => query.state.dataUpdatedAt),
  );
  return (
    <div role="status" className="border-b border-amber-500/50 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <p className="mx-auto flex w-full max-w-6xl items-start gap-2 px-3 py-2 text-sm sm:px-6">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{t("offline.banner")}</strong>
          {since ? <span className="block sm:inline sm:before:content-['_·_']">{t("offline.bannerFetched", { when: format.dateTime(since) })}</span> : null}
        </span>
      </p>
    </div>
  );
}
