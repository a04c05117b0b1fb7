import type { ReportStatus } from "@shared/validation";
import { REPORT_STATUS_LABELS } from "@shared/validation";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

/** Verified green, submitted yellow, draft grey: the same colours as the calendar and the week grid. */
const STATUS_VARIANTS: Record<ReportStatus, BadgeVariant> = {
  draft: "muted",
  submitted: "warning",
  verified: "success",
};

export type StatusLabels = Partial<Record<ReportStatus, string>>;

/** The admin views call a submitted report 'Väntar granskning'. */
export const ADMIN_STATUS_LABELS: StatusLabels = { submitted: "Väntar granskning" };

export function reportStatusLabel(status: ReportStatus, labels?: StatusLabels): string {
  return labels?.[status] ?? REPORT_STATUS_LABELS[status];
}

export function ReportStatusBadge({ status, labels, className }: { status: ReportStatus; labels?: StatusLabels; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      {reportStatusLabel(status, labels)}
    </Badge>
  );
}
