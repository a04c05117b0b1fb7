import { Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";

/** 'Vecka stängd': the worker has closed this week (weekly closure). */
export function ClosedBadge({ closedAt, compact = false }: { closedAt: string; compact?: boolean }) {
  const t = useT(adminWeekSv);
  const when = new Date(closedAt).toLocaleString("sv-SE", { timeZone: "Europe/Stockholm", dateStyle: "short", timeStyle: "short" });
  return (
    <Badge variant="success" title={t("adminWeek.worker.closedAt", { when })} data-testid="week-closed">
      <Lock className="size-3" aria-hidden="true" />
      {compact ? <span className="sr-only">{t("adminWeek.worker.closed")}</span> : t("adminWeek.worker.closed")}
    </Badge>
  );
}
