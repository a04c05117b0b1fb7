import type { ReportStatus } from "@shared/validation";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { reportStatusLabel, type StatusLabels } from "@/lib/report-status";

/** Verified green, submitted yellow, draft grey: the same colours as the calendar and the week grid. */
const STATUS_VARIANTS: Record<ReportStatus, BadgeVariant> = {
  draft: "muted",
  submitted: "warning",
  verified: "success",
};

/** A report's status; the admin screens pass ADMIN_STATUS_LABELS. */
export function ReportStatusBadge({ status, labels, className }: { status: ReportStatus; labels?: StatusLabels; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      {reportStatusLabel(status, labels)}
    </Badge>
  );
}
