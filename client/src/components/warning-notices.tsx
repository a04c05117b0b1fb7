import { TriangleAlert } from "lucide-react";
import { cn } from "@/lib/cn";

interface WarningNoticesProps {
  /** The Swedish messages; nothing is rendered when there are none. */
  messages: string[];
  /** Names the list for screen readers ('Arbetstidsvarningar'). */
  label?: string;
  className?: string;
}

/**
 * Arbetstidslagen's limits as 'Varning' notices (docs/product-rules.md §11): warnings, never blocks, so they
 * are a status the reader may read on, not an alert that interrupts.
 */
export function WarningNotices({ messages, label = "Arbetstidsvarningar", className }: WarningNoticesProps) {
  if (messages.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-col gap-2", className)}>
      {messages.map((message) => (
        <li key={message} className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <p>
            <strong className="font-semibold">Varning</strong>: {message}
          </p>
        </li>
      ))}
    </ul>
  );
}
