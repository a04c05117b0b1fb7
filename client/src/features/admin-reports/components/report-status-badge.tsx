import type { ReportStatus } from "@shared/validation";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { ADMIN_STATUS_LABELS } from "../lib/report-filters";

const VARIANTS: Record<ReportStatus, BadgeVariant> = { draft: "muted", submitted: "warning", verified: "success" };

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge variant={VARIANTS[status]}>{ADMIN_STATUS_LABELS[status]}</Badge>;
}
