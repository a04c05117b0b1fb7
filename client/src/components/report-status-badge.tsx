import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { reportState, type ReportState, type ReportStateFields } from "@shared/domain";
import { useReportLabels } from "@/lib/i18n/use-labels";
import type { StatusLabels } from "@/lib/report-status";

/**
 * Verified green, submitted yellow, draft grey: the same colours as the calendar and the week
 * grid. Sent back is red, as it waits for the worker; locked is a neutral outline.
 */
const STATE_VARIANTS: Record<ReportState, BadgeVariant> = {
  draft: "muted",
  submitted: "warning",
  verified: "success",
  returned: "destructive",
  locked: "outline",
};

interface ReportStatusBadgeProps {
  /** A report or an expense: its status, and its `returnReason` and `lockedForPayroll` for 'Skickad tillbaka' and 'Låst för lön'. */
  item: ReportStateFields;
  labels?: StatusLabels;
  className?: string;
}

/**
 * A report's or an expense's status in the reader's language; the admin screens pass
 * useAdminStatusLabels(), whose words win for the stored statuses.
 */
export function ReportStatusBadge({ item, labels, className }: ReportStatusBadgeProps) {
  const names = useReportLabels();
  const state = reportState(item);
  const override = state === "locked" || state === "returned" ? undefined : labels?.[state];
  return (
    <Badge variant={STATE_VARIANTS[state]} className={className}>
      {override ?? names.state(state)}
    </Badge>
  );
}
