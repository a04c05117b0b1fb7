import { CloudOff } from "lucide-react";

/** '2 väntar' in the header while reports wait on the phone; nothing when none do. */
export function QueueCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      role="status"
      className="flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
    >
      <CloudOff className="size-3.5" aria-hidden="true" />
      {count} väntar
      <span className="sr-only"> på uppkoppling</span>
    </span>
  );
}
