import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { reportState, type ReportState, type ReportStateFields } from "@shared/domain";
import { reportStateLabel, type StatusLabels } from "@/lib/report-status";

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

/** A report's or an expense's status; the admin screens pass ADMIN_STATUS_LABELS. */
export function ReportStatusBadge({ item, labels, className }: ReportStatusBadgeProps) {
  return (
    <Badge variant={STATE_VARIANTS[reportState(item)]} className={className}>
      {reportStateLabel(item, labels)}
    </Badge>
  );
}
