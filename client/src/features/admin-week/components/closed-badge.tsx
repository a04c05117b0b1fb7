import { Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** 'Vecka stängd': the worker has closed this week (weekly closure). */
export function ClosedBadge({ closedAt, compact = false }: { closedAt: string; compact?: boolean }) {
  const when = new Date(closedAt).toLocaleString("sv-SE", { timeZone: "Europe/Stockholm", dateStyle: "short", timeStyle: "short" });
  return (
    <Badge variant="success" title={`Veckan stängdes ${when}`} data-testid="week-closed">
      <Lock className="size-3" aria-hidden="true" />
      {compact ? <span className="sr-only">Vecka stängd</span> : "Vecka stängd"}
    </Badge>
  );
}
