import { useMemo } from "react";
import { reportState, type ReportState, type ReportStateFields, type TimeCode } from "@shared/domain";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useT } from "./runtime";

/**
 * The names of the time codes and the report states in the active language (docs/i18n.md),
 * looked up by code and state. shared/domain keeps its Swedish labels for PAXml, the CSVs, the
 * PDFs and the legal views, which stay Swedish.
 */
export function useReportLabels() {
  const t = useT(reportSv);
  return useMemo(
    () => ({
      timeCode: (code: TimeCode): string => t(`report.code.${code}`),
      state: (state: ReportState): string => t(`report.state.${state}`),
      stateOf: (fields: ReportStateFields): string => t(`report.state.${reportState(fields)}`),
    }),
    [t],
  );
}
