import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useMemo } from "react";
import type { ReportStatus } from "@shared/domain";
import { useT } from "@/lib/i18n/runtime";

/** Overrides of the status texts for one audience. */
export type StatusLabels = Partial<Record<ReportStatus, string>>;

/** In the admin's eyes a submitted report is one waiting for review: 'Väntar granskning', in the admin's language. */
export function useAdminStatusLabels(): StatusLabels {
  const t = useT(adminReportsSv);
  return useMemo(() => ({ submitted: t("adminReports.status.submitted") }), [t]);
}
