import { CloudOff } from "lucide-react";
import offlineSv from "@shared/i18n/catalogs/offline/sv";
import { useT } from "@/lib/i18n/runtime";

/** '2 väntar' in the header (the number alone on a phone) while reports wait on the phone; nothing when none do. */
export function QueueCount({ count }: { count: number }) {
  const t = useT(offlineSv);
  if (count === 0) return null;
  return (
    <span
      role="status"
      className="flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
    >
      <CloudOff className="size-3.5" aria-hidden="true" />
      {count}
      {/* On a phone the number alone, beside the name and the sign-out; read in full either way. */}
      <span className="sr-only sm:not-sr-only">{t("offline.count.waiting")}</span>
      <span className="sr-only">{t("offline.count.onConnection")}</span>
    </span>
  );
}
