import { TriangleAlert } from "lucide-react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";

interface WarningNoticesProps {
  /** The messages; nothing is rendered when there are none. */
  messages: string[];
  /** Names the list for screen readers ('Arbetstidsvarningar'). */
  label?: string;
  className?: string;
}

/**
 * Arbetstidslagen's limits as 'Varning' notices (docs/product-rules.md §11): warnings, never blocks, so they
 * are a status the reader may read on, not an alert that interrupts.
 */
export function WarningNotices({ messages, label, className }: WarningNoticesProps) {
  const t = useT(shellSv);
  if (messages.length === 0) return null;
  return (
    <ul aria-label={label ?? t("shell.warnings")} className={cn("flex flex-col gap-2", className)}>
      {messages.map((message) => (
        <li key={message} className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <p>
            <strong className="font-semibold">{t("shell.warning")}</strong>: {message}
          </p>
        </li>
      ))}
    </ul>
  );
}
