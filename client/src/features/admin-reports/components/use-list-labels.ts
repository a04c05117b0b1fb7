import { useMemo } from "react";
import { EXPENSE_KINDS, REPORT_STATUSES, type ExpenseKind, type ReportStatus } from "@shared/domain";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";

/**
 * The statuses as the admin reads them ('Väntar granskning' for a submitted one) and the kinds
 * of ersättning, in the admin's language: for the filters, the badges and the rows.
 */
export function useListLabels() {
  const t = useT(adminReportsSv);
  return useMemo(() => {
    const status = Object.fromEntries(REPORT_STATUSES.map((s) => [s, t(`adminReports.status.${s}`)])) as Record<ReportStatus, string>;
    const kind = Object.fromEntries(EXPENSE_KINDS.map((k) => [k, t(`adminReports.kind.${k}`)])) as Record<ExpenseKind, string>;
    return { status, kind };
  }, [t]);
}
