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

interface ReportStatusBadgeProps extends ReportStateFields {
  labels?: StatusLabels;
  className?: string;
}

/**
 * A report's status; the admin screens pass ADMIN_STATUS_LABELS. Pass `returnReason` and
 * `lockedForPayroll` (or spread the report) to show 'Skickad tillbaka' and 'Låst för lön'.
 */
export function ReportStatusBadge({ status, returnReason, lockedForPayroll, labels, className }: ReportStatusBadgeProps) {
  const fields = { status, returnReason, lockedForPayroll };
  return (
    <Badge variant={STATE_VARIANTS[reportState(fields)]} className={className}>
      {reportStateLabel(fields, labels)}
    </Badge>
  );
}
