import { useMutation } from "@tanstack/react-query";
import type { TimeReportFilters } from "@shared/validation";
import { todayIn } from "@shared/dates";
import { downloadFile } from "@/lib/download";
import { reportQueryString } from "./get-time-reports-page";

/** GET /api/time-reports/export with the list's filters: a CSV under the server's file name. */
export function exportReportsCsv(filters: TimeReportFilters): Promise<string> {
  const qs = reportQueryString(filters);
  return downloadFile(`/api/time-reports/export${qs ? `?${qs}` : ""}`, `tidrapporter_${todayIn()}.csv`);
}

export function useExportReportsCsv() {
  return useMutation({ mutationFn: exportReportsCsv });
}
